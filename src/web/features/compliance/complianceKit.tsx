import { errorMessage } from '../../api/errors';

/** The server's own sentence for a refused decision (any field, or detail). */
export function refusalOf(error: unknown): string {
  const data = error && typeof error === 'object' && 'data' in error ? (error as { data: unknown }).data : null;
  if (data && typeof data === 'object' && !Array.isArray(data)) {
    for (const value of Object.values(data as Record<string, unknown>)) {
      const text = Array.isArray(value) ? value.find((v) => typeof v === 'string') : value;
      if (typeof text === 'string' && text.trim()) return text;
    }
  }
  return errorMessage(error);
}
