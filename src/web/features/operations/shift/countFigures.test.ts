import type { CountSheetLine } from '../../../../shared/contract/shifts';
import { countedList, countedOf, differenceKind, differenceOf, emptyEntry, hasDifference, isComplete, notesTotal } from './countFigures';

const line = (denominations: string[], expected = '0.00'): CountSheetLine => ({
  currency: { id: 1, code: 'XXX', name: 'X' }, decimals: 2, denominations, expected,
});

describe('count figures (decimal.js, never a float)', () => {
  it('sums banknotes exactly: 3 × 0.10 is 0.30, not 0.30000000000000004', () => {
    expect(notesTotal({ ...emptyEntry(), byNotes: true, notes: { '0.1': '3' } }, line(['0.1']))).toBe('0.30');
    expect(notesTotal({ ...emptyEntry(), notes: { '5000': '17', '100': '3', '10': '9' } }, line(['5000', '100', '10']))).toBe('85390.00');
    expect(notesTotal(emptyEntry(), line(['5000']))).toBe('');
  });

  it('counts by the total or by notes, whichever is chosen', () => {
    const entry = { byNotes: false, total: '1000.5', notes: { '500': '1' } };
    expect(countedOf(entry, line(['500']))).toBe('1000.50');
    expect(countedOf({ ...entry, byNotes: true }, line(['500']))).toBe('500.00');
  });

  it('difference = counted − expected; short, over or none', () => {
    const l = line([], '100.00');
    expect(differenceOf({ ...emptyEntry(), total: '99.99' }, l)).toBe('-0.01');
    expect(differenceKind('-0.01')).toBe('short');
    expect(differenceKind('0.00')).toBe('none');
    expect(differenceKind('5.00')).toBe('over');
    expect(differenceOf(emptyEntry(), l)).toBeNull();
  });

  it('knows when the count is complete and whether it needs a comment', () => {
    const lines = [{ ...line([], '10.00'), currency: { id: 1, code: 'A', name: 'A' } }, { ...line([], '0.00'), currency: { id: 2, code: 'B', name: 'B' } }];
    const entries = { 1: { ...emptyEntry(), total: '10' } };
    expect(isComplete(lines, entries)).toBe(false);
    expect(isComplete(lines, { ...entries, 2: { ...emptyEntry(), total: '0' } })).toBe(true);
    expect(hasDifference(lines, { ...entries, 2: { ...emptyEntry(), total: '0' } })).toBe(false);
    expect(hasDifference(lines, { ...entries, 2: { ...emptyEntry(), total: '0.01' } })).toBe(true);
    expect(countedList(lines, { ...entries, 2: { ...emptyEntry(), total: '0' } })).toEqual([{ currency: 1, amount: '10.00' }, { currency: 2, amount: '0.00' }]);
  });
});
