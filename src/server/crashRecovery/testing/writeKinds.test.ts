import { prng } from '../../seed/demoLedgerRandom';
import { WRITE_KINDS, burstOrder, learn, pickWrite, type World } from './writeKinds';

/**
 * A burst on a loaded machine gets only a dozen writes in before its kill. Its first picks
 * go to the kinds with fewest successes so far, so a run of short bursts still does each kind.
 */
const world = (): World => ({
  registers: [{ id: 1, city: 1, pairCurrency: 2 }, { id: 2, city: 1, pairCurrency: 2 }],
  persons: new Map([[1, [7]]]),
  ownPersons: [],
  transfers: new Map(),
  records: [],
  corrections: [],
  shifts: new Map([[1, { id: 11, open: true }], [2, { id: 12, open: true }]]),
  waitingShifts: [],
  successesByMaker: [],
  base: 1,
  usd: 2,
  usdt: 3,
});

it('puts the kinds that never succeeded first, in table order, then the others by their count', () => {
  const w = world();
  w.successesByMaker = WRITE_KINDS.map((_, i) => (i < 3 ? 5 : i % 2));
  const order = burstOrder(w);
  expect([...order].sort((a, b) => a - b)).toEqual(WRITE_KINDS.map((_, i) => i));
  const counts = order.map((i) => w.successesByMaker[i]);
  expect(counts).toEqual([...counts].sort((a, b) => a - b));
  expect(order.slice(0, 3)).toEqual([4, 6, 8]);
  expect(order.slice(-3)).toEqual([0, 1, 2]);
});

it('gives every kind a first try within three bursts of twelve writes, where a fixed order never passed the twelfth', () => {
  const w = world();
  const tried = new Set<number>();
  for (let burst = 0; burst < 3; burst++) {
    // Each first try answered 2xx, as learn() counts it.
    for (const maker of burstOrder(w).slice(0, 12)) {
      tried.add(maker);
      w.successesByMaker[maker] = (w.successesByMaker[maker] ?? 0) + 1;
    }
  }
  expect(WRITE_KINDS.length).toBeLessThanOrEqual(36);
  expect(WRITE_KINDS.map((_, i) => i).filter((i) => !tried.has(i))).toEqual([]);
});

it('counts a 2xx answer for the kind that made the request', () => {
  const w = world();
  const req = pickWrite(prng(1), w, 't.1', 0);
  expect(req.maker).toBe(0);
  learn(w, req, { id: 5 });
  learn(w, req, { id: 6 });
  expect(w.successesByMaker[0]).toBe(2);
});
