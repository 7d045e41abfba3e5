import { isCashOrderEvent, type LiveEvent, type ServerLiveEvent } from '../../../shared/contract/events';
import { client } from '../../ledger/testing/apiClient';
import { fund, useLedgerFixture } from '../../ledger/testing/ledgerFixture';
import { openStream } from '../events/testing/eventStream';
import { createTestVault, orderIn, tens } from './testing/cashOrderWorld';

/**
 * A dispatched cash order is announced to the receiving register's city, as incoming
 * transfers are: within 2 s, without the amount (the receiver counts blind), never to another
 * city, and a refused dispatch announces nothing.
 */
const f = useLedgerFixture({ app: true });
const as = client(f);
let base: string;
let kazanVault: number;
let moscowVault: number;

beforeAll(async () => {
  kazanVault = await createTestVault(f.db, f.cities.kazan);
  moscowVault = await createTestVault(f.db, f.cities.moscow);
  await fund(f, moscowVault, 'RUB', '1000.00');
  await fund(f, f.registers.m1, 'RUB', '10000.00');
  base = await f.app.listen({ port: 0, host: '127.0.0.1' });
}, 60_000);

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
/** The stream's kit reads events as the web's LiveEvent, which does not list the cash order's yet. */
const dispatchedOf = (id: number) => (e: LiveEvent) => isCashOrderEvent(e as ServerLiveEvent) && e.id === id;

it('reaches the receiving city’s streams when the order is dispatched, and nobody else', async () => {
  const receiving = await openStream(base, await f.token('colleague'));
  const kazan = await openStream(base, await f.token('kazan'));
  try {
    const move = { kind: 'move', from_cash_register: f.registers.m1, to_cash_register: f.registers.m2, currency: f.currencies.RUB, amount: '100.00' } as const;
    const order = await orderIn(f.db, move, 'approved');
    // A refused dispatch (the notes do not sum to the amount) is never announced.
    expect((await as('cashier').post(`/api/cash_orders/${order.id}/dispatch/`, { denominations: tens('50'), seal: 'С-1' })).status).toBe(400);
    expect((await as('cashier').post(`/api/cash_orders/${order.id}/dispatch/`, { denominations: tens('100'), seal: 'С-1' })).status).toBe(200);
    // The 2 s run from the write's answer: its own time is not the stream's.
    const started = Date.now();
    const event = await receiving.waitFor(dispatchedOf(order.id));
    expect(Date.now() - started).toBeLessThan(2000);
    expect(event).toEqual({
      type: 'cash_order.dispatched', id: order.id, from_cash_register: f.registers.m1, to_cash_register: f.registers.m2, city_ids: [f.cities.moscow],
    });
    expect(receiving.events.filter(dispatchedOf(order.id))).toHaveLength(1);

    // Kazan's silence is not a broken stream: an order sent to Kazan's vault reaches it.
    await sleep(300);
    expect(kazan.events.filter((e) => isCashOrderEvent(e as ServerLiveEvent))).toEqual([]);
    const toKazan = await orderIn(f.db, { ...move, from_cash_register: moscowVault, to_cash_register: kazanVault }, 'approved');
    expect((await as('cashier').post(`/api/cash_orders/${toKazan.id}/dispatch/`, { denominations: tens('100'), seal: 'И-1', courier: 'Петров' })).status).toBe(200);
    expect(await kazan.waitFor(dispatchedOf(toKazan.id))).toMatchObject({ city_ids: [f.cities.kazan] });
    await sleep(200);
    expect(receiving.events.filter(dispatchedOf(toKazan.id))).toEqual([]);
  } finally {
    receiving.close();
    kazan.close();
  }
});
