import { isIP } from 'node:net';
import type { Db } from '../db/types';
import { verifyPassword } from '../auth/passwords';
import { DEMO_ACCOUNTS } from './demo';

/** A server that will not start as it is configured; main.ts prints the message and exits 1. */
export class StartRefusedError extends Error {}

/** Only this machine can reach a server listening here. */
export function isLoopbackHost(host: string): boolean {
  const h = host.trim().toLowerCase().replace(/^\[|\]$/g, '');
  if (h === 'localhost' || h === '::1') return true;
  const v4 = h.startsWith('::ffff:') ? h.slice(7) : h;
  return isIP(v4) === 4 && v4.startsWith('127.');
}

/** The active demo accounts (admin, supervisor, cashier) whose password is still their name. */
export async function demoAccountsWithDemoPassword(db: Db): Promise<string[]> {
  const names = DEMO_ACCOUNTS.map((a) => a.username);
  const { rows } = await db.query<{ username: string; password_hash: string }>(
    'SELECT username, password_hash FROM users WHERE username = ANY($1::text[]) AND is_active ORDER BY id',
    [names],
  );
  const weak: string[] = [];
  for (const r of rows) if (await verifyPassword(r.username, r.password_hash)) weak.push(r.username);
  return weak;
}

/**
 * The demo passwords are printed in the README: fine on 127.0.0.1 for trying the product out,
 * an open door on any address others can reach. Such a server does not start.
 */
export async function refuseDemoPasswordsOffLoopback(db: Db, host: string): Promise<void> {
  if (isLoopbackHost(host)) return;
  const weak = await demoAccountsWithDemoPassword(db);
  if (!weak.length) return;
  throw new StartRefusedError(
    `Refusing to start on HOST=${host}: the demo account(s) ${weak.join(', ')} still have their demo password ` +
      `(the user name), which anyone who reaches this address could use. Change each one ` +
      `(npm run cli -- user set-password ${weak[0]}) or deactivate it ` +
      `(npm run cli -- user permissions ${weak[0]} --active=false), or listen on 127.0.0.1 only.`,
  );
}
