/**
 * The positions between cities, summed by PostgreSQL in NUMERIC (docs/SETTLEMENTS.md).
 *
 * Every movement between two cities is one row of `moves` (a = the city that came to owe or
 * paid, b = the other, its day): a client's transfer taken in a and paid in b on its
 * delivery's day, a bank settlement on its date, a vault order on the day it was received
 * (or its difference settled). `directed` reads each move from both cities, so the pair
 * (a, b) and the pair (b, a) carry the same figures mirrored.
 *
 * Parameters: $1 the period's first day ('-infinity': from the beginning), $2 its last day,
 * $3 the ledger's time zone; `where` (`day <= $2` and the cities wanted as from_city, if any)
 * is positionsSql's argument.
 */
const MOVES = `moves AS (
  SELECT fr.city_id AS a, tr.city_id AS b, t.currency_id AS cur,
         (t.delivered_at AT TIME ZONE $3)::date AS day, t.amount AS transfer, 0::numeric AS settled
    FROM transfers t
    JOIN cash_registers fr ON fr.id = t.from_cash_register_id
    JOIN cash_registers tr ON tr.id = t.to_cash_register_id
   WHERE t.kind = 'EXTERNAL' AND t.status = 'Delivered' AND fr.city_id <> tr.city_id
     AND t.delivered_at < (($2::date + 1)::timestamp AT TIME ZONE $3)
  UNION ALL
  SELECT s.from_city_id, s.to_city_id, s.currency_id, s.date, 0, s.amount
    FROM settlements s
   WHERE s.kind = 'bank' AND s.date <= $2::date
  UNION ALL
  SELECT s.from_city_id, s.to_city_id, s.currency_id,
         (COALESCE(o.settled_at, o.received_at) AT TIME ZONE $3)::date, 0, o.amount
    FROM settlements s
    JOIN cash_orders o ON o.id = s.cash_order_id
   WHERE o.state IN ('received', 'settled')
)`;

export const positionsSql = (where: string) => `
WITH ${MOVES},
directed AS (
  SELECT a AS from_city, b AS to_city, cur, day, transfer AS sent, 0::numeric AS paid, settled FROM moves
  UNION ALL
  SELECT b, a, cur, day, 0, transfer, -settled FROM moves
),
summed AS (
  SELECT from_city, to_city, cur,
         COALESCE(sum(sent) FILTER (WHERE day >= $1::date), 0) AS sent,
         COALESCE(sum(paid) FILTER (WHERE day >= $1::date), 0) AS paid,
         COALESCE(sum(settled) FILTER (WHERE day >= $1::date), 0) AS settled,
         sum(sent - paid - settled) AS position
    FROM directed
   ${where}
   GROUP BY from_city, to_city, cur
)
SELECT s.from_city AS from_city_id, s.to_city AS to_city_id, s.cur AS currency_id,
       s.sent::text AS sent, s.paid::text AS paid, s.settled::text AS settled,
       s.position::text AS position
  FROM summed s
 WHERE s.sent <> 0 OR s.paid <> 0 OR s.settled <> 0 OR s.position <> 0`;

/** The first day in [$1, $2] anything moved between two cities, or NULL ($3 the zone): where the first closed period starts. */
export const FIRST_DAY_SQL = `
WITH ${MOVES}
SELECT to_char(min(day), 'YYYY-MM-DD') AS day FROM moves WHERE day <= $2::date AND day >= $1::date`;

/** A closed period's kept lines, in the same columns as positionsSql (`where`: the period, and the cities if any). */
export const keptLinesSql = (where: string) => `
SELECT from_city_id, to_city_id, currency_id,
       sent::text AS sent, paid::text AS paid, settled::text AS settled,
       position::text AS position
  FROM settlement_period_lines
 ${where}`;

/** The columns both statements answer. */
export interface PositionRow {
  from_city_id: number;
  to_city_id: number;
  currency_id: number;
  sent: string;
  paid: string;
  settled: string;
  position: string;
}
