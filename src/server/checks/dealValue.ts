import type { OperationType } from '../../shared/contract';
import type { Queryable } from '../db/types';
import { dec, fixed } from '../ledger/decimal';

/**
 * A deal's value for the compliance thresholds (docs/api/clients.md, "When a client is
 * required"): the larger of its total in the base currency and the same deal at the day's
 * board rate for its currency and side (BUY the board's buy rate, SELL its sell rate; the
 * register's own setting, else its city's, as the limits and the rate prefill read them).
 * The rate is typed by the cashier; the board is not — a rate typed far below it must not
 * bring a deal under the identification threshold. Stored on the deal (base_value), so that
 * the sums of mandatory control and of structuring signs add what each deal was held to.
 */

/**
 * An exchange: `board` as checkExchangeLimits read it (null: no board today, the total
 * stands); worn notes are valued at the board less the same percentage the deal took off.
 */
export function exchangeValue(x: { total: string; amount: string; board: string | null; percentage: string }): string {
  if (x.board === null) return x.total;
  const atBoard = dec(fixed(dec(x.amount).times(x.board).times(dec(100).minus(x.percentage)).div(100), 2));
  return atBoard.greaterThan(x.total) ? atBoard.toFixed(2) : dec(x.total).toFixed(2);
}

/**
 * A crypto deal, in one statement: its total in the base currency — as it is when paid in the
 * base currency (always, from the web app), else at the fiat's board buy rate of the day (no
 * such rate: null, the deal cannot be valued and counts as reaching the threshold) — and, where
 * the board has a rate for the crypto currency itself, the amount at it; the larger of the two.
 */
const CRYPTO_RATES = `
  SELECT (SELECT v.buy_rate::text FROM value_settings v
           WHERE v.city_id = $1 AND (v.cash_register_id = $2 OR v.cash_register_id IS NULL) AND v.currency_id = $3 AND v.date = $4::date
           ORDER BY v.cash_register_id NULLS LAST LIMIT 1) AS fiat_rate,
         (SELECT (CASE WHEN $6::text = 'BUY' THEN v.buy_rate ELSE v.sell_rate END)::text FROM value_settings v
           WHERE v.city_id = $1 AND (v.cash_register_id = $2 OR v.cash_register_id IS NULL) AND v.currency_id = $5 AND v.date = $4::date
           ORDER BY v.cash_register_id NULLS LAST LIMIT 1) AS board`;

export async function cryptoValue(
  tx: Queryable,
  deal: {
    register: { id: number; city_id: number };
    fiat: { id: number; is_base: boolean };
    cryptoId: number;
    type: OperationType;
    amount: string;
    total: string;
    day: string;
  },
): Promise<string | null> {
  const { rows } = await tx.query<{ fiat_rate: string | null; board: string | null }>(CRYPTO_RATES, [
    deal.register.city_id, deal.register.id, deal.fiat.id, deal.day, deal.cryptoId, deal.type,
  ]);
  const { fiat_rate: fiatRate, board } = rows[0];
  const inBase = deal.fiat.is_base ? deal.total : fiatRate === null ? null : fixed(dec(deal.total).times(fiatRate), 2);
  if (inBase === null) return null;
  return exchangeValue({ total: inBase, amount: deal.amount, board, percentage: '0' });
}
