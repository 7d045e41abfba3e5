import { isLimitEvent, type LimitLiveEvent, type ServerLiveEvent } from '../../../shared/contract/events';
import { client } from '../../ledger/testing/apiClient';
import { fund, useLedgerFixture } from '../../ledger/testing/ledgerFixture';
import { openStream } from '../events/testing/eventStream';
import { setLimit } from './testing/stockWorld';

/**
 * A till crossing a limit is told to its city once per crossing (docs/VAULT.md "Stock and
 * suggested orders"): the write that takes it below its minimum tells, the writes while it
 * stays there do not, the one that brings it back tells again.
 */
const f = useLedgerFixture({ app: true });
const as = client(f);
let base: string;

beforeAll(async () => {
  await fund(f, f.registers.m1, 'USD', '1000.00');
  await fund(f, f.registers.m1, 'RUB', '1000000.00');
  await setLimit(f.db, f.registers.m1, f.currencies.USD, { min: '500.00', max: '5000.00' });
  base = await f.app.listen({ port: 0, host: '127.0.0.1' });
}, 60_000);

const limitEvents = (events: unknown[]) => (events as ServerLiveEvent[]).filter(isLimitEvent) as LimitLiveEvent[];
const exchange = (operation_type: 'BUY' | 'SELL', amount: string) =>
  as('cashier').post('/api/transaction/create/', { cash_register: f.registers.m1, currency: f.currencies.USD, operation_type, amount, rate: '90' });

it('an exchange taking a till below its minimum is told once, to its city only', async () => {
  const moscow = await openStream(base, await f.token('supervisor'));
  const kazan = await openStream(base, await f.token('kazan'));
  try {
    expect((await exchange('SELL', '300')).status).toBe(201); // 700: within its limits
    expect((await exchange('SELL', '300')).status).toBe(201); // 400: below its minimum
    expect((await exchange('SELL', '50')).status).toBe(201); // 350: still below
    expect((await exchange('SELL', '1')).status).toBe(201); // 349: still below
    expect((await exchange('BUY', '200')).status).toBe(201); // 549: back within
    // Events arrive in the order their writes committed: once the way back is heard, all before it were.
    await moscow.waitFor((e) => isLimitEvent(e as ServerLiveEvent) && (e as unknown as LimitLiveEvent).state === 'ok');
    expect(limitEvents(moscow.events)).toEqual([
      {
        type: 'register_limit.crossed', cash_register: f.registers.m1, cash_register_name: 'М1', currency: f.currencies.USD, currency_code: 'USD',
        crypto: false, state: 'below_min', previous: 'ok', city_ids: [f.cities.moscow],
      },
      expect.objectContaining({ state: 'ok', previous: 'below_min' }),
    ]);
    // Kazan's stream is alive: an event of its own city reaches it, and Moscow's never did.
    await setLimit(f.db, f.registers.k1, f.currencies.USD, { max: '0.00' });
    await fund(f, f.registers.k1, 'USD', '10.00');
    await kazan.waitFor((e) => isLimitEvent(e as ServerLiveEvent));
    expect(limitEvents(kazan.events).map((e) => e.cash_register)).toEqual([f.registers.k1]);
  } finally {
    moscow.close();
    kazan.close();
  }
});

it('a refused write tells nothing', async () => {
  const moscow = await openStream(base, await f.token('supervisor'));
  try {
    // More than it holds: refused, nothing written, nothing told.
    expect((await exchange('SELL', '100000')).status).toBe(400);
    expect((await exchange('SELL', '100')).status).toBe(201); // 449: below again
    await moscow.waitFor((e) => isLimitEvent(e as ServerLiveEvent));
    expect(limitEvents(moscow.events).map((e) => e.state)).toEqual(['below_min']);
  } finally {
    moscow.close();
  }
});
