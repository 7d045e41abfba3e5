import { formatAmount, formatDateTime, formatRate, formatWireDate, significantDigits } from './printFormat';

const nb = (s: string) => s.replace(/ /g, '\u00a0');

describe('print formatting', () => {
  it('groups thousands with a no-break space and writes a decimal comma, from the string', () => {
    expect(formatAmount('1234567.5', 2)).toBe(nb('1 234 567,50'));
    expect(formatAmount('1234.50')).toBe(nb('1 234,50'));
    expect(formatAmount('-1000')).toBe(nb('-1 000'));
    expect(formatAmount('999.99')).toBe('999,99');
    expect(formatAmount('0.12345678')).toBe('0,12345678');
    // Beyond a double's precision: still exact.
    expect(formatAmount('123456789012.12345678')).toBe(nb('123 456 789 012,12345678'));
    expect(formatAmount('0.005', 2)).toBe('0,01');
    expect(formatAmount('-0.001', 2)).toBe('0,00');
  });

  it('shows rates with 2 to 6 decimals', () => {
    expect(formatRate('92.500000')).toBe('92,50');
    expect(formatRate('0.012345')).toBe('0,012345');
    expect(formatRate('1500')).toBe(nb('1 500,00'));
  });

  it('writes dates dd/MM/yyyy and instants in the given zone', () => {
    expect(formatWireDate('2026-11-02')).toBe('02/11/2026');
    expect(formatDateTime('2026-11-01T21:30:00Z', 'Europe/Moscow')).toBe('02/11/2026 00:30');
  });

  it('counts significant digits for the XLSX number cells', () => {
    expect(significantDigits('0012.3400')).toBe(4);
    expect(significantDigits('-1200')).toBe(2);
    expect(significantDigits('999999999999.99')).toBe(14);
    expect(significantDigits('123456789012.12345678')).toBe(20);
  });
});
