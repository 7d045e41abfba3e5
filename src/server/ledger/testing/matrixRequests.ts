import type { TransferKind } from '../../../shared/machines/transferLifecycle';
import { SYSTEM_ACTOR } from '../../http/scope';
import { createTransfer } from '../../features/transfers/transferService';
import { acceptTransfer } from '../../features/transfers/transferTransitions';
import type { LedgerFixture } from './ledgerFixture';

/** One request of a permission matrix (both matrices build their rows from these). */
export type Req = {
  method: 'GET' | 'POST' | 'PUT';
  url: string;
  body?: object;
  ownToken?: boolean;
  /** Undoes what the call changed that later calls rely on (a changed password); run after its answer. */
  after?: () => Promise<void>;
  /** Sent as multipart/form-data, each string of `body` as a file part of that name (an upload). */
  multipart?: boolean;
};

/** What inject() sends for a request: its body as JSON, or as multipart file parts. */
export function injected(req: Req): { payload?: object | Buffer; headers: Record<string, string> } {
  if (!req.multipart) return { payload: req.body, headers: {} };
  const boundary = 'matrix-boundary-247';
  const parts = Object.entries(req.body ?? {}).map(([name, value]) =>
    `--${boundary}\r\nContent-Disposition: form-data; name="${name}"; filename="${name}.csv"\r\nContent-Type: text/csv\r\n\r\n${String(value)}\r\n`);
  return {
    payload: Buffer.from(`${parts.join('')}--${boundary}--\r\n`, 'utf8'),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}
export const get = (url: string): Req => ({ method: 'GET', url });
export const post = (url: string, body: object): Req => ({ method: 'POST', url, body });
export const put = (url: string, body: object = {}): Req => ({ method: 'PUT', url, body });

export const TRANSFER_PATH: Record<TransferKind, string> = { INTERNAL: 'internal_transfer', EXTERNAL: 'external_transfer', CRYPTO: 'crypto_transfer' };

/**
 * Body parts for a small transfer of `kind`, and a fresh transfer per call (from М1 or К1 to
 * the other), so that one user's accept does not turn another's into a 409.
 */
export function transferMaker(f: () => LedgerFixture) {
  const money = (kind: TransferKind) =>
    kind === 'CRYPTO' ? { crypto_currency: f().currencies.USDT, amount: '1' } : { currency: f().currencies.USD, amount: '1.00' };
  async function transfer(kind: TransferKind, from: 'm1' | 'k1', state: 'Pending' | 'Accepted' = 'Pending') {
    const { db, registers } = f();
    const to = from === 'm1' ? registers.k1 : registers.m1;
    const t = await createTransfer(db, SYSTEM_ACTOR, kind, { from_cash_register: registers[from], to_cash_register: to, ...money(kind) });
    if (state === 'Accepted') await acceptTransfer(db, SYSTEM_ACTOR, kind, t.id, { transfer_code: t.transfer_code ?? undefined });
    return t;
  }
  return { money, transfer };
}
