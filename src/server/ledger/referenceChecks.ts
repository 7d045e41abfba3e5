import type { RegisterKind } from '../../shared/contract/enums';
import type { Queryable } from '../db/types';
import { fieldError, noSuchObject, notFound } from '../http/errors';
import { canSeeCity, type Actor } from '../http/scope';
import type { Dec } from './decimal';
import { cachedReference, memoized, memoOf } from './referenceCache';
import { SERVER_MESSAGES as M } from '../http/messages';

// The registers, cities, currencies and users a request names, checked before anything is
// read or written with them: found, in the actor's cities (404 outside, so other cities' ids
// reveal nothing), still active for a new record. What is remembered between calls is
// referenceCache.ts's concern.

export interface RegisterRow {
  id: number;
  name: string;
  city_id: number;
  city_name: string;
}

export interface CurrencyRow {
  id: number;
  code: string;
  name: string;
  is_crypto: boolean;
  is_base: boolean;
  decimals: number;
}

async function registerById(q: Queryable, id: number): Promise<RegisterRow | undefined> {
  return cachedReference(q, `register:${id}`, async () => {
    const { rows } = await q.query<RegisterRow>(
      `SELECT r.id, r.name, r.city_id, c.name AS city_name
         FROM cash_registers r JOIN cities c ON c.id = r.city_id WHERE r.id = $1`,
      [id],
    );
    return rows[0];
  });
}

/**
 * A register's city and kind, for the vault's refusal (plugins/vaultRefusal.ts), which reads
 * it before every client operation: kept as the other references are, and a kind never
 * changes, so a kept one is never stale. undefined for no such register.
 */
export async function registerKindOf(q: Queryable, id: number): Promise<{ city_id: number; kind: RegisterKind } | undefined> {
  return cachedReference(q, `register-kind:${id}`, async () => {
    const { rows } = await q.query<{ city_id: number; kind: RegisterKind }>('SELECT city_id, kind FROM cash_registers WHERE id = $1', [id]);
    return rows[0];
  });
}

/**
 * The register an operation acts on. Missing and outside the user's cities look the same
 * (404), so ids of other cities' registers reveal nothing.
 */
export async function registerInScope(q: Queryable, actor: Actor, id: number): Promise<RegisterRow> {
  const row = await registerById(q, id);
  if (!row || !canSeeCity(actor, row.city_id)) throw notFound();
  return row;
}

/** Any register of the network (a transfer's receiver); a bad id is a field error. */
export async function registerField(q: Queryable, id: number, field: string): Promise<RegisterRow> {
  const row = await registerById(q, id);
  if (!row) throw noSuchObject(field, id);
  return row;
}

/**
 * The register a new record moves money in (its own, or a transfer's receiver), read inside
 * the write's transaction: it must be active (docs/admin.md). Locked FOR SHARE in the same
 * statement, so a deactivation — which locks the row FOR UPDATE and then checks that the
 * register is empty (cashRegisters/registerActivity.ts) — and a write never pass each other:
 * whichever comes second sees what the first committed. `scope`: the acting user's (404
 * outside it), or null for a transfer's receiver (any register; a bad id is a field error).
 */
export async function registerForWrite(tx: Queryable, id: number, field: string, scope: Actor | null): Promise<RegisterRow> {
  const load = async () => {
    const { rows } = await tx.query<RegisterRow & { is_active: boolean }>(
      `SELECT r.id, r.name, r.city_id, c.name AS city_name, r.is_active
         FROM cash_registers r JOIN cities c ON c.id = r.city_id WHERE r.id = $1 FOR SHARE OF r`,
      [id],
    );
    return rows[0];
  };
  // The demo seed's one transaction (rememberLookups) is the only writer: no lock to take twice.
  const row = memoOf(tx) ? await memoized(tx, `register-write:${id}`, load) : await load();
  if (!row || (scope && !canSeeCity(scope, row.city_id))) {
    if (scope) throw notFound();
    throw noSuchObject(field, id);
  }
  if (!row.is_active) throw fieldError(field, M.registerInactive(row.name));
  return { id: row.id, name: row.name, city_id: row.city_id, city_name: row.city_name };
}

/** 400 under `field` when the register is deactivated (for a caller that already holds its row's lock). */
export async function refuseInactiveRegister(tx: Queryable, id: number, field: string): Promise<void> {
  const { rows } = await tx.query<{ name: string; is_active: boolean }>('SELECT name, is_active FROM cash_registers WHERE id = $1', [id]);
  if (rows[0] && !rows[0].is_active) throw fieldError(field, M.registerInactive(rows[0].name));
}

export async function cityInScope(q: Queryable, actor: Actor, id: number): Promise<{ id: number; name: string }> {
  const city = await cachedReference(q, `city:${id}`, async () => {
    const { rows } = await q.query<{ id: number; name: string }>('SELECT id, name FROM cities WHERE id = $1', [id]);
    return rows[0];
  });
  if (!city || !canSeeCity(actor, id)) throw notFound();
  return city;
}

const CURRENCY_COLUMNS = 'id, code, name, is_crypto, is_base, decimals';

/**
 * A fiat (crypto = false) or crypto currency named by a write's body field: it must exist and
 * be active (an inactive currency is offered nowhere and takes no new record, docs/admin.md).
 * Locked FOR SHARE in the same statement, so that its deactivation (FOR UPDATE, then "does
 * anything hold it?", adminCurrencies) and a write never pass each other.
 */
export async function currencyField(
  q: Queryable,
  id: number,
  field: string,
  crypto: boolean,
): Promise<CurrencyRow> {
  const row = await memoized(q, `currency:${id}:${crypto}`, async () => {
    const { rows } = await q.query<CurrencyRow & { is_active: boolean }>(
      `SELECT ${CURRENCY_COLUMNS}, is_active FROM currencies WHERE id = $1 AND is_crypto = $2 FOR SHARE`,
      [id, crypto],
    );
    return rows[0];
  });
  if (!row) throw noSuchObject(field, id);
  if (!row.is_active) throw fieldError(field, M.currencyInactive(row.code));
  return row;
}

/** An amount of `currency` with no more decimals than the currency has (a yen none, a dollar 2, BTC 8). */
export function checkDecimals(value: Dec, currency: Pick<CurrencyRow, 'decimals'>, field: string): void {
  if (value.decimalPlaces() > currency.decimals) throw fieldError(field, M.maxDecimalPlaces(currency.decimals));
}

export async function baseCurrency(q: Queryable): Promise<CurrencyRow> {
  const row = await memoized(q, 'currency:base', async () => {
    const { rows } = await q.query<CurrencyRow>(`SELECT ${CURRENCY_COLUMNS} FROM currencies WHERE is_base`);
    return rows[0];
  });
  if (!row) throw new Error('No base currency: create one with `npm run cli -- currency add --base`');
  return row;
}

/** {id, name} of the user who makes a record (full name, or login when it is empty). */
export async function userRef(q: Queryable, userId: number | null): Promise<{ id: number; name: string } | null> {
  if (userId === null) return null;
  return memoized(q, `user:${userId}`, async () => {
    const { rows } = await q.query<{ id: number; name: string }>(
      `SELECT id, COALESCE(NULLIF(trim(first_name || ' ' || last_name), ''), username) AS name FROM users WHERE id = $1`,
      [userId],
    );
    return rows[0] ?? null;
  });
}
