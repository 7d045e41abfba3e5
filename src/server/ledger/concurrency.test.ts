import { createExchange } from '../features/exchange/exchangeService';
import { createTransfer } from '../features/transfers/transferService';
import { acceptTransfer } from '../features/transfers/transferTransitions';
import { client } from './testing/apiClient';
import { cashBalance, fund, useLedgerFixture } from './testing/ledgerFixture';
import { verifyLedger } from './verify';

/**
 * Simultaneous writers. On PostgreSQL (npm run test:pg) these really run in parallel on a
 * pool of connections and the row locks decide; on PGlite transactions are serialised and
 * the same outcomes must hold.
 */
const f = useLedgerFixture({ app: true });
afterEach(async () => {
  expect((await verifyLedger(f.db)).checks.filter((c) => !c.ok)).toEqual([]);
});

const outcomes = (results: PromiseSettledResult<unknown>[]) => ({
  ok: results.filter((r) => r.status === 'fulfilled').length,
  refused: results
    .filter((r): r is PromiseRejectedResult => r.status === 'rejected')
    .map((r) => (r.reason as { statusCode?: number }).statusCode ?? String(r.reason)),
});

describe(`concurrency (${process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite'})`, () => {
  it('20 simultaneous accepts of one transfer: exactly one succeeds, the others get 409', async () => {
    await fund(f, f.registers.m1, 'USD', '1000.00');
    const t = await createTransfer(f.db, f.actors.cashier, 'INTERNAL', {
      from_cash_register: f.registers.m1, to_cash_register: f.registers.k1, currency: f.currencies.USD, amount: '250.00',
    });
    const results = await Promise.allSettled(
      Array.from({ length: 20 }, () => acceptTransfer(f.db, f.actors.kazan, 'INTERNAL', t.id, {})),
    );
    expect(outcomes(results)).toEqual({ ok: 1, refused: Array(19).fill(409) });
    expect(await cashBalance(f, f.registers.k1, 'USD')).toBe('250.00');
  });

  it('the same over HTTP for an external transfer accepted with its code', async () => {
    const t = await createTransfer(f.db, f.actors.cashier, 'EXTERNAL', {
      from_cash_register: f.registers.m1, to_cash_register: f.registers.k1, currency: f.currencies.USD, amount: '40.00', fee: '1.00',
    });
    const as = client(f)('kazan');
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => as.put(`/api/external_transfer/accept/${t.id}/`, { transfer_code: t.transfer_code })),
    );
    const statuses = answers.map((a) => a.status).sort();
    expect(statuses).toEqual([200, ...Array(19).fill(409)]);
  });

  it('parallel wrong codes are each counted before they are answered: at most 10 are checked, the rest 429', async () => {
    const t = await createTransfer(f.db, f.actors.cashier, 'EXTERNAL', {
      from_cash_register: f.registers.m1, to_cash_register: f.registers.k1, currency: f.currencies.USD, amount: '40.00', fee: '1.00',
    });
    const as = client(f)('kazan');
    const wrongCode = (i: number) => String((Number(t.transfer_code) + 1 + i) % 10 ** 8).padStart(8, '0');
    try {
      const answers = await Promise.all([
        ...Array.from({ length: 15 }, (_, i) => as.put(`/api/external_transfer/accept/${t.id}/`, { transfer_code: wrongCode(i) })),
        ...Array.from({ length: 15 }, (_, i) => as.get(`/api/find_external_transfer/?cash_register=${f.registers.k1}&code=${wrongCode(15 + i)}`)),
      ]);
      const statuses = answers.map((a) => a.status);
      const checked = statuses.filter((s) => s === 400 || s === 404).length;
      expect(checked).toBe(10);
      expect(statuses.filter((s) => s === 429)).toHaveLength(20);
      // Used up: even the right code waits for the window.
      expect((await as.put(`/api/external_transfer/accept/${t.id}/`, { transfer_code: t.transfer_code })).status).toBe(429);
    } finally {
      await f.db.query('DELETE FROM throttle_hits');
    }
  });

  it('simultaneous sells beyond the balance: the excess is refused, the balance ends at zero', async () => {
    await fund(f, f.registers.m2, 'USD', '1000.00');
    const results = await Promise.allSettled(
      Array.from({ length: 20 }, () =>
        createExchange(f.db, f.actors.cashier, {
          cash_register: f.registers.m2, currency: f.currencies.USD, operation_type: 'SELL', amount: '100.00', rate: '95',
        }),
      ),
    );
    expect(outcomes(results)).toEqual({ ok: 10, refused: Array(10).fill(400) });
    expect(await cashBalance(f, f.registers.m2, 'USD')).toBe('0.00');
    expect(await cashBalance(f, f.registers.m2, 'RUB')).toBe('95000.00');
  });

  it('simultaneous buys all land, and the average cost is the weighted mean of the rates paid', async () => {
    await fund(f, f.registers.m2, 'RUB', '1000000.00');
    // М2 has no USD left (all sold above), so the average starts afresh from these buys.
    const rates = Array.from({ length: 12 }, (_, i) => (88 + i * 0.5).toFixed(2));
    await Promise.all(
      rates.map((rate) =>
        createExchange(f.db, f.actors.cashier, { cash_register: f.registers.m2, currency: f.currencies.USD, operation_type: 'BUY', amount: '10.00', rate }),
      ),
    );
    const { rows } = await f.db.query<{ avg: string; amount: string }>(
      'SELECT round(avg_cost, 6)::text AS avg, round(amount, 2)::text AS amount FROM cash_balances WHERE cash_register_id = $1 AND currency_id = $2',
      [f.registers.m2, f.currencies.USD],
    );
    // Equal amounts: the mean of 88.00, 88.50 … 93.50 is 90.75 whatever the order.
    expect(rows[0]).toEqual({ avg: '90.750000', amount: '120.00' });
  });

  it('a storm of mixed operations on two registers: no deadlock, no 500, the ledger verifies', async () => {
    await fund(f, f.registers.m1, 'RUB', '500000.00');
    await fund(f, f.registers.m2, 'RUB', '500000.00');
    await fund(f, f.registers.m2, 'USD', '500.00');
    const [a, b] = [f.registers.m1, f.registers.m2];
    const ops = Array.from({ length: 48 }, (_, i) => async () => {
      const [from, to] = i % 2 ? [a, b] : [b, a];
      switch (i % 4) {
        case 0:
          return createExchange(f.db, f.actors.cashier, { cash_register: from, currency: f.currencies.USD, operation_type: 'BUY', amount: '10', rate: '90' });
        case 1:
          return createExchange(f.db, f.actors.cashier, { cash_register: from, currency: f.currencies.USD, operation_type: 'SELL', amount: '15', rate: '92' });
        default: {
          const t = await createTransfer(f.db, f.actors.cashier, 'INTERNAL', { from_cash_register: from, to_cash_register: to, currency: f.currencies.RUB, amount: '1000' });
          // Another cashier takes it in: whoever sent it may not (four eyes).
          return acceptTransfer(f.db, f.actors.colleague, 'INTERNAL', t.id, {});
        }
      }
    });
    const results = await Promise.allSettled(ops.map((op) => op()));
    const unexpected = outcomes(results).refused.filter((code) => code !== 400);
    expect(unexpected).toEqual([]);
  });
});
