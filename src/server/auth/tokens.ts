import { createHash, randomBytes } from 'node:crypto';

/** 160 random bits as 40 hex characters, the shape of a DRF token. */
export function newTokenKey(): string {
  return randomBytes(20).toString('hex');
}

/** Only this is stored (auth_tokens.key_hash): a leaked table does not leak sessions. */
export function tokenHash(key: string): string {
  return createHash('sha256').update(key).digest('hex');
}
