import type { AdminCashRegister, AdminCurrency, AdminCurrencyBody, AdminCurrencyChanges } from '../../../shared/contract';
import type { Db, Queryable } from '../../db/types';
import type { Actor } from '../../http/scope';
import { getAdminCashRegister } from '../adminCities/adminCityQueries';
import { applyCurrencyChanges, insertCurrency, setCurrencyActiveIn, setDilapidationIn, setPairIn } from '../currencies/currencyWrites';
import { getAdminCurrency } from './adminCurrencyQueries';
import { fieldError } from '../../http/errors';
import { auditRecord, recordSnapshot } from '../../lib/audit';
import { dec } from '../../ledger/decimal';
import { SERVER_MESSAGES as M } from '../../http/messages';

/**
 * The admin section's writes on currencies, pairs and worn-note percentages: the
 * rules are currencyWrites.ts's (the command line calls the same); these read the answer back
 * inside the write's transaction. The route has checked that the actor is an admin.
 */

const change = (db: Db, id: number, write: (tx: Queryable) => Promise<void>): Promise<AdminCurrency> =>
  db.transaction(async (tx) => {
    await write(tx);
    return getAdminCurrency(tx, id);
  });

/** A new fiat or crypto currency (the base currency is the command line's: `currency add --base`). */
export function createAdminCurrency(db: Db, actor: Actor, body: AdminCurrencyBody): Promise<AdminCurrency> {
  return db.transaction(async (tx) => {
    const id = await insertCurrency(tx, { code: body.code, name: body.name, order: body.order, crypto: body.is_crypto, decimals: body.decimals }, actor);
    return getAdminCurrency(tx, id);
  });
}

export const updateAdminCurrency = (db: Db, actor: Actor, id: number, body: AdminCurrencyChanges) =>
  change(db, id, (tx) => applyCurrencyChanges(tx, id, body, actor));

export const setAdminCurrencyActive = (db: Db, actor: Actor, id: number, isActive: boolean) =>
  change(db, id, (tx) => setCurrencyActiveIn(tx, id, isActive, actor));

export const setAdminDilapidation = (db: Db, actor: Actor, id: number, percentage: string | null) =>
  change(db, id, async (tx) => {
    await getAdminCurrency(tx, id);
    await setDilapidationIn(tx, id, percentage, actor);
  });

/** «Курсы от ЦБ»: the currency's margin each side of the official rate (a fiat, foreign currency). */
export const setAdminOfficialMargin = (db: Db, actor: Actor, id: number, percent: string) =>
  change(db, id, async (tx) => {
    const currency = await getAdminCurrency(tx, id);
    if (currency.is_base || currency.is_crypto) throw fieldError('official_margin_percent', M.officialMarginForeignOnly);
    if (!dec(percent).lessThan(100)) throw fieldError('official_margin_percent', M.officialMarginBelow100);
    const before = await recordSnapshot(tx, 'currencies', id);
    await tx.query('UPDATE currencies SET official_margin_percent = $2 WHERE id = $1', [id, percent]);
    await auditRecord(tx, actor, 'currency.update', 'currencies', id, before);
  });

/** One pair of a register on or off; the answer is the register as the admin list shows it. */
export function setAdminPair(db: Db, actor: Actor, registerId: number, currencyId: number, available: boolean): Promise<AdminCashRegister> {
  return db.transaction(async (tx) => {
    await setPairIn(tx, registerId, currencyId, available, actor);
    return getAdminCashRegister(tx, registerId);
  });
}
