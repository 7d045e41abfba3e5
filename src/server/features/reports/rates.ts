import type { AverageRateReport, RateReport, RateRow, RateStats } from '../../../shared/contract/reports';
import type { Db } from '../../db/types';
import { hasPermission, type Actor } from '../../http/scope';
import { Dec, fixed } from '../../ledger/decimal';
import { dayEnd, dayStart, timeZone, today } from '../../ledger/time';
import { registerIds, reportScope } from './reportScope';

/**
 * Rates: what each register paid and got per currency over a day (amount-weighted averages
 * of the effective rates), and the weighted average cost it holds at the end of that day —
 * the last exchange transaction's recorded average_cost (docs/EARNINGS.md).
 */

interface Row {
  r: number;
  register_name: string;
  c: number;
  code: string;
  name: string;
  decimals: number;
  bought: string | null;
  bought_total: string | null;
  sold: string | null;
  sold_total: string | null;
  average_cost: string | null;
  balance: string | null;
}

/**
 * The day's buy and sell figures come from exchange_daily and the holding at the day's end
 * from cash_daily (both summed per day by triggers); the average cost is the one recorded on
 * the last exchange up to the day's end (an index lookup).
 */
async function rateRows(db: Db, registers: number[], date: string, seesCost: boolean): Promise<RateRow[]> {
  const { rows } = await db.query<Row>(
    `WITH traded AS (
       SELECT d.cash_register_id AS r, d.currency_id AS c,
              sum(d.amount) FILTER (WHERE d.operation_type = 'BUY') AS bought, sum(d.total) FILTER (WHERE d.operation_type = 'BUY') AS bought_total,
              sum(d.amount) FILTER (WHERE d.operation_type = 'SELL') AS sold, sum(d.total) FILTER (WHERE d.operation_type = 'SELL') AS sold_total
         FROM exchange_daily d WHERE d.cash_register_id = ANY($1::int[]) AND d.day = $2::date GROUP BY 1, 2),
     keys AS (
       SELECT cash_register_id AS r, currency_id AS c FROM available_currency_pairs WHERE cash_register_id = ANY($1::int[])
       UNION SELECT r, c FROM traded)
     SELECT k.r, reg.name AS register_name, k.c, cur.code, cur.name, cur.decimals,
            tr.bought::text, tr.bought_total::text, tr.sold::text, tr.sold_total::text,
            (SELECT t.average_cost::text FROM exchange_transactions t
              WHERE t.cash_register_id = k.r AND t.currency_id = k.c AND t.created_at < ${dayEnd('$2', '$3')}
              ORDER BY t.created_at DESC, t.id DESC LIMIT 1) AS average_cost,
            (SELECT sum(d.income - d.outcome)::text FROM cash_daily d
              WHERE d.cash_register_id = k.r AND d.currency_id = k.c AND d.day <= $2::date) AS balance
       FROM keys k
       JOIN cash_registers reg ON reg.id = k.r
       JOIN currencies cur ON cur.id = k.c
       LEFT JOIN traded tr ON tr.r = k.r AND tr.c = k.c
      ORDER BY reg.city_id, reg.name, cur."order", cur.code`,
    [registers, date, timeZone()],
  );
  const avg = (total: string | null, amount: string | null) =>
    total && amount && !new Dec(amount).isZero() ? fixed(new Dec(total).div(amount), 6) : null;
  return rows.map((r) => ({
    cash_register: { id: r.r, name: r.register_name },
    currency: { id: r.c, code: r.code, name: r.name },
    bought_amount: fixed(r.bought ?? 0, r.decimals),
    buy_avg_rate: avg(r.bought_total, r.bought),
    sold_amount: fixed(r.sold ?? 0, r.decimals),
    sell_avg_rate: avg(r.sold_total, r.sold),
    average_cost: r.average_cost === null || !seesCost ? null : fixed(r.average_cost, 6),
    balance: fixed(r.balance ?? 0, r.decimals),
  }));
}

/**
 * The average cost is what the earnings are made of: shown as the transaction lists show it,
 * only with isAllowToCheckEarningReport (one rule per permission); null otherwise.
 */
const seesCostOf = (actor: Actor) => hasPermission(actor, 'isAllowToCheckEarningReport');

/** GET /api/day_avg_rate/?cash_register — today, one register. */
export async function dayAvgRate(db: Db, actor: Actor, query: { cash_register: number }): Promise<AverageRateReport> {
  const scope = await reportScope(db, actor, query);
  const date = today();
  return { date, rows: await rateRows(db, registerIds(scope), date, seesCostOf(actor)) };
}

/** GET /api/average_rate_report/?cash_register&city&created_at */
export async function averageRateReport(
  db: Db,
  actor: Actor,
  query: { cash_register?: number; city?: number; created_at?: string },
): Promise<AverageRateReport> {
  const date = query.created_at ?? today();
  const scope = await reportScope(db, actor, { ...query, since: date });
  return { date, rows: await rateRows(db, registerIds(scope), date, seesCostOf(actor)) };
}

interface StatsRow {
  c: number;
  code: string;
  name: string;
  decimals: number;
  op: 'BUY' | 'SELL' | null;
  n: number;
  amount: string | null;
  min_rate: string | null;
  max_rate: string | null;
  avg_rate: string | null;
  vs_buy: string | null;
  vs_sell: string | null;
}

/** GET /api/rate_report/?cash_register&created_at — the rates used that day, and the rate board. */
export async function rateReport(db: Db, actor: Actor, query: { cash_register: number; created_at?: string }): Promise<RateReport> {
  const scope = await reportScope(db, actor, query);
  const register = scope.registers[0];
  const date = query.created_at ?? today();
  const { rows } = await db.query<StatsRow>(
    `WITH keys AS (
       SELECT currency_id AS c FROM available_currency_pairs WHERE cash_register_id = $1
       UNION SELECT currency_id FROM exchange_transactions t
        WHERE t.cash_register_id = $1 AND t.created_at >= ${dayStart('$2', '$3')} AND t.created_at < ${dayEnd('$2', '$3')})
     SELECT k.c, cur.code, cur.name, cur.decimals, t.operation_type AS op, count(t.id)::int AS n, sum(t.amount)::text AS amount,
            min(t.rate)::text AS min_rate, max(t.rate)::text AS max_rate,
            round(sum(t.amount * t.rate) / NULLIF(sum(t.amount), 0), 6)::text AS avg_rate,
            vs.buy_rate::text AS vs_buy, vs.sell_rate::text AS vs_sell
       FROM keys k JOIN currencies cur ON cur.id = k.c
       LEFT JOIN exchange_transactions t ON t.cash_register_id = $1 AND t.currency_id = k.c
            AND t.created_at >= ${dayStart('$2', '$3')} AND t.created_at < ${dayEnd('$2', '$3')}
       LEFT JOIN LATERAL (
         SELECT buy_rate, sell_rate FROM value_settings v
          WHERE v.currency_id = k.c AND v.date = $2::date AND v.city_id = $4
            AND (v.cash_register_id = $1 OR v.cash_register_id IS NULL)
          ORDER BY v.cash_register_id NULLS LAST LIMIT 1) vs ON true
      GROUP BY k.c, cur.code, cur.name, cur.decimals, cur."order", t.operation_type, vs.buy_rate, vs.sell_rate
      ORDER BY cur."order", cur.code`,
    [register.id, date, timeZone(), register.city_id],
  );
  const empty = (decimals: number): RateStats => ({ count: 0, amount: fixed(0, decimals), min_rate: null, max_rate: null, avg_rate: null });
  const byCurrency = new Map<number, RateReport['rows'][number]>();
  for (const r of rows) {
    let row = byCurrency.get(r.c);
    if (!row) {
      row = {
        currency: { id: r.c, code: r.code, name: r.name },
        buy: empty(r.decimals),
        sell: empty(r.decimals),
        value_setting: r.vs_buy && r.vs_sell ? { buy_rate: r.vs_buy, sell_rate: r.vs_sell } : null,
      };
      byCurrency.set(r.c, row);
    }
    if (r.op) {
      row[r.op === 'BUY' ? 'buy' : 'sell'] = {
        count: r.n, amount: fixed(r.amount ?? 0, r.decimals), min_rate: r.min_rate, max_rate: r.max_rate, avg_rate: r.avg_rate,
      };
    }
  }
  return { cash_register: scope.cashRegister!, date, rows: [...byCurrency.values()] };
}
