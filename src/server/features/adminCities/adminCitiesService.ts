import type { AdminCityChanges } from '../../../shared/contract/request/adminCities';
import type { AdminCashRegister, AdminCashRegisterBody, AdminCity } from '../../../shared/contract';
import type { Db, Queryable } from '../../db/types';
import type { Actor } from '../../http/scope';
import { insertCashRegister, refuseKindChange, renameCashRegisterIn, setCashRegisterActiveIn } from '../cashRegisters/registerWrites';
import type { RegisterKind } from '../../../shared/contract/enums';
import { insertCity, renameCityIn } from '../cities/cityService';
import { fieldError } from '../../http/errors';
import { SERVER_MESSAGES as M } from '../../http/messages';
import { setPublishRatesIn } from '../shopFront/publishRatesService';
import { setCashOrderAutoApproveIn, setOfflineLimitIn } from '../cities/cityService';
import { forgetReference } from '../../ledger/referenceCache';
import { getAdminCashRegister, getAdminCity } from './adminCityQueries';

/**
 * The admin section's writes on cities and registers. Each rule is the cities' or
 * the registers' own (the command line calls the same); these read the answer back inside
 * the write's transaction (an Idempotency-Key replays it). The route has checked that the
 * actor is an admin.
 */

export function createAdminCity(db: Db, actor: Actor, name: string): Promise<AdminCity> {
  return db.transaction(async (tx) => getAdminCity(tx, (await insertCity(tx, name, actor)).id));
}

/**
 * PUT /api/admin/cities/{id}/: a new name, «Публиковать курсы», the offline limit, the cash
 * orders' automatic approval, any of them, in one transaction.
 */
export async function changeAdminCity(db: Db, actor: Actor, id: number, change: AdminCityChanges): Promise<AdminCity> {
  const fields = [change.name, change.publish_rates, change.offline_limit, change.cash_order_auto_approve];
  if (fields.every((f) => f === undefined)) throw fieldError('name', M.fieldRequired);
  const city = await db.transaction(async (tx) => {
    if (change.name !== undefined) await renameCityIn(tx, id, change.name, actor);
    if (change.publish_rates !== undefined) await setPublishRatesIn(tx, id, change.publish_rates, actor);
    if (change.offline_limit !== undefined) await setOfflineLimitIn(tx, id, change.offline_limit, actor);
    if (change.cash_order_auto_approve !== undefined) await setCashOrderAutoApproveIn(tx, id, change.cash_order_auto_approve, actor);
    return getAdminCity(tx, id);
  });
  forgetReference(db, `city:${id}`);
  return city;
}

export function createAdminCashRegister(db: Db, actor: Actor, body: AdminCashRegisterBody): Promise<AdminCashRegister> {
  return db.transaction(async (tx) => getAdminCashRegister(tx, await insertCashRegister(tx, body.city, body.name, actor, body.kind)));
}

async function changeRegister(db: Db, id: number, change: (tx: Queryable) => Promise<void>): Promise<AdminCashRegister> {
  const register = await db.transaction(async (tx) => {
    await change(tx);
    return getAdminCashRegister(tx, id);
  });
  forgetReference(db, `register:${id}`);
  return register;
}

/** A rename; a kind other than the register's is refused (400 `kind`) before anything is written. */
export const renameAdminCashRegister = (db: Db, actor: Actor, id: number, name: string, kind?: RegisterKind) =>
  changeRegister(db, id, async (tx) => {
    await refuseKindChange(tx, id, kind);
    await renameCashRegisterIn(tx, id, name, actor);
  });

/** Deactivation is refused (400 `is_active`, every reason) while the register holds money or has something unfinished. */
export const setAdminCashRegisterActive = (db: Db, actor: Actor, id: number, isActive: boolean) =>
  changeRegister(db, id, (tx) => setCashRegisterActiveIn(tx, id, isActive, actor));
