import type { Queryable } from '../db/types';
import { Decimal } from '../../shared/decimal';
import { todayInTimeZone } from '../../shared/dates';
import { timeZone } from '../ledger/time';
import type { DealIdentity } from './identification';

/**
 * Mandatory control (docs/api/clients.md): written with the deal, in its transaction. A deal
 * with a client at or above the city's mandatory-control threshold is a `single` row; below
 * it, the client's deals of that day in that city that each stay below are summed, and once
 * the sum reaches the threshold the day is one `split` row (its total and operations grow
 * with the day's later deals). Each deal counts at its value for the thresholds (dealValue.ts:
 * never less than at the day's board rate, as identification values it; kept on the deal as
 * base_value, so a later change of the board does not change a sum). A crypto deal counts in
 * the day's sum when paid in the base currency.
 */

export interface ControlledDeal {
  kind: 'TRANSACTION' | 'CRYPTO_TRANSACTION';
  id: number;
  cityId: number;
  at: Date;
  /** In the base currency; null when it could not be valued. */
  baseTotal: string | null;
  baseCurrencyId: number;
}

/** The client's deals of a day in a city that each stay below the threshold ($3), not reversed. */
const SMALL_DEALS_OF_DAY = `
  SELECT 'TRANSACTION' AS record_kind, e.id AS record_id, COALESCE(e.base_value, e.total) AS base_total
    FROM exchange_transactions e JOIN cash_registers r ON r.id = e.cash_register_id
   WHERE e.client_id = $1 AND r.city_id = $2 AND COALESCE(e.base_value, e.total) < $3
     AND e.created_at >= ($4::date::timestamp AT TIME ZONE $5) AND e.created_at < (($4::date + 1)::timestamp AT TIME ZONE $5)
     AND e.reverses_id IS NULL AND e.reversed_by_id IS NULL
  UNION ALL
  SELECT 'CRYPTO_TRANSACTION', c.id, COALESCE(c.base_value, c.total)
    FROM crypto_transactions c JOIN cash_registers r ON r.id = c.cash_register_id JOIN currencies f ON f.id = c.currency_id AND f.is_base
   WHERE c.client_id = $1 AND r.city_id = $2 AND COALESCE(c.base_value, c.total) < $3
     AND c.created_at >= ($4::date::timestamp AT TIME ZONE $5) AND c.created_at < (($4::date + 1)::timestamp AT TIME ZONE $5)
     AND c.reverses_id IS NULL AND c.reversed_by_id IS NULL`;

/**
 * Costs a deal with a client one statement (the screening check's whole budget is 2 ms,
 * docs/PERFORMANCE.md "Clients"): the day and the comparison with the threshold are worked
 * out here, and the day's small deals are summed and the split row written or grown in one
 * round trip.
 */
export async function recordDealControl(tx: Queryable, deal: ControlledDeal, identity: DealIdentity): Promise<void> {
  const threshold = identity.settings.mandatory_control_threshold;
  if (!identity.client || threshold === null || deal.baseTotal === null) return;
  const clientId = identity.client.id;
  const day = todayInTimeZone(timeZone(), deal.at);
  if (Decimal.of(deal.baseTotal).cmp(threshold) >= 0) {
    await tx.query(
      `WITH row AS (
         INSERT INTO mandatory_control (kind, city_id, client_id, day, total, threshold, base_currency_id)
         VALUES ('single', $1, $2, $3, $4, $5, $6) RETURNING id)
       INSERT INTO mandatory_control_operations (control_id, record_kind, record_id) SELECT id, $7, $8 FROM row`,
      [deal.cityId, clientId, day, deal.baseTotal, threshold, deal.baseCurrencyId, deal.kind, deal.id],
    );
    return;
  }
  await tx.query(
    `WITH small AS (${SMALL_DEALS_OF_DAY}),
     day_total AS (SELECT sum(base_total) AS total FROM small),
     row AS (
       INSERT INTO mandatory_control (kind, city_id, client_id, day, total, threshold, base_currency_id)
       SELECT 'split', $2::int, $1::int, $4::date, total, $3::numeric, $6::int FROM day_total WHERE total >= $3::numeric
       ON CONFLICT (client_id, city_id, day) WHERE kind = 'split' DO UPDATE SET total = EXCLUDED.total
       RETURNING id)
     INSERT INTO mandatory_control_operations (control_id, record_kind, record_id)
     SELECT row.id, small.record_kind, small.record_id FROM row, small
     ON CONFLICT DO NOTHING`,
    [clientId, deal.cityId, threshold, day, timeZone(), deal.baseCurrencyId],
  );
}
