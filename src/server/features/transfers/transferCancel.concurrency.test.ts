import { client } from '../../ledger/testing/apiClient';
import { checkLedgerAfterEach } from '../../ledger/testing/ledgerCheckedAfterEach';
import { cashBalance, fund, useLedgerFixture } from '../../ledger/testing/ledgerFixture';

/**
 * A cancel racing an accept: the transfer row is locked before the shared
 * lifecycle is asked, so exactly one wins, the other gets 409, and the money moves once. On
 * PostgreSQL (npm run test:pg) the two really run at once on a pool of connections; on PGlite
 * transactions are serialised and the same outcomes must hold.
 */
const f = useLedgerFixture({ app: true });
const as = client(f);
beforeAll(async () => {
  await fund(f, f.registers.m1, 'USD', '10000.00');
}, 60_000);
checkLedgerAfterEach(() => f.db);

const ROUNDS = 8;

describe(`a cancel racing an accept (${process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite'})`, () => {
  it.each(['INTERNAL', 'EXTERNAL'] as const)('%s: exactly one wins, the other gets 409, the money moves once', async (kind) => {
    const path = kind === 'INTERNAL' ? 'internal_transfer' : 'external_transfer';
    for (let round = 0; round < ROUNDS; round++) {
      const m1Before = await cashBalance(f, f.registers.m1, 'USD');
      const k1Before = await cashBalance(f, f.registers.k1, 'USD');
      const t = (await as('cashier').post(`/api/${path}/create/`, {
        from_cash_register: f.registers.m1, to_cash_register: f.registers.k1, currency: f.currencies.USD, amount: '100.00',
        ...(kind === 'EXTERNAL' ? { fee: '2.00' } : {}),
      })).body;
      const accept = as('kazan').put(`/api/${path}/accept/${t.id}/`, kind === 'INTERNAL' ? { id: t.id } : { transfer_code: t.transfer_code });
      const cancel = as('cashier').put(`/api/${path}/cancel/${t.id}/`, { reason: 'гонка' });
      // Alternate who is sent first, so that each side wins some rounds where the database lets it.
      const [a, c] = round % 2 ? await Promise.all([accept, cancel]) : (await Promise.all([cancel, accept])).reverse();
      expect([a.status, c.status].sort()).toEqual([200, 409]);
      const m1 = await cashBalance(f, f.registers.m1, 'USD');
      const k1 = await cashBalance(f, f.registers.k1, 'USD');
      if (a.status === 200) {
        // Accepted: the receiver holds the amount; the sender keeps the fee (the client's cash went into transit).
        expect(k1).toBe((Number(k1Before) + 100).toFixed(2));
        expect(m1).toBe((Number(m1Before) + (kind === 'EXTERNAL' ? 2 : -100)).toFixed(2));
        expect(c.body.detail).toBe('Перевод уже принят: отменить его нельзя.');
      } else {
        // Cancelled: nothing moved at all.
        expect(k1).toBe(k1Before);
        expect(m1).toBe(m1Before);
        expect(a.body.detail).toBe('Перевод отменён: принять его нельзя.');
      }
      const { rows } = await f.db.query<{ status: string }>('SELECT status FROM transfers WHERE id = $1', [t.id]);
      expect(rows[0].status).toBe(a.status === 200 ? 'Accepted' : 'Cancelled');
    }
  });
});
