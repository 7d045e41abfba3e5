import Decimal from 'decimal.js';
import type { CountedAmount, CountSheetLine } from '../../../../shared/contract/shifts';

/**
 * A count's arithmetic (docs/SHIFTS.md), exact with decimal.js — never a float:
 * a currency is counted by its total, or by banknotes (count × denomination, summed), and
 * counted − expected is its difference.
 */

/** How one currency is being counted: typed total, or notes per denomination (counts as typed). */
export interface CountEntry {
  byNotes: boolean;
  total: string;
  notes: Record<string, string>;
}

export const emptyEntry = (): CountEntry => ({ byNotes: false, total: '', notes: {} });

/** Σ count × denomination, to the currency's decimals; '' while nothing is typed. */
export function notesTotal(entry: CountEntry, line: Pick<CountSheetLine, 'denominations' | 'decimals'>): string {
  let sum = new Decimal(0);
  let any = false;
  for (const denomination of line.denominations) {
    const count = entry.notes[denomination];
    if (!count) continue;
    any = true;
    sum = sum.plus(new Decimal(denomination).times(count));
  }
  return any ? sum.toFixed(line.decimals) : '';
}

/** What was counted of the currency, as a decimal string; '' while nothing is entered. */
export function countedOf(entry: CountEntry, line: Pick<CountSheetLine, 'denominations' | 'decimals'>): string {
  if (entry.byNotes) return notesTotal(entry, line);
  return entry.total === '' ? '' : new Decimal(entry.total).toFixed(line.decimals);
}

/** counted − expected to the currency's decimals, or null while nothing is counted. */
export function differenceOf(entry: CountEntry, line: CountSheetLine): string | null {
  const counted = countedOf(entry, line);
  return counted === '' ? null : new Decimal(counted).minus(line.expected).toFixed(line.decimals);
}

export type DifferenceKind = 'short' | 'over' | 'none';
export const differenceKind = (difference: string | null): DifferenceKind =>
  difference === null || new Decimal(difference).isZero() ? 'none' : new Decimal(difference).isNegative() ? 'short' : 'over';

/** Every currency counted? */
export const isComplete = (lines: CountSheetLine[], entries: Record<number, CountEntry>): boolean =>
  lines.every((l) => countedOf(entries[l.currency.id] ?? emptyEntry(), l) !== '');

/** Some difference is not zero: the comment is required. */
export const hasDifference = (lines: CountSheetLine[], entries: Record<number, CountEntry>): boolean =>
  lines.some((l) => differenceKind(differenceOf(entries[l.currency.id] ?? emptyEntry(), l)) !== 'none');

/** The API's `counted` list. */
export const countedList = (lines: CountSheetLine[], entries: Record<number, CountEntry>): CountedAmount[] =>
  lines.map((l) => ({ currency: l.currency.id, amount: countedOf(entries[l.currency.id] ?? emptyEntry(), l) }));
