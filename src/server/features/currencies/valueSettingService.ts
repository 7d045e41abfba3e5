import type { ValueSetting } from '../../../shared/contract/ledger';
import type { CreateValueSettingBody } from '../../../shared/contract/request/currencies';
import type { Db, Queryable } from '../../db/types';
import { notifyRates } from '../../notifications/rateEvents';
import { auditRecord, auditRowSql, isAudited } from '../../lib/audit';
import { SqlWhere } from '../../lib/sqlList';
import { cityScope, type Actor } from '../../http/scope';
import { dec, fixed } from '../../ledger/decimal';
import { RATE_DECIMALS } from '../../../shared/money';
import { fieldError } from '../../http/errors';
import { cityInScope, currencyField, registerInScope, userRef } from '../../ledger/referenceChecks';
import { currencyJson, iso, refJson, userJson } from '../../ledger/sqlRefs';
import { today } from '../../ledger/time';
import { SERVER_MESSAGES as M } from '../../http/messages';

/*
 * Value settings: the day's buy/sell rates per currency for a city, or for one register
 * (which then overrides the city's). The printable version is the rate board.
 */

const SELECT = `
  SELECT v.id, v.date::text AS date, v.buy_rate::text AS buy_rate, v.sell_rate::text AS sell_rate, v.created_at,
         ${refJson('ci')} AS city, ${refJson('r')} AS cash_register, ${currencyJson('c')} AS currency, ${userJson('u')} AS "user"
    FROM value_settings v
    JOIN cities ci ON ci.id = v.city_id
    LEFT JOIN cash_registers r ON r.id = v.cash_register_id
    JOIN currencies c ON c.id = v.currency_id
    LEFT JOIN users u ON u.id = v.user_id`;

type Row = Omit<ValueSetting, 'created_at'> & { created_at: Date };
const toWire = (row: Row): ValueSetting => ({ ...row, created_at: iso(row.created_at)! });

type Place = { city: { id: number; name: string }; register: { id: number; name: string } | null };

/** The city or register a setting is for, within the actor's cities. */
export async function placeOf(db: Queryable, actor: Actor, input: { city?: number; cash_register?: number }): Promise<Place> {
  if (input.cash_register !== undefined) {
    const row = await registerInScope(db, actor, input.cash_register);
    return { city: { id: row.city_id, name: row.city_name }, register: { id: row.id, name: row.name } };
  }
  if (input.city !== undefined) return { city: await cityInScope(db, actor, input.city), register: null };
  throw fieldError('city', M.cityOrRegister);
}

/** A currency whose rates may be set: fiat, active, not the base one (field: where a refusal is reported). */
export async function rateCurrency(db: Queryable, id: number, field: string) {
  const currency = await currencyField(db, id, field, false);
  if (currency.is_base) throw fieldError(field, M.noBaseRate);
  return currency;
}

export const buyAboveSell = (buy: string, sell: string) => dec(buy).greaterThan(sell);

/**
 * Writes (or replaces) one currency's rates of a day inside the caller's transaction; gives
 * the row's id and time, and the row as it was (for the audit; null if new or not audited).
 */
export async function upsertValueSetting(
  tx: Queryable,
  actor: Actor,
  place: Place,
  currencyId: number,
  date: string,
  rate: { buy_rate: string; sell_rate: string },
): Promise<{ id: number; created_at: Date; before: unknown }> {
  // The day's rates as they were, if set already (the upsert below replaces them).
  const { rows: old } = isAudited(tx)
    ? await tx.query<{ row: unknown }>(
      `SELECT ${auditRowSql('v')} AS row FROM value_settings v
        WHERE city_id = $1 AND cash_register_id IS NOT DISTINCT FROM $2 AND currency_id = $3 AND date = $4 FOR UPDATE`,
      [place.city.id, place.register?.id ?? null, currencyId, date],
    )
    : { rows: [] };
  const written = await tx.query<{ id: number; created_at: Date }>(
    `INSERT INTO value_settings (city_id, cash_register_id, currency_id, date, buy_rate, sell_rate, user_id)
     VALUES ($1, $2, $3, $4, $5, $6, $7)
     ON CONFLICT (city_id, cash_register_id, currency_id, date)
       DO UPDATE SET buy_rate = EXCLUDED.buy_rate, sell_rate = EXCLUDED.sell_rate, user_id = EXCLUDED.user_id, created_at = now()
     RETURNING id, created_at`,
    [place.city.id, place.register?.id ?? null, currencyId, date, rate.buy_rate, rate.sell_rate, actor.id],
  );
  return { ...written.rows[0], before: old[0]?.row ?? null };
}

/** Sets (or replaces) the rates of a currency for a day. */
export async function setValueSetting(db: Db, actor: Actor, input: CreateValueSettingBody): Promise<ValueSetting> {
  const place = await placeOf(db, actor, input);
  const currency = await rateCurrency(db, input.currency, 'currency');
  if (buyAboveSell(input.buy_rate, input.sell_rate)) throw fieldError('buy_rate', M.buyAboveSell);
  const date = input.date ?? today();
  return db.transaction(async (tx) => {
    const written = await upsertValueSetting(tx, actor, place, currency.id, date, input);
    await auditRecord(tx, actor, 'value_setting.set', 'value_settings', written.id, written.before);
    // The public screens follow (shop front): delivered on commit only.
    await notifyRates(tx, { city: place.city.id, cash_register: place.register?.id ?? null });
    // The answer is made inside the write's transaction (an Idempotency-Key keeps it with the write).
    return {
      id: written.id, city: place.city, cash_register: place.register, currency: { id: currency.id, code: currency.code, name: currency.name },
      date, buy_rate: fixed(input.buy_rate, RATE_DECIMALS), sell_rate: fixed(input.sell_rate, RATE_DECIMALS),
      user: await userRef(tx, actor.id), created_at: iso(written.created_at)!,
    };
  });
}

/** GET /api/value_setting/?city&cash_register&date — a day's rates (today by default). */
export async function listValueSettings(
  db: Db,
  actor: Actor,
  query: { city?: number; cash_register?: number; date?: string },
): Promise<ValueSetting[]> {
  const where = new SqlWhere([query.date ?? today()], ['v.date = $1::date']);
  if (query.cash_register !== undefined) {
    const register = await registerInScope(db, actor, query.cash_register);
    where.and(`v.city_id = ${where.param(register.city_id)}`);
    where.and(`(v.cash_register_id IS NULL OR v.cash_register_id = ${where.param(register.id)})`);
  } else if (query.city !== undefined) {
    where.and(`v.city_id = ${where.param((await cityInScope(db, actor, query.city)).id)}`);
  }
  const scope = cityScope(actor);
  if (scope) where.and(`v.city_id = ANY(${where.param(scope)}::int[])`);
  const { rows } = await db.query<Row>(
    `${SELECT} ${where.sql} ORDER BY ci.name, r.name NULLS FIRST, c."order", c.code`,
    where.params,
  );
  return rows.map(toWire);
}
