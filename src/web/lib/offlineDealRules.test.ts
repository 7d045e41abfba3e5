import { OFFLINE_OFF, offlineDealRefusal, type OfflineDealLimits, type WindowDeal } from './offlineDealRules';

const buy = (amount: string, total: string): WindowDeal => ({ operation_type: 'BUY', currency: 'USD', amount, total, local: 'RUB' });
const sell = (amount: string, total: string): WindowDeal => ({ operation_type: 'SELL', currency: 'USD', amount, total, local: 'RUB' });
const limits = (over: Partial<OfflineDealLimits> = {}): OfflineDealLimits => ({
  offlineLimit: '100000.00',
  identificationThreshold: '40000.00',
  baseCode: 'RUB',
  balances: { USD: '500.00', RUB: '50000.00' },
  queued: [],
  ...over,
});

describe('the window\'s checks of a deal during an outage', () => {
  it('allows a deal within every limit', () => {
    expect(offlineDealRefusal(buy('100.00', '9000.00'), '9000.00', limits())).toBeNull();
  });

  it('refuses every deal where the city has offline trading off', () => {
    expect(offlineDealRefusal(buy('1.00', '90.00'), '90.00', limits({ offlineLimit: null }))).toBe(OFFLINE_OFF);
  });

  it('refuses a deal above the offline limit, allows one at it', () => {
    const l = limits({ offlineLimit: '30000', identificationThreshold: null, balances: { USD: '0', RUB: '100000' } });
    expect(offlineDealRefusal(buy('400.00', '36000.00'), '36000.00', l)).toBe('Больше офлайн-лимита города: не более 30000.00 RUB.');
    expect(offlineDealRefusal(buy('333.00', '30000.00'), '30000.00', l)).toBeNull();
  });

  it('refuses a deal from the identification threshold: it needs the server (the rule in force wins)', () => {
    expect(offlineDealRefusal(sell('400.00', '40000.00'), '40000.00', limits())).toMatch(/^Нужна идентификация клиента \(от 40000\.00 RUB\)/);
    expect(offlineDealRefusal(sell('400.00', '39999.99'), '39999.99', limits())).toBeNull();
  });

  it('counts the queued deals against the till: neither currency below zero', () => {
    const queued = [sell('300.00', '27000.00'), buy('100.00', '9000.00')];
    // USD: 500 − 300 + 100 = 300 left; a sale of 300.01 goes below.
    expect(offlineDealRefusal(sell('300.01', '27000.90'), '27000.90', limits({ queued }))).toBe(
      'Недостаточно средств в кассе с учётом офлайн-операций: доступно 300.00 USD.',
    );
    expect(offlineDealRefusal(sell('300.00', '27000.00'), '27000.00', limits({ queued }))).toBeNull();
    // RUB: 50000 + 27000 − 9000 = 68000; a buy paying 68000.01 goes below (limits raised for it).
    const big = limits({ queued, identificationThreshold: null });
    expect(offlineDealRefusal(buy('755.56', '68000.01'), '68000.01', big)).toBe(
      'Недостаточно средств в кассе с учётом офлайн-операций: доступно 68000.00 RUB.',
    );
  });
});
