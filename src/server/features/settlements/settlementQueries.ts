import type { Settlement, SettlementPeriod, SettlementPositions, SettlementPositionsQuery } from '../../../shared/contract';
import type { Queryable } from '../../db/types';
import { cityScope, type Actor } from '../../http/scope';
import { cityInScope } from '../../ledger/referenceChecks';
import { fieldError } from '../../http/errors';
import { SERVER_MESSAGES } from '../../http/messages';
import { dec, fixed } from '../../ledger/decimal';
import { currencyJson, isoSql, refJson, userJson } from '../../ledger/sqlRefs';
import { timeZone, today } from '../../ledger/time';
import { SqlWhere } from '../../lib/sqlList';
import { keptLinesSql, positionsSql, type PositionRow } from './settlementSql';

const M = SERVER_MESSAGES;

/** The closed periods, oldest first. */
export async function closedPeriods(q: Queryable): Promise<SettlementPeriod[]> {
  const { rows } = await q.query<SettlementPeriod>(
    `SELECT p.id, to_char(p.from_date, 'YYYY-MM-DD') AS from_date, to_char(p.to_date, 'YYYY-MM-DD') AS to_date,
            ${userJson('u')} AS closed_by,
            ${isoSql('p.closed_at')} AS closed_at
       FROM settlement_periods p LEFT JOIN users u ON u.id = p.closed_by
      ORDER BY p.to_date`,
  );
  return rows;
}

/** The last closed day, or null: nothing may be dated on or before it. */
export async function closedThrough(q: Queryable): Promise<string | null> {
  const { rows } = await q.query<{ day: string | null }>(`SELECT to_char(max(to_date), 'YYYY-MM-DD') AS day FROM settlement_periods`);
  return rows[0].day;
}

/** The summed figures (or a closed period's kept lines), named and in the currency's decimals. */
async function namedLines(q: Queryable, rows: PositionRow[]): Promise<SettlementPositions['lines']> {
  if (!rows.length) return [];
  const cities = new Map((await q.query<{ id: number; name: string }>('SELECT id, name FROM cities')).rows.map((c) => [c.id, c]));
  const currencies = new Map(
    (await q.query<{ id: number; code: string; name: string; decimals: number }>('SELECT id, code, name, decimals FROM currencies')).rows
      .map((c) => [c.id, c]),
  );
  return rows
    .map((r) => {
      const cur = currencies.get(r.currency_id)!;
      const money = (v: string) => fixed(dec(v), cur.decimals);
      return {
        from_city: cities.get(r.from_city_id)!,
        to_city: cities.get(r.to_city_id)!,
        currency: { id: cur.id, code: cur.code, name: cur.name },
        sent: money(r.sent),
        paid: money(r.paid),
        net: money(dec(r.sent).minus(r.paid).toFixed()),
        settled: money(r.settled),
        position: money(r.position),
      };
    })
    .sort((x, y) => x.from_city.name.localeCompare(y.from_city.name, 'ru') || x.to_city.name.localeCompare(y.to_city.name, 'ru')
      || x.currency.code.localeCompare(y.currency.code));
}

/** The period's sums (from null: from the beginning) for the cities wanted as debtor side (null: all). */
export async function positionRows(q: Queryable, from: string | null, to: string, cities: number[] | null): Promise<PositionRow[]> {
  const where = new SqlWhere([from ?? '-infinity', to, timeZone()], ['day <= $2::date']);
  if (cities) where.and(`from_city = ANY(${where.param(cities)}::int[])`);
  return (await q.query<PositionRow>(positionsSql(where.sql), where.params)).rows;
}

/** A closed period's kept lines for the cities wanted (null: all). */
async function keptRows(q: Queryable, period: number, cities: number[] | null): Promise<PositionRow[]> {
  const where = new SqlWhere([period], ['period_id = $1']);
  if (cities) where.and(`from_city_id = ANY(${where.param(cities)}::int[])`);
  return (await q.query<PositionRow>(keptLinesSql(where.sql), where.params)).rows;
}

/**
 * GET /api/settlements/positions/: the period's lines of the network (admins) or of the
 * caller's cities (a supervisor), or of one city. A period that is exactly a closed one
 * answers its kept figures (`closed: true`); any other is summed now.
 */
export async function getPositions(q: Queryable, actor: Actor, query: SettlementPositionsQuery): Promise<SettlementPositions> {
  const to = query.to_date ?? today();
  const from = query.from_date ?? `${to.slice(0, 7)}-01`;
  if (from > to) throw fieldError('to_date', M.periodEndBeforeStart);
  const city = query.city === undefined ? null : await cityInScope(q, actor, query.city);
  const wanted = city ? [city.id] : cityScope(actor);
  const periods = await closedPeriods(q);
  const kept = periods.find((p) => p.to_date === to && p.from_date === from);
  const rows = kept
    ? await keptRows(q, kept.id, wanted)
    : await positionRows(q, from, to, wanted);
  const { rows: cities } = await q.query<{ id: number; name: string }>(
    'SELECT id, name FROM cities ORDER BY name, id',
  );
  return {
    from_date: from,
    to_date: to,
    city,
    closed: kept !== undefined,
    closed_through: periods.length ? periods[periods.length - 1].to_date : null,
    cities,
    periods,
    lines: await namedLines(q, rows),
  };
}

/** One settlement as answered. */
export async function getSettlement(q: Queryable, id: number | string): Promise<Settlement> {
  const { rows } = await q.query<Settlement>(
    `SELECT s.id::int AS id, s.kind,
            ${refJson('fc')} AS from_city,
            ${refJson('tc')} AS to_city,
            ${currencyJson('cu')} AS currency,
            s.amount::text AS amount, cu.decimals, s.reference, to_char(s.date, 'YYYY-MM-DD') AS date,
            CASE WHEN o.id IS NULL THEN NULL ELSE json_build_object('id', o.id, 'state', o.state) END AS cash_order,
            s.comment,
            ${userJson('u')} AS created_by,
            ${isoSql('s.created_at')} AS created_at
       FROM settlements s
       JOIN cities fc ON fc.id = s.from_city_id
       JOIN cities tc ON tc.id = s.to_city_id
       JOIN currencies cu ON cu.id = s.currency_id
       LEFT JOIN cash_orders o ON o.id = s.cash_order_id
       LEFT JOIN users u ON u.id = s.created_by
      WHERE s.id = $1`,
    [String(id)],
  );
  const { decimals, ...row } = rows[0] as Settlement & { decimals: number };
  return { ...row, amount: fixed(dec(row.amount), decimals) };
}
