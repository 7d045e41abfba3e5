import type { CashRegister } from '../../../shared/contract';
import type { Db, Queryable } from '../../db/types';
import { conflict, fieldError, fieldErrors, noSuchObject, notFound } from '../../http/errors';
import type { RegisterKind } from '../../../shared/contract/enums';
import type { Actor } from '../../http/scope';
import { auditRecord, recordSnapshot } from '../../lib/audit';
import { forgetReference } from '../../ledger/referenceCache';
import { notifyRates } from '../../notifications/rateEvents';
import { whyRegisterCannotClose } from './registerActivity';
import { getCashRegister } from './cashRegisterService';
import { SERVER_MESSAGES as M } from '../../http/messages';

/**
 * A register's writes: create, rename, deactivate and reactivate. Each rule is a
 * function of the caller's transaction, called by the admin page (features/adminCities) and
 * the command line (`register ...`) alike, with one audit row each.
 */

/** A register's name as kept: trimmed, not empty (the schema caps its length). */
export function registerName(name: string): string {
  const trimmed = name.trim();
  if (!trimmed) throw fieldError('name', M.fieldRequired);
  return trimmed;
}

async function cityNameOf(tx: Queryable, cityId: number): Promise<string | undefined> {
  const { rows } = await tx.query<{ name: string }>('SELECT name FROM cities WHERE id = $1', [cityId]);
  return rows[0]?.name;
}

const taken = (name: string, city: string) => fieldError('name', M.registerTakenIn(city, name));

/** The city's vault, if it has one. */
async function vaultOf(tx: Queryable, cityId: number): Promise<string | undefined> {
  const { rows } = await tx.query<{ name: string }>("SELECT name FROM cash_registers WHERE city_id = $1 AND kind = 'vault'", [cityId]);
  return rows[0]?.name;
}

/**
 * A new (active) register of a city; an unknown city or a name the city has is a 400, a second
 * vault of the city a 409 (docs/VAULT.md). One audit row `cash_register.create`.
 */
export async function insertCashRegister(tx: Queryable, cityId: number, name: string, actor: Actor, kind: RegisterKind = 'till'): Promise<number> {
  const wanted = registerName(name);
  const city = await cityNameOf(tx, cityId);
  if (city === undefined) throw noSuchObject('city', cityId);
  const vault = kind === 'vault' ? await vaultOf(tx, cityId) : undefined;
  if (vault !== undefined) throw conflict(M.vaultExists(city, vault));
  const { rows } = await tx
    .query<{ id: number }>(
      'INSERT INTO cash_registers (city_id, name, kind) VALUES ($1, $2, $3) ON CONFLICT (city_id, name) DO NOTHING RETURNING id',
      [cityId, wanted, kind],
    )
    .catch(async (err: { code?: string; constraint?: string }) => {
      // Another vault committed since the check above: the index keeps the city to one.
      if (err.code === '23505' && err.constraint === 'cash_registers_one_vault_per_city') throw conflict(M.vaultExists(city, wanted));
      throw err;
    });
  if (!rows[0]) throw taken(wanted, city);
  await auditRecord(tx, actor, 'cash_register.create', 'cash_registers', rows[0].id);
  return rows[0].id;
}

/** Command line (`register create`) and the seed: an existing register of that name is returned as it is (its kind too). */
export async function ensureCashRegister(
  db: Db,
  cityId: number,
  name: string,
  actor: Actor,
  kind: RegisterKind = 'till',
): Promise<{ register: CashRegister; created: boolean }> {
  const wanted = registerName(name);
  return db.transaction(async (tx) => {
    if ((await cityNameOf(tx, cityId)) === undefined) throw notFound(M.noCityWithId(cityId));
    const { rows } = await tx.query<{ id: number }>('SELECT id FROM cash_registers WHERE city_id = $1 AND name = $2', [cityId, wanted]);
    const created = !rows[0];
    const id = rows[0]?.id ?? (await insertCashRegister(tx, cityId, wanted, actor, kind));
    return { register: await getCashRegister(tx, null, id), created };
  });
}

/** The register's row, locked for the change (FOR UPDATE: its writes wait, registerForWrite); 404 for none. */
async function lockRegister(tx: Queryable, id: number): Promise<{ name: string; city_id: number; is_active: boolean }> {
  const { rows } = await tx.query<{ name: string; city_id: number; is_active: boolean }>(
    'SELECT name, city_id, is_active FROM cash_registers WHERE id = $1 FOR UPDATE',
    [id],
  );
  if (!rows[0]) throw notFound();
  return rows[0];
}

/**
 * An edit that names a kind: the kind is the register's for good (its history is a till's or
 * a vault's), so a different one is refused with 400 `kind`; the same one is no change.
 */
export async function refuseKindChange(tx: Queryable, id: number, kind: RegisterKind | undefined): Promise<void> {
  if (kind === undefined) return;
  const { rows } = await tx.query<{ kind: RegisterKind }>('SELECT kind FROM cash_registers WHERE id = $1', [id]);
  if (!rows[0]) throw notFound();
  if (rows[0].kind !== kind) throw fieldError('kind', M.registerKindFixed);
}

/** A new name within its city (the city of a register never changes: its history is that city's). One audit row `cash_register.rename`. */
export async function renameCashRegisterIn(tx: Queryable, id: number, name: string, actor: Actor): Promise<void> {
  const wanted = registerName(name);
  const register = await lockRegister(tx, id);
  if (register.name === wanted) return;
  const clash = await tx.query('SELECT 1 FROM cash_registers WHERE city_id = $1 AND name = $2 AND id <> $3', [register.city_id, wanted, id]);
  if (clash.rows.length) throw taken(wanted, (await cityNameOf(tx, register.city_id))!);
  const before = await recordSnapshot(tx, 'cash_registers', id);
  await tx.query('UPDATE cash_registers SET name = $2 WHERE id = $1', [id, wanted]).catch((err: { code?: string }) => {
    // Taken by a rename or create committed since the check above.
    throw err.code === '23505' ? fieldError('name', M.registerTaken(wanted)) : err;
  });
  await auditRecord(tx, actor, 'cash_register.rename', 'cash_registers', id, before);
}

/**
 * Deactivates (only an empty register: no money, nothing unfinished — 400 `is_active` with
 * every reason, registerActivity.ts) or reactivates a register. One audit row,
 * `cash_register.deactivate` or `cash_register.activate`; none when nothing changes.
 */
export async function setCashRegisterActiveIn(tx: Queryable, id: number, isActive: boolean, actor: Actor): Promise<void> {
  const register = await lockRegister(tx, id);
  if (register.is_active === isActive) return;
  if (!isActive) {
    const reasons = await whyRegisterCannotClose(tx, id);
    if (reasons.length) throw fieldErrors({ is_active: [M.registerCannotDeactivate(register.name), ...reasons] });
  }
  const before = await recordSnapshot(tx, 'cash_registers', id);
  await tx.query(
    `UPDATE cash_registers SET is_active = $2, deactivated_at = CASE WHEN $2 THEN NULL ELSE now() END WHERE id = $1`,
    [id, isActive],
  );
  await auditRecord(tx, actor, isActive ? 'cash_register.activate' : 'cash_register.deactivate', 'cash_registers', id, before);
  // The register's public screens hear of it on commit: closed, their stream ends (and a
  // reconnect meets the feed's 404), as a city switched off ends its own.
  await notifyRates(tx, { city: register.city_id, cash_register: id });
}

/** Command line: `register rename|deactivate|activate`, each its own transaction, then the register as it is. */
export async function changeCashRegister(db: Db, actor: Actor, id: number, change: (tx: Queryable) => Promise<void>): Promise<CashRegister> {
  const register = await db.transaction(async (tx) => {
    await change(tx);
    return getCashRegister(tx, null, id);
  });
  forgetReference(db, `register:${id}`);
  return register;
}
