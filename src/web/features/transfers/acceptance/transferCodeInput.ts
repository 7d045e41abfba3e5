import { TRANSFER_CODE_PATTERN } from '../../../../shared/contract/request/transfers';
import { ACCEPTANCE_MESSAGES } from './acceptanceError';

/** The code's form as the server checks it (accept, find by code). */
const CODE = new RegExp(TRANSFER_CODE_PATTERN);

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
  return CODE.test(code) ? null : ACCEPTANCE_MESSAGES.codeFormat;
}
