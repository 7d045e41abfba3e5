import type { ValueSetting } from '../../../../shared/contract';
import { prefillRate } from './ratePrefill';

const setting = (currency: number, register: number | null, buy: string, sell: string): ValueSetting => ({
  id: Math.random(),
  city: { id: 1, name: 'Москва' },
  cash_register: register === null ? null : { id: register, name: `Касса ${register}` },
  currency: { id: currency, code: `C${currency}`, name: '' },
  date: '2026-11-23',
  buy_rate: buy,
  sell_rate: sell,
  user: null,
  created_at: '2026-11-23T08:00:00Z',
});

describe('prefillRate', () => {
  const settings = [setting(2, null, '90.000000', '92.000000'), setting(2, 7, '91.500000', '93.000000'), setting(3, null, '99.000000', '101.000000')];

  it("takes the register's own rate over the city's, by direction", () => {
    expect(prefillRate(settings, 7, 2, 'BUY')).toBe('91.500000');
    expect(prefillRate(settings, 7, 2, 'SELL')).toBe('93.000000');
  });

  it("falls back to the city's rate when the register has none", () => {
    expect(prefillRate(settings, 8, 2, 'BUY')).toBe('90.000000');
    expect(prefillRate(settings, 7, 3, 'SELL')).toBe('101.000000');
  });

  it('is empty without a setting for the currency, or without a currency', () => {
    expect(prefillRate(settings, 7, 4, 'BUY')).toBe('');
    expect(prefillRate(settings, 7, null, 'BUY')).toBe('');
    expect(prefillRate(undefined, 7, 2, 'BUY')).toBe('');
  });
});
