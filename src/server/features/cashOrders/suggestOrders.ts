import type { StockSuggestion } from '../../../shared/contract';
import { Dec, dec } from '../../ledger/decimal';

/**
 * «Предложить заявки» (docs/VAULT.md "Stock and suggested orders"), without the database: a
 * city's tills with their limits and what is already on its way, and the vault's stock, give
 * the orders that bring each till back within its limits.
 *
 * - **Expected**, not the balance, is judged: balance + what is on its way in (orders requested,
 *   approved or dispatched to the till, pending internal transfers) − orders requested or
 *   approved out of it. A till whose refill is already asked for is not suggested again, so a
 *   second click makes no second order.
 * - **Below the minimum**: a refill from the vault up to the refill level (the minimum when
 *   none is set).
 * - **Above the maximum**: a surplus back to the vault down to the refill level (the maximum
 *   when none is set), at most what the till holds and has not already promised.
 * - **The vault gives what it holds**: its balance less the orders already asked of it. When it
 *   cannot cover every refill of a currency, the tills furthest below their minimum come first,
 *   each filled to its level in turn; the one where the vault runs out gets the rest, the ones
 *   after it a suggestion of 0 (shown, not orderable). Surpluses on their way back do not count:
 *   the vault gives only what is in it.
 */

export interface TillStock {
  register: { id: number; name: string };
  currency: { id: number; code: string; name: string };
  decimals: number;
  balance: string;
  min: string | null;
  max: string | null;
  refill_to: string | null;
  incoming: string;
  outgoing: string;
}

/** Per currency id: what the vault holds and what is already asked of it. */
export type VaultStock = Map<number, { balance: string; outgoing: string }>;

const ZERO = dec(0);
const fixedAt = (x: Dec, decimals: number) => x.toDecimalPlaces(decimals, 1).toFixed(decimals);

function suggestionOf(t: TillStock, kind: StockSuggestion['kind'], expected: Dec, wanted: Dec): StockSuggestion {
  return {
    kind,
    cash_register: t.register,
    currency: t.currency,
    balance: t.balance,
    expected: fixedAt(expected, t.decimals),
    min: t.min,
    max: t.max,
    refill_to: t.refill_to,
    wanted: fixedAt(wanted, t.decimals),
    amount: fixedAt(wanted, t.decimals),
  };
}

/** The suggestions, refills first (by currency, then furthest below the minimum), then surpluses. */
export function suggestOrders(tills: TillStock[], vault: VaultStock): StockSuggestion[] {
  const refills: Array<{ s: StockSuggestion; shortfall: Dec; currency: number; decimals: number }> = [];
  const surpluses: StockSuggestion[] = [];
  for (const t of tills) {
    const expected = dec(t.balance).plus(t.incoming).minus(t.outgoing);
    if (t.min !== null && expected.lessThan(t.min)) {
      const target = dec(t.refill_to ?? t.min);
      refills.push({ s: suggestionOf(t, 'refill', expected, target.minus(expected)), shortfall: dec(t.min).minus(expected), currency: t.currency.id, decimals: t.decimals });
    } else if (t.max !== null && expected.greaterThan(t.max)) {
      const wanted = expected.minus(t.refill_to ?? t.max);
      const s = suggestionOf(t, 'surplus', expected, wanted);
      // Only cash that is in the till and not promised to another order can leave it.
      const held = Dec.max(ZERO, dec(t.balance).minus(t.outgoing));
      s.amount = fixedAt(Dec.min(wanted, held), t.decimals);
      surpluses.push(s);
    }
  }
  refills.sort((a, b) => a.currency - b.currency || b.shortfall.comparedTo(a.shortfall) || a.s.cash_register.id - b.s.cash_register.id);
  const left = new Map<number, Dec>();
  for (const r of refills) {
    const stock = vault.get(r.currency);
    const available = left.get(r.currency) ?? (stock ? Dec.max(ZERO, dec(stock.balance).minus(stock.outgoing)) : ZERO);
    const amount = Dec.min(dec(r.s.wanted), available);
    r.s.amount = fixedAt(amount, r.decimals);
    left.set(r.currency, available.minus(dec(r.s.amount)));
  }
  return [...refills.map((r) => r.s), ...surpluses];
}
