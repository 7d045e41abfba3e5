import type { CreateCashOrderBody } from '../../../shared/contract';
import { client } from '../../ledger/testing/apiClient';
import { fund, useLedgerFixture } from '../../ledger/testing/ledgerFixture';
import { dec } from '../../ledger/decimal';
import { createTestVault, orderIn, tens } from './testing/cashOrderWorld';

/**
 * A cash order's settled difference is a cash difference like a count's (docs/CASH-ORDERS.md):
 * in the earning report's `cash_differences` and in the cash differences report, on the
 * receiver, on the day it was settled, the cashier being whoever counted it on arrival.
 */
const f = useLedgerFixture({ app: true });
const as = client(f);
let vault: number;
beforeAll(async () => {
  vault = await createTestVault(f.db, f.cities.moscow, 'Хранилище Москвы');
  await fund(f, vault, 'RUB', '100000.00');
}, 60_000);

const refill = (amount: string): CreateCashOrderBody => ({ kind: 'refill', from_cash_register: vault, to_cash_register: f.registers.m2, currency: f.currencies.RUB, amount });
const rubOf = <T extends { currency: { code: string } }>(lines: T[]) => lines.find((l) => l.currency.code === 'RUB');
const earnings = async () => rubOf((await as('admin').get(`/api/earning_report/?cash_register=${f.registers.m2}`)).body.totals as Array<{ currency: { code: string }; cash_differences: string; total: string }>);
const differences = async () => {
  const body = (await as('admin').get(`/api/cash_differences/?city=${f.cities.moscow}`)).body;
  const register = body.by_register.filter((l: { cash_register: { id: number } }) => l.cash_register.id === f.registers.m2);
  const cashier = body.by_cashier.filter((l: { user: { id: number } | null }) => l.user?.id === f.users.colleague);
  return { register: rubOf(register) as { shortage: string; surplus: string; counts: number } | undefined, cashier: rubOf(cashier) as { net: string } | undefined };
};
const plus = (a: string | undefined, b: string) => dec(a ?? '0').plus(b).toFixed(2);

describe('a settled difference of a cash order', () => {
  it('counts in the earning report and the cash differences report; a waiting one does not yet', async () => {
    const before = { earnings: await earnings(), differences: await differences() };
    const order = await orderIn(f.db, refill('1000.00'), 'dispatched');
    expect((await as('colleague').post(`/api/cash_orders/${order.id}/receive/`, { denominations: tens('970'), seal_intact: true })).status).toBe(200);
    // Waiting in discrepancy: nothing is posted as a difference yet.
    expect(await earnings()).toEqual(before.earnings);
    expect(await differences()).toEqual(before.differences);

    expect((await as('supervisor').post(`/api/cash_orders/${order.id}/settle/`, { reason: 'Недостача трёх купюр' })).status).toBe(200);
    const after = { earnings: (await earnings())!, differences: await differences() };
    expect(after.earnings.cash_differences).toBe(plus(before.earnings?.cash_differences, '-30'));
    expect(after.earnings.total).toBe(plus(before.earnings?.total, '-30'));
    expect(after.differences.register).toMatchObject({
      shortage: plus(before.differences.register?.shortage, '30'),
      surplus: before.differences.register?.surplus ?? '0.00',
      counts: (before.differences.register?.counts ?? 0) + 1,
    });
    expect(after.differences.cashier?.net).toBe(plus(before.differences.cashier?.net, '-30'));
  });
});
