/**
 * A fresh Idempotency-Key per submission (docs/api/idempotency.md). getRandomValues, not
 * randomUUID: the latter exists only in secure contexts, and an office may reach the app over
 * plain http on its own network.
 */
export function newIdempotencyKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}
