import type { CashDifferencesReport } from '../../../shared/contract/shifts';
import type { CashDifferencesQuery } from '../../../shared/contract/request/reports';
import type { Db } from '../../db/types';
import type { Actor } from '../../http/scope';
import { checkPeriod, REVERSED_PERIOD } from '../../http/period';
import { userNameSql } from '../../ledger/jsonText';
import { dayEnd, dayStart, timeZone, today } from '../../ledger/time';
import { registerIds, reportScope } from './reportScope';

/**
 * The cash differences of a period (docs/SHIFTS.md): every shift count that found a
 * difference, and every cash order settled with one (docs/CASH-ORDERS.md), summed per register,
 * per cashier and in total, per currency — surpluses and
 * shortages apart and their net. A count's cashier is who counted: the closer for a closing
 * difference, the opener for a handover one. Sums in SQL.
 */
type Figures = { c: number; code: string; name: string; surplus: string; shortage: string; net: string; counts: number };

export async function cashDifferences(db: Db, actor: Actor, query: CashDifferencesQuery): Promise<CashDifferencesReport> {
  const toDate = query.to_date ?? today();
  const fromDate = query.from_date ?? toDate;
  checkPeriod({ from_date: fromDate, to_date: toDate }, REVERSED_PERIOD.report);
  const scope = await reportScope(db, actor, { city: query.city });
  const figures = (key: string) => `
    SELECT ${key}, c.id AS c, c.code, c.name,
           round(COALESCE(sum(d.diff) FILTER (WHERE d.diff > 0), 0), c.decimals)::text AS surplus,
           round(COALESCE(-sum(d.diff) FILTER (WHERE d.diff < 0), 0), c.decimals)::text AS shortage,
           round(sum(d.diff), c.decimals)::text AS net, count(*)::int AS counts
      FROM differences d JOIN currencies c ON c.id = d.currency_id`;
  const differences = `WITH differences AS (
    SELECT k.cash_register_id, k.currency_id, k.counted - k.expected AS diff,
           CASE k.phase WHEN 'OPEN' THEN s.opened_by ELSE s.closed_by END AS user_id
      FROM shift_counts k JOIN shifts s ON s.id = k.shift_id
     WHERE k.counted <> k.expected AND k.cash_register_id = ANY($1::int[])
       AND k.counted_at >= ${dayStart('$2', '$4')} AND k.counted_at < ${dayEnd('$3', '$4')}
    UNION ALL
    -- A cash order counted short or over on arrival, on the day its difference was settled and
    -- posted; its cashier is whoever counted it on arrival (docs/CASH-ORDERS.md).
    SELECT o.to_cash_register_id, o.currency_id, o.received_amount - o.amount, o.received_by
      FROM cash_orders o
     WHERE o.state = 'settled' AND o.to_cash_register_id = ANY($1::int[])
       AND o.settled_at >= ${dayStart('$2', '$4')} AND o.settled_at < ${dayEnd('$3', '$4')})`;
  const params = [registerIds(scope), fromDate, toDate, timeZone()];
  const order = 'ORDER BY c."order", c.code';
  const { rows: byRegister } = await db.query<Figures & { r: number; r_name: string }>(
    `${differences} ${figures('r.id AS r, r.name AS r_name')} JOIN cash_registers r ON r.id = d.cash_register_id
      GROUP BY r.id, c.id ORDER BY r.name, r.id, c."order", c.code`,
    params,
  );
  const { rows: byCashier } = await db.query<Figures & { u: number | null; u_name: string | null }>(
    `${differences} ${figures(`u.id AS u, ${userNameSql('u')} AS u_name`)} LEFT JOIN users u ON u.id = d.user_id
      GROUP BY u.id, c.id ORDER BY u_name NULLS LAST, u.id, c."order", c.code`,
    params,
  );
  const { rows: totals } = await db.query<Figures>(`${differences} ${figures('1 AS one')} GROUP BY c.id ${order}`, params);
  const line = (f: Figures) => ({ currency: { id: f.c, code: f.code, name: f.name }, surplus: f.surplus, shortage: f.shortage, net: f.net, counts: f.counts });
  return {
    from_date: fromDate,
    to_date: toDate,
    city: scope.city,
    by_register: byRegister.map((f) => ({ cash_register: { id: f.r, name: f.r_name }, ...line(f) })),
    by_cashier: byCashier.map((f) => ({ user: f.u === null ? null : { id: f.u, name: f.u_name! }, ...line(f) })),
    totals: totals.map(line),
  };
}
