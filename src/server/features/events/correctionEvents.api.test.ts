import { isCorrectionEvent, type LiveEvent } from '../../../shared/contract/events';
import { client } from '../../ledger/testing/apiClient';
import { fund, useLedgerFixture } from '../../ledger/testing/ledgerFixture';
import { openStream, type Stream } from './testing/eventStream';

/**
 * Corrections' live events (the approval queue's count is live "as for incoming
 * transfers"): a request, an approval and a rejection reach the open streams of the record's
 * city — another user's too — within 2 s; nothing reaches another city, crypto records stay
 * with the crypto permission, and a refused decision is never announced.
 */
const f = useLedgerFixture({ app: true });
const as = client(f);
let base: string;

beforeAll(async () => {
  await fund(f, f.registers.m1, 'USDT', '100');
  base = await f.app.listen({ port: 0, host: '127.0.0.1' });
}, 60_000);

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const correctionEvents = (s: Stream) => s.events.filter(isCorrectionEvent);
const about = (id: number, type: LiveEvent['type']) => (e: LiveEvent) => isCorrectionEvent(e) && e.id === id && e.type === type;

async function income(amount: string): Promise<number> {
  const res = await as('cashier').post('/api/income_outcome/create/', {
    cash_register: f.registers.m1, currency: f.currencies.RUB, direction: 'Income', amount,
  });
  expect(res.status).toBe(201);
  return res.body.id;
}

describe('correction events on GET /api/events/', () => {
  it("reach a supervisor's and a colleague's stream on a request, the requester's on the decision, and no other city", async () => {
    const supervisor = await openStream(base, await f.token('supervisor'));
    const colleague = await openStream(base, await f.token('colleague'));
    const requester = await openStream(base, await f.token('cashier'));
    const kazan = await openStream(base, await f.token('kazan'));
    try {
      const recordId = await income('100.00');
      const asked = await as('cashier').post('/api/correction/create/', { record_kind: 'INCOME_OUTCOME', record_id: recordId, reason: 'Ошибка' });
      expect(asked.status).toBe(201);
      // The 2 s run from the write's answer: its own time is not the stream's.
      const started = Date.now();
      const created = await supervisor.waitFor(about(asked.body.id, 'correction.created'));
      expect(Date.now() - started).toBeLessThan(2000);
      expect(created).toEqual({
        type: 'correction.created', id: asked.body.id, record_kind: 'INCOME_OUTCOME', record_id: recordId,
        cash_register: f.registers.m1, city_ids: [f.cities.moscow], operation_person: null, requested_by: f.users.cashier,
      });
      await colleague.waitFor(about(asked.body.id, 'correction.created'));

      // Refused decisions announce nothing: the requester's own approval (four eyes) and a cashier's.
      expect((await as('cashier').put(`/api/correction/approve/${asked.body.id}/`, {})).status).toBe(403);
      const approved = await as('supervisor').put(`/api/correction/approve/${asked.body.id}/`, { comment: 'да' });
      expect(approved.status).toBe(200);
      const event = await requester.waitFor(about(asked.body.id, 'correction.approved'));
      expect(event).toMatchObject({ cash_register: f.registers.m1, requested_by: f.users.cashier });
      await supervisor.waitFor(about(asked.body.id, 'correction.approved'));
      expect(correctionEvents(requester).map((e) => e.type)).toEqual(['correction.created', 'correction.approved']);
      // A second approval is a 409: nothing more is announced.
      expect((await as('admin').put(`/api/correction/approve/${asked.body.id}/`, {})).status).toBe(409);

      // The silence of Казань is not a broken stream: a record of Казань reaches it.
      await sleep(300);
      expect(correctionEvents(kazan)).toEqual([]);
      expect(correctionEvents(requester)).toHaveLength(2);
      await fund(f, f.registers.k1, 'RUB', '50.00');
      const kazanIncome = await as('kazan').post('/api/income_outcome/create/', {
        cash_register: f.registers.k1, currency: f.currencies.RUB, direction: 'Income', amount: '5.00',
      });
      const kazanAsked = await as('kazan').post('/api/correction/create/', { record_kind: 'INCOME_OUTCOME', record_id: kazanIncome.body.id, reason: 'x' });
      await kazan.waitFor(about(kazanAsked.body.id, 'correction.created'));
      await supervisor.waitFor(about(kazanAsked.body.id, 'correction.created'));
      await sleep(200);
      expect(correctionEvents(colleague).map((e) => e.id)).not.toContain(kazanAsked.body.id);
    } finally {
      for (const s of [supervisor, colleague, requester, kazan]) s.close();
    }
  });

  it('tells of a rejection, names the person of an out transaction, and keeps crypto records from users without the permission', async () => {
    const supervisor = await openStream(base, await f.token('supervisor'));
    const plain = await openStream(base, await f.token('noPerms'));
    const requester = await openStream(base, await f.token('cashier'));
    try {
      const crypto = await as('cashier').post('/api/crypto_transaction/create/', {
        cash_register: f.registers.m1, crypto_currency: f.currencies.USDT, operation_type: 'SELL', amount: '1', rate: '90', fee: '0',
      });
      expect(crypto.status).toBe(201);
      const askedCrypto = await as('cashier').post('/api/correction/create/', { record_kind: 'CRYPTO_TRANSACTION', record_id: crypto.body.id, reason: 'x' });
      await supervisor.waitFor(about(askedCrypto.body.id, 'correction.created'));
      expect((await as('supervisor').put(`/api/correction/reject/${askedCrypto.body.id}/`, { comment: 'нет' })).status).toBe(200);
      await requester.waitFor(about(askedCrypto.body.id, 'correction.rejected'));

      // An out transaction's correction names its person (an approval moves their balance).
      const person = (await as('cashier').post('/api/operation_person/create/', { first_name: 'Событие', city: f.cities.moscow })).body;
      const out = await as('cashier').post('/api/out_transaction/create/', {
        cash_register: f.registers.m1, operation_person: person.id, currency: f.currencies.RUB, operation_type: 'REPLENISHMENT', amount: '10.00',
      });
      const askedOut = await as('cashier').post('/api/correction/create/', { record_kind: 'OUT_TRANSACTION', record_id: out.body.id, reason: 'x' });
      const event = await plain.waitFor(about(askedOut.body.id, 'correction.created'));
      expect(event).toMatchObject({ record_kind: 'OUT_TRANSACTION', operation_person: person.id });
      await sleep(200);
      expect(correctionEvents(plain).map((e) => e.record_kind)).toEqual(['OUT_TRANSACTION']);
    } finally {
      for (const s of [supervisor, plain, requester]) s.close();
    }
  });
});
