import type { City, Paginated } from '../../../shared/contract';
import type { Db, Queryable } from '../../db/types';
import { fieldError, notFound } from '../../http/errors';
import { type PageParams, paginate } from '../../http/pagination';
import { scopeFilter, type Actor } from '../../http/scope';
import { auditRecord, recordSnapshot } from '../../lib/audit';
import { forgetReference } from '../../ledger/referenceCache';
import { SERVER_MESSAGES as M } from '../../http/messages';
import { MAX_TOTAL, dec } from '../../ledger/decimal';

const toCity = (r: City): City => ({ id: r.id, name: r.name });

/** scope: the city ids the user may see, null = all (http/scope.ts). */
export function listCities(q: Queryable, scope: number[] | null, url: string, pp: PageParams): Promise<Paginated<City>> {
  const params: unknown[] = [];
  const where = scopeFilter('c.id', scope, params);
  return paginate(q, url, pp, { sql: `SELECT c.id, c.name FROM cities c WHERE true ${where}`, params, orderBy: 'id', map: toCity });
}

export async function getCity(q: Queryable, scope: number[] | null, id: number): Promise<City> {
  const params: unknown[] = [id];
  const { rows } = await q.query<City>(`SELECT c.id, c.name FROM cities c WHERE c.id = $1 ${scopeFilter('c.id', scope, params)}`, params);
  if (!rows[0]) throw notFound();
  return toCity(rows[0]);
}

export async function allCities(q: Queryable): Promise<City[]> {
  const { rows } = await q.query<City>('SELECT id, name FROM cities ORDER BY id');
  return rows.map(toCity);
}

// --- writes: the admin page and the command line call these (one rule each) ----------------

/** A city's name as kept: trimmed, not empty (the schema caps its length). */
export function cityName(name: string): string {
  const trimmed = name.trim();
  if (!trimmed) throw fieldError('name', M.fieldRequired);
  return trimmed;
}

const taken = (name: string) => fieldError('name', M.cityTaken(name));

/** A new city inside the caller's transaction, or the name taken (400); one audit row `city.create`. */
export async function insertCity(tx: Queryable, name: string, actor: Actor): Promise<City> {
  const wanted = cityName(name);
  const { rows } = await tx.query<City>('INSERT INTO cities (name) VALUES ($1) ON CONFLICT (name) DO NOTHING RETURNING id, name', [wanted]);
  if (!rows[0]) throw taken(wanted);
  await auditRecord(tx, actor, 'city.create', 'cities', rows[0].id);
  return toCity(rows[0]);
}

/** Command line (`city create`, the seed): an existing city of that name is returned as it is. */
export async function ensureCity(db: Db, name: string, actor: Actor): Promise<{ city: City; created: boolean }> {
  const wanted = cityName(name);
  return db.transaction(async (tx) => {
    const found = await tx.query<City>('SELECT id, name FROM cities WHERE name = $1', [wanted]);
    if (found.rows[0]) return { city: toCity(found.rows[0]), created: false };
    return { city: await insertCity(tx, wanted, actor), created: true };
  });
}

/**
 * A new name inside the caller's transaction (404 for no such city, 400 for a name taken); one
 * audit row `city.rename` with before and after, none when the name is the same. The caller
 * forgets the kept name after the commit (ledger/referenceCache.ts forgetReference).
 */
export async function renameCityIn(tx: Queryable, id: number, name: string, actor: Actor): Promise<void> {
  const wanted = cityName(name);
  const { rows } = await tx.query<City>('SELECT id, name FROM cities WHERE id = $1 FOR UPDATE', [id]);
  if (!rows[0]) throw notFound();
  if (rows[0].name === wanted) return;
  const clash = await tx.query('SELECT 1 FROM cities WHERE name = $1 AND id <> $2', [wanted, id]);
  if (clash.rows.length) throw taken(wanted);
  const before = await recordSnapshot(tx, 'cities', id);
  await tx.query('UPDATE cities SET name = $2 WHERE id = $1', [id, wanted]).catch((err: { code?: string }) => {
    // Taken by a rename or create committed since the check above.
    throw err.code === '23505' ? taken(wanted) : err;
  });
  await auditRecord(tx, actor, 'city.rename', 'cities', id, before);
}

/**
 * The city's offline limit (docs/OFFLINE.md) inside the caller's transaction: a positive
 * base-currency amount, or null to turn offline trading off (404 for no such city). One audit
 * row `city.offline_limit` with before and after; none when nothing changes.
 */
export async function setOfflineLimitIn(tx: Queryable, id: number, limit: string | null, actor: Actor): Promise<void> {
  // The column is numeric(20,2): a larger figure would fail in PostgreSQL (a 500), and no deal is that large.
  if (limit !== null && dec(limit).greaterThanOrEqualTo(MAX_TOTAL)) throw fieldError('offline_limit', M.amountTooLarge);
  const { rows } = await tx.query<{ same: boolean }>(
    'SELECT offline_limit IS NOT DISTINCT FROM $2::numeric AS same FROM cities WHERE id = $1 FOR UPDATE',
    [id, limit],
  );
  if (!rows[0]) throw notFound();
  if (rows[0].same) return;
  const before = await recordSnapshot(tx, 'cities', id);
  await tx.query('UPDATE cities SET offline_limit = $2::numeric WHERE id = $1', [id, limit]);
  await auditRecord(tx, actor, 'city.offline_limit', 'cities', id, before);
}

/**
 * The amount below which the city's cash orders are approved as they are requested
 * (docs/CASH-ORDERS.md), inside the caller's transaction: a positive base-currency amount, or
 * null for none (every order waits for a second person). Audited `city.cash_order_auto_approve`
 * with before and after; nothing when nothing changes.
 */
export async function setCashOrderAutoApproveIn(tx: Queryable, id: number, amount: string | null, actor: Actor): Promise<void> {
  if (amount !== null && dec(amount).greaterThanOrEqualTo(MAX_TOTAL)) throw fieldError('cash_order_auto_approve', M.amountTooLarge);
  const { rows } = await tx.query<{ same: boolean }>(
    'SELECT cash_order_auto_approve IS NOT DISTINCT FROM $2::numeric AS same FROM cities WHERE id = $1 FOR UPDATE',
    [id, amount],
  );
  if (!rows[0]) throw notFound();
  if (rows[0].same) return;
  const before = await recordSnapshot(tx, 'cities', id);
  // At 2 places, as the admin's list shows it and the audit keeps it (a decimal string, never a JSON number).
  await tx.query('UPDATE cities SET cash_order_auto_approve = round($2::numeric, 2) WHERE id = $1', [id, amount]);
  await auditRecord(tx, actor, 'city.cash_order_auto_approve', 'cities', id, before);
}

/** Command line: `city rename ID NAME`. */
export async function renameCity(db: Db, actor: Actor, id: number, name: string): Promise<City> {
  const city = await db.transaction(async (tx) => {
    await renameCityIn(tx, id, name, actor);
    return getCity(tx, null, id);
  });
  forgetReference(db, `city:${id}`);
  return city;
}
