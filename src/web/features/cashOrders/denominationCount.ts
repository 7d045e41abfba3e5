import Decimal from 'decimal.js';
import type { DenominationLine } from '../../../shared/contract/cashOrders';

/** A count as typed: notes per banknote value ('' while nothing is typed for it). */
export type NoteCounts = Record<string, string>;

/** The API's lines: each value typed with a count above zero, once. */
export function denominationLines(notes: NoteCounts): DenominationLine[] {
  return Object.entries(notes)
    .filter(([, count]) => /^\d+$/.test(count) && Number(count) > 0)
    .map(([value, count]) => ({ value, count: Number(count) }));
}

/** Σ count × value, exact (decimal.js, never a float), to `decimals`. */
export function countedSum(notes: NoteCounts, decimals = 2): string {
  return denominationLines(notes)
    .reduce((sum, line) => sum.plus(new Decimal(line.value).times(line.count)), new Decimal(0))
    .toFixed(decimals);
}
