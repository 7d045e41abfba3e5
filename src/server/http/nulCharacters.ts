import type { FastifyRequest } from 'fastify';
import { badRequest, notFound } from './errors';
import { SERVER_MESSAGES as M } from './messages';

/**
 * PostgreSQL text cannot hold U+0000: a query with it fails (22021) and the request would
 * answer 500. Rejected once here, after validation, for every route's params (404, as any
 * bad path parameter), query and body (400 naming the top-level field), however deeply
 * nested the string or key is. The walk uses its own stack: a deep body must not overflow.
 */
function containsNul(value: unknown): boolean {
  const stack = [value];
  while (stack.length) {
    const v = stack.pop();
    if (typeof v === 'string') {
      if (v.includes('\0')) return true;
    } else if (ArrayBuffer.isView(v)) {
      // An uploaded file's bytes (the list upload) are not text: its parser judges them. Walked
      // as an object, a 7 MB file was 7 million entries and held the event loop for seconds.
      continue;
    } else if (v && typeof v === 'object') {
      for (const [k, x] of Object.entries(v)) {
        if (k.includes('\0')) return true;
        stack.push(x);
      }
    }
  }
  return false;
}

function fieldsWithNul(value: unknown): string[] {
  if (typeof value === 'string') return value.includes('\0') ? ['non_field_errors'] : [];
  if (!value || typeof value !== 'object') return [];
  return Object.entries(value)
    .filter(([k, v]) => k.includes('\0') || containsNul(v))
    .map(([k]) => (k.includes('\0') ? 'non_field_errors' : k));
}

export async function rejectNulCharacters(request: FastifyRequest): Promise<void> {
  if (containsNul(request.params)) throw notFound();
  const bad = [...new Set([...fieldsWithNul(request.query), ...fieldsWithNul(request.body)])];
  if (bad.length) throw badRequest(Object.fromEntries(bad.map((k) => [k, [M.invalidCharacter]])));
}
