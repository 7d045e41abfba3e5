import { createHash } from 'node:crypto';

/** JSON with object keys sorted: the same body sent with its keys in another order is the same request. */
function canonicalJson(value: unknown): string {
  // An uploaded file's bytes, by their digest: as JSON a 7 MB file was an array of 7 million
  // numbers, built on the event loop every other call shares.
  if (Buffer.isBuffer(value)) return `{"$sha256":"${createHash('sha256').update(value).digest('hex')}"}`;
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
  }
  return JSON.stringify(value ?? null);
}

/** What "the same request" means for a key: method, URL (the record's id is in it) and body. */
export function requestHash(method: string, url: string, body: unknown): string {
  return createHash('sha256').update(`${method} ${url}\n${canonicalJson(body)}`).digest('hex');
}
