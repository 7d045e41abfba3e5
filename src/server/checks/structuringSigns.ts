import type { Queryable } from '../db/types';
import type { DealIdentity } from './identification';
import type { ControlledDeal } from './mandatoryControl';

/**
 * Signs of structuring (docs/api/clients.md, «Признаки дробления»): deals without a client at
 * one register whose values (dealValue.ts) together reach the city's identification threshold
 * within the city's window. Found by the deal that completes such a group, inside its
 * transaction; the cashier is told nothing (the deal's answer does not change). Deals at one
 * register are serialized by the register's cash rows (posting.ts locks them), so two deals of
 * one burst never both open a row.
 *
 * One row per burst: while the register has a `new` row whose last deal lies within the window
 * of this one, the deal (and any other deal of its window not in the row yet) joins that row,
 * which grows; once the officer decided the row, the next deal that completes a group again
 * opens a new row.
 */

/**
 * The register's client-less deals of the window ($1 register, $2 the deal's time, $3 minutes)
 * that each stayed below the threshold ($4: one at or above it without a client predates the
 * city's setting, it is no attempt to stay under it), reversals and reversed deals aside; read
 * through the (cash_register_id, created_at) indexes. An exchange written before deals carried
 * base_value is valued at its total; such a crypto deal is left out (its total may be in
 * another fiat).
 */
const WINDOW_DEALS = `
  SELECT 'TRANSACTION' AS record_kind, e.id AS record_id, e.created_at AS at, COALESCE(e.base_value, e.total) AS value
    FROM exchange_transactions e
   WHERE e.cash_register_id = $1 AND e.created_at >= $2::timestamptz - $3::int * interval '1 minute' AND e.created_at <= $2::timestamptz
     AND e.client_id IS NULL AND COALESCE(e.base_value, e.total) < $4::numeric AND e.reverses_id IS NULL AND e.reversed_by_id IS NULL
  UNION ALL
  SELECT 'CRYPTO_TRANSACTION', c.id, c.created_at, c.base_value
    FROM crypto_transactions c
   WHERE c.cash_register_id = $1 AND c.created_at >= $2::timestamptz - $3::int * interval '1 minute' AND c.created_at <= $2::timestamptz
     AND c.client_id IS NULL AND c.base_value < $4::numeric AND c.reverses_id IS NULL AND c.reversed_by_id IS NULL`;

/** The window's sum and, only when it reaches the threshold ($4), the register's open row of this burst. */
const WINDOW_SUM = `
  WITH w AS (${WINDOW_DEALS}), s AS (SELECT sum(value) AS total FROM w)
  SELECT s.total >= $4::numeric AS reached,
         CASE WHEN s.total >= $4::numeric THEN (
           SELECT o.id FROM structuring_signs o
            WHERE o.cash_register_id = $1 AND o.status = 'new'
              AND o.last_at BETWEEN $2::timestamptz - $3::int * interval '1 minute' AND $2::timestamptz
            ORDER BY o.last_at DESC LIMIT 1) END AS open_id
    FROM s`;

/** The open row, locked and still new: an officer's decision may have come in between. */
const LOCK_OPEN = "SELECT id FROM structuring_signs WHERE id = $1 AND status = 'new' FOR UPDATE";

/** The window's deals join the open row ($5); its total grows by the deals it did not hold yet. */
const EXTEND = `
  WITH w AS (${WINDOW_DEALS}),
  added AS (
    INSERT INTO structuring_sign_deals (sign_id, record_kind, record_id) SELECT $5::bigint, record_kind, record_id FROM w
    ON CONFLICT DO NOTHING RETURNING record_kind, record_id)
  UPDATE structuring_signs o
     SET total = o.total + COALESCE((SELECT sum(w.value) FROM added a JOIN w USING (record_kind, record_id)), 0),
         first_at = least(o.first_at, (SELECT min(w.at) FROM added a JOIN w USING (record_kind, record_id))),
         last_at = greatest(o.last_at, $2::timestamptz)
   WHERE o.id = $5::bigint`;

/** A new row of the window's deals ($4 threshold, $5 city, $6 base currency). */
const OPEN = `
  WITH w AS (${WINDOW_DEALS}),
  row AS (
    INSERT INTO structuring_signs (city_id, cash_register_id, base_currency_id, total, threshold, window_minutes, first_at, last_at)
    SELECT $5::int, $1::int, $6::int, sum(value), $4::numeric, $3::int, min(at), $2::timestamptz FROM w
    RETURNING id)
  INSERT INTO structuring_sign_deals (sign_id, record_kind, record_id) SELECT row.id, w.record_kind, w.record_id FROM row, w`;

/**
 * Costs a client-less deal one indexed statement (the window's sum); the rows are written only
 * when the sum reaches the threshold. A deal with a client, a city without an identification
 * threshold, or a deal that could not be valued (it needed a client anyway) costs nothing.
 */
export async function recordStructuringSign(
  tx: Queryable,
  deal: ControlledDeal & { registerId: number },
  identity: DealIdentity,
): Promise<void> {
  const threshold = identity.settings.identification_threshold;
  if (identity.client || threshold === null || deal.baseTotal === null) return;
  const window = identity.settings.structuring_window_minutes;
  const params = [deal.registerId, deal.at.toISOString(), window, threshold];
  const { rows } = await tx.query<{ reached: boolean | null; open_id: string | null }>(WINDOW_SUM, params);
  if (!rows[0]?.reached) return;
  const openId = rows[0].open_id;
  if (openId !== null && (await tx.query(LOCK_OPEN, [openId])).rows.length > 0) {
    await tx.query(EXTEND, [...params, openId]);
    return;
  }
  await tx.query(OPEN, [...params, deal.cityId, deal.baseCurrencyId]);
}
