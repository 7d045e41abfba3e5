import { Dec, dec, type Dec as Decimal } from './decimal';

/** Precision the average cost is kept at (NUMERIC(30,12)): far below a kopeck on any sale. */
export const AVG_COST_DECIMALS = 12;

/**
 * Weighted average cost after a BUY (docs/EARNINGS.md): what is held keeps its cost, the new
 * amount adds at the rate paid. A holding of unknown cost (it came by a transfer or from a
 * person before any purchase) or an empty one takes the new rate.
 */
export function buyAverageCost(held: Decimal, heldAvg: Decimal | null, amount: Decimal, rate: Decimal): Decimal {
  if (heldAvg === null || !held.isPositive()) return dec(rate).toDecimalPlaces(AVG_COST_DECIMALS);
  return held
    .times(heldAvg)
    .plus(amount.times(rate))
    .div(held.plus(amount))
    .toDecimalPlaces(AVG_COST_DECIMALS, Dec.ROUND_HALF_UP);
}

/** Earning on a SELL, in the base currency: amount × (sell rate − average cost), to the kopeck. */
export function sellEarning(amount: Decimal, rate: Decimal, avgCost: Decimal | null): Decimal {
  if (avgCost === null) return dec(0);
  return amount.times(rate.minus(avgCost)).toDecimalPlaces(2, Dec.ROUND_HALF_UP);
}

/**
 * Weighted average cost after a reversed BUY (docs/EARNINGS.md "A reversal"): the lot leaves
 * at the rate paid for it, what stays keeps the rest of the cost. Only for a holding larger
 * than the lot (an equal one empties, and an empty holding's cost is not used). Never below
 * zero: when later sales at the average took more of the lot's cost than the rest carries,
 * what stays is held at no cost, and its later sales earn their whole price.
 */
export function removeLotAverageCost(held: Decimal, heldAvg: Decimal | null, amount: Decimal, rate: Decimal): Decimal | null {
  if (heldAvg === null) return null;
  const rest = held.times(heldAvg).minus(amount.times(rate)).div(held.minus(amount));
  return Dec.max(rest, 0).toDecimalPlaces(AVG_COST_DECIMALS, Dec.ROUND_HALF_UP);
}
