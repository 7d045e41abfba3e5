import type { ReplenishmentReport } from '../../../shared/contract/reports';
import type { Db } from '../../db/types';
import { hasPermission, visiblePersonsSql, type Actor } from '../../http/scope';
import { fixed } from '../../ledger/decimal';
import { dayEnd, dayStart, timeZone, today } from '../../ledger/time';
import { registerIds, reportScope } from './reportScope';

interface Row {
  person_id: number | null;
  person_name: string | null;
  c: number;
  code: string;
  name: string;
  decimals: number;
  replenishment: string;
  handed_over: string;
}

/**
 * GET /api/day_replenishment_handed_over_report/?cash_register&city&created_at — a day's
 * operations with operation persons, per person and in total, per currency. Crypto ones are
 * included for users with the crypto permission; an inactive person's only for users who may
 * see inactive persons (totals included, so they add up to the persons shown).
 */
export async function replenishmentReport(
  db: Db,
  actor: Actor,
  query: { cash_register?: number; city?: number; created_at?: string },
): Promise<ReplenishmentReport> {
  const date = query.created_at ?? today();
  const scope = await reportScope(db, actor, { ...query, since: date });
  const crypto = hasPermission(actor, 'isCryptoTransactionPageActive');
  const { rows } = await db.query<Row>(
    `WITH per AS (
       SELECT o.operation_person_id AS p, o.currency_id AS c,
              COALESCE(sum(o.amount) FILTER (WHERE o.operation_type = 'REPLENISHMENT'), 0) AS rep,
              COALESCE(sum(o.amount) FILTER (WHERE o.operation_type = 'HANDED_OVER'), 0) AS ho
         FROM out_transactions o
        WHERE o.cash_register_id = ANY($1::int[]) AND (NOT o.is_crypto OR $4)
          AND ${visiblePersonsSql(actor, 'o.operation_person_id')}
          AND o.created_at >= ${dayStart('$2', '$3')} AND o.created_at < ${dayEnd('$2', '$3')}
        GROUP BY 1, 2),
     g AS (SELECT p, c, sum(rep) AS rep, sum(ho) AS ho FROM per GROUP BY GROUPING SETS ((p, c), (c)))
     SELECT g.p AS person_id, trim(p.first_name || ' ' || p.last_name) AS person_name, c.id AS c, c.code, c.name, c.decimals,
            g.rep::text AS replenishment, g.ho::text AS handed_over
       FROM g JOIN currencies c ON c.id = g.c LEFT JOIN operation_persons p ON p.id = g.p
      ORDER BY g.p IS NOT NULL, person_name, c.is_crypto, c."order", c.code`,
    [registerIds(scope), date, timeZone(), crypto],
  );
  const money = (r: Row) => ({
    currency: { id: r.c, code: r.code, name: r.name },
    replenishment: fixed(r.replenishment, r.decimals),
    handed_over: fixed(r.handed_over, r.decimals),
  });
  return {
    date,
    totals: rows.filter((r) => r.person_id === null).map(money),
    persons: rows
      .filter((r) => r.person_id !== null)
      .map((r) => ({ operation_person: { id: r.person_id!, name: r.person_name! }, ...money(r) })),
  };
}
