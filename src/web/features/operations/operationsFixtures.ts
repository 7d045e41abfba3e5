import type { JournalRow, Me } from '../../../shared/contract';
import { reply, type Route } from '../../testing/fakeApi';
import { makeMe } from '../../testing/renderApp';
import { shellServer } from '../../testing/shellServer';
import { pageOf } from '../../testing/page';

/** Test data of register 7 (Москва): two pairs, a rate board, worn USD notes, a day's balance. */
const RUB = { id: 1, code: 'RUB', name: 'Рубль' };
export const USD = { id: 2, code: 'USD', name: 'Доллар США' };
export const EUR = { id: 3, code: 'EUR', name: 'Евро' };
const register = { id: 7, name: 'Касса №1' };
const city = { id: 1, name: 'Москва' };

export const PAIRS = [USD, EUR].map((currency, i) => ({ id: i + 1, cash_register: register, currency, base_currency: RUB }));

const setting = (id: number, currency: typeof USD, own: boolean, buy: string, sell: string) => ({
  id, city, cash_register: own ? register : null, currency, date: '2026-11-23', buy_rate: buy, sell_rate: sell, user: null, created_at: '2026-11-23T06:00:00Z',
});
// USD: the register's own rates beat the city's; EUR: only the city's.
export const VALUE_SETTINGS = [setting(1, USD, false, '90.000000', '92.000000'), setting(2, USD, true, '91.500000', '93.250000'), setting(3, EUR, false, '99.000000', '101.000000')];

export const DAY_BALANCE = {
  cash_register: register,
  date: '2026-11-23',
  balances: [
    { currency: RUB, opening: '1500000.00', income: '25000.00', outcome: '118750.50', closing: '1406249.50' },
    { currency: USD, opening: '1000.00', income: '500.00', outcome: '250.00', closing: '1250.00' },
  ],
};

export const journalRow = (over: Partial<JournalRow>): JournalRow => ({
  id: 'TRANSACTION:1', record_id: 1, kind: 'TRANSACTION', created_at: '2026-11-23T09:15:00Z', user: { id: 3, name: 'Ксения Кассирова' },
  operation_type: 'BUY', is_crypto: false, status: null, currency: USD, amount: '100.00', rate: '91.500000', total: '9150.00',
  total_currency: RUB, fee: null, operation_person: null, counterpart_cash_register: null, comment: '', outside_limits: false,
  client: null, reverses: null, reversed_by: null, correction_pending: false, offline: false, made_at: null, received_at: null, ...over,
});

export const JOURNAL = pageOf([
    journalRow({ id: 'OUT_TRANSACTION:4', record_id: 4, kind: 'OUT_TRANSACTION', operation_type: 'HANDED_OVER', currency: RUB, amount: '25000.00', rate: null, total: null, total_currency: null, operation_person: { id: 5, name: 'Пётр Петров' }, created_at: '2026-11-23T10:00:00Z' }),
    journalRow({}),
]);

export const PERSONS = [
  { id: 5, first_name: 'Пётр', last_name: 'Петров', phone: '', comment: '', city, is_active: true, balances: [], user: null, created_at: '2026-11-01T00:00:00Z' },
  { id: 6, first_name: 'Мария', last_name: 'Сидорова', phone: '', comment: '', city, is_active: true, balances: [], user: null, created_at: '2026-11-01T00:00:00Z' },
];

/** The calls of /cash-registers/7/, plus `more` (a write's answer, another journal). */
export function operationsServer(more: Record<string, Route> = {}, me: Me = makeMe()) {
  return shellServer(me, {
    'GET /api/available_currency_pair/': PAIRS,
    'GET /api/value_setting/': VALUE_SETTINGS,
    // The city's limits: the defaults, wide enough for every rate these tests type.
    'GET /api/city_limits/': { city: 1, rate_tolerance_percent: '2.00', max_operation_amount: null },
    'GET /api/percentage_dilapidation_currency/': [{ id: 1, currency: USD, percentage: '5.00' }],
    'GET /api/day_balance/': DAY_BALANCE,
    'GET /api/average_rate_report/': { date: '2026-11-23', rows: [{ cash_register: register, currency: USD, bought_amount: '500.00', buy_avg_rate: '91.200000', sold_amount: '250.00', sell_avg_rate: '93.000000', average_cost: null, balance: '1250.00' }] },
    'GET /api/operation/': JOURNAL,
    'GET /api/currency/': [{ ...RUB, order: 1, is_base: true, decimals: 2 }, { ...USD, order: 2, is_base: false, decimals: 2 }],
    'GET /api/all_operation_person/': PERSONS,
    // The register's requests for a reversal still waiting (the count beside «Запросы на сторно»).
    'GET /api/correction/': pageOf([]),
    ...more,
  });
}

export { reply };
