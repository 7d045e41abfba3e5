import { ACCEPTANCE_MESSAGES } from './acceptanceError';

/**
 * The code a client presents: 8 digits (docs/PRODUCT-DECISIONS.md, Transfers). Spaces are allowed while
 * typing ("1234 5678" is how it is read aloud) and dropped before it is checked or sent.
 */
export function normalizeTransferCode(typed: string): string {
  return typed.replace(/\s+/g, '');
}

/** Why the typed code cannot be sent, or null when it can; the server is not asked before. */
export function transferCodeProblem(typed: string): string | null {
  const code = normalizeTransferCode(typed);
  if (code === '') return ACCEPTANCE_MESSAGES.codeRequired;
  return /^\d{8}$/.test(code) ? null : ACCEPTANCE_MESSAGES.codeFormat;
}
