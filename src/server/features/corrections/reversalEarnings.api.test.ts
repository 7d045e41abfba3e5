import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { client } from '../../ledger/testing/apiClient';
import { fund, useLedgerFixture } from '../../ledger/testing/ledgerFixture';
import { verifyLedger } from '../../ledger/verify';
import { dec } from '../../ledger/decimal';
import { buyAverageCost, removeLotAverageCost } from '../../ledger/averageCost';

/** The reversal figures docs/EARNINGS.md promises ("A reversal (storno)"), read from the page. */
function documented(label: string): string {
  const doc = readFileSync(join(__dirname, '..', '..', '..', '..', 'docs', 'EARNINGS.md'), 'utf8');
  const m = new RegExp(`expected ${label}: \`([0-9.]+)\``).exec(doc);
  if (!m) throw new Error(`docs/EARNINGS.md lost its "expected ${label}" line`);
  return m[1];
}

const f = useLedgerFixture({ app: true });
const as = client(f);
beforeAll(async () => {
  await fund(f, f.registers.m2, 'RUB', '200000.00');
}, 60_000);

const avgCost = async () =>
  (await f.db.query<{ c: string }>('SELECT round(avg_cost, 6)::text AS c FROM cash_balances WHERE cash_register_id = $1 AND currency_id = $2', [
    f.registers.m2, f.currencies.USD,
  ])).rows[0].c;

describe('the reversal example of docs/EARNINGS.md, through the API', () => {
  it('gives the documented average costs and earnings to the kopeck', async () => {
    const trade = async (operation_type: string, amount: string, rate: string) =>
      (await as('cashier').post('/api/transaction/create/', { cash_register: f.registers.m2, currency: f.currencies.USD, operation_type, amount, rate })).body;
    const reverse = async (id: number) => {
      const c = await as('cashier').post('/api/correction/create/', { record_kind: 'TRANSACTION', record_id: id, reason: 'пример' });
      const res = await as('supervisor').put(`/api/correction/approve/${c.body.id}/`, {});
      expect(res.status).toBe(200);
    };
    await trade('BUY', '1000', '90.00');
    const step2 = await trade('BUY', '100', '92.00');
    const step3 = await trade('SELL', '500', '93.00');
    expect(step3.earning).toBe('1409.09');
    await reverse(step2.id);
    expect(await avgCost()).toBe(documented('average cost after step 4'));
    await reverse(step3.id);
    expect(await avgCost()).toBe(documented('average cost after step 5'));

    const report = await as('cashier').get(`/api/earning_report/?cash_register=${f.registers.m2}`);
    expect(report.body.totals[0].exchange_earning).toBe(documented('earnings after step 5'));
    const day = await as('cashier').get(`/api/day_avg_rate/?cash_register=${f.registers.m2}`);
    expect(day.body.rows[0]).toMatchObject({ balance: '1000.00', average_cost: documented('average cost after step 5') });
    expect((await verifyLedger(f.db)).ok).toBe(true);
  });

  it('the formulas by themselves', () => {
    const c2 = dec('90.181818181818');
    expect(removeLotAverageCost(dec(600), c2, dec(100), dec('92.00'))!.toFixed(12)).toBe('89.818181818182');
    expect(buyAverageCost(dec(500), dec('89.818181818182'), dec(500), c2).toFixed(12)).toBe('90.000000000000');
    // Unknown cost stays unknown; a rest whose cost the sales took is held at 0, never below.
    expect(removeLotAverageCost(dec(600), null, dec(100), dec(92))).toBeNull();
    expect(removeLotAverageCost(dec(20), dec('18.18'), dec(10), dec(100))!.toFixed(2)).toBe('0.00');
  });
});
