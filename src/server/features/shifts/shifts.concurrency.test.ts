import Decimal from 'decimal.js';
import { client } from '../../ledger/testing/apiClient';
import { fund, useLedgerFixture } from '../../ledger/testing/ledgerFixture';
import { verifyLedger } from '../../ledger/verify';
import { shiftCalls } from './testing/shiftCalls';

/**
 * Closes racing writes (docs/SHIFTS.md "Races"). On PostgreSQL (npm run test:pg)
 * the requests really run in parallel on a pool of connections and the register's row lock
 * decides; on PGlite transactions are serialised and the same must hold: every exchange
 * answered 201 is inside a shift whose closing expected figures include it, every one
 * answered 409 wrote nothing, and of simultaneous opens exactly one makes a shift.
 */
const f = useLedgerFixture({ app: true });
let shifts: ReturnType<typeof shiftCalls>;
beforeAll(async () => {
  shifts = shiftCalls(f);
  await fund(f, f.registers.m1, 'RUB', '10000000.00');
  // Signed in beforehand: a first call's sign-in would hold its exchange back behind the close.
  for (const who of ['cashier', 'colleague', 'supervisor', 'admin'] as const) await f.token(who);
}, 60_000);
afterEach(async () => {
  expect((await verifyLedger(f.db)).checks.filter((c) => !c.ok)).toEqual([]);
});

const db = () => f.db;
const EXCHANGES = 24;

describe(`closes racing a burst of exchanges (${process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite'})`, () => {
  it.each([1, 2, 3, 4, 5])('round %i: each 201 lands in the shift and counts in its expected figures; each 409 writes nothing', async (round) => {
    const as = client(f);
    if (!(await shifts.current(f.registers.m1))) expect((await shifts.open(f.registers.m1, 'cashier')).status).toBe(201);
    const shift = (await shifts.current(f.registers.m1))!;
    const counted = await shifts.counted(f.registers.m1);
    const exchange = (i: number) =>
      as(i % 2 ? 'cashier' : 'colleague').post('/api/transaction/create/', {
        cash_register: f.registers.m1, currency: f.currencies.USD, operation_type: 'BUY', amount: '1.00', rate: '90.00', comment: `гонка ${round}.${i}`,
      });
    // The close goes out in the middle of the burst: once the first exchange is answered, with
    // the rest of the first half still under way and the second half sent right after it.
    const early = Array.from({ length: EXCHANGES / 2 }, (_, i) => exchange(i));
    await Promise.race(early);
    const close = as('supervisor').put(`/api/shift/close/${shift.id}/`, { counted, comment: `пересчёт ${round}` });
    const late = Array.from({ length: EXCHANGES / 2 }, (_, i) => exchange(EXCHANGES / 2 + i));
    const [closed, ...answers] = await Promise.all([close, ...early, ...late]);
    expect(closed.status).toBe(200);
    const statuses = answers.map((a) => a.status);
    expect(statuses.every((s) => s === 201 || s === 409)).toBe(true);
    // The first requests of the burst were sent before the close: some land.
    expect(statuses.filter((s) => s === 201).length).toBeGreaterThan(0);

    // Every 201 is stored with entries inside the shift; no 409 is stored at all.
    const { rows: stored } = await db().query<{ comment: string; inside: boolean }>(
      `SELECT t.comment, bool_and(l.id > s.opened_upto AND l.id <= s.closed_upto) AS inside
         FROM exchange_transactions t JOIN ledger_entries l ON l.source_type = 'TRANSACTION' AND l.source_id = t.id
         JOIN shifts s ON s.id = $1
        WHERE t.comment LIKE $2 GROUP BY t.comment`,
      [shift.id, `гонка ${round}.%`],
    );
    const ok = answers.flatMap((a, i) => (a.status === 201 ? [`гонка ${round}.${i}`] : []));
    expect(stored.map((r) => r.comment).sort()).toEqual(ok.sort());
    expect(stored.every((r) => r.inside)).toBe(true);

    // The closing expected figures are the books at the opening (= its count, ledger verify)
    // plus everything the shift moved.
    const entries = (range: string) => `COALESCE((SELECT sum(l.amount) FROM ledger_entries l WHERE l.account = 'CASH'
        AND l.cash_register_id = s.cash_register_id AND l.currency_id = k.currency_id AND ${range}), 0)::text`;
    const { rows: sums } = await db().query<{ code: string; opening: string; moved: string; expected: string }>(
      `SELECT c.code, k.expected::text AS expected, ${entries('l.id <= s.opened_upto')} AS opening,
              ${entries("l.id > s.opened_upto AND l.id <= s.closed_upto AND NOT (l.source_type = 'CASH_COUNT' AND l.source_id = k.id)")} AS moved
         FROM shifts s JOIN shift_counts k ON k.shift_id = s.id AND k.phase = 'CLOSE'
         JOIN currencies c ON c.id = k.currency_id
        WHERE s.id = $1`,
      [shift.id],
    );
    expect(sums.length).toBeGreaterThan(0);
    for (const s of sums) expect({ code: s.code, expected: new Decimal(s.expected) }).toEqual({ code: s.code, expected: new Decimal(s.opening).plus(s.moved) });
    const usd = closed.body.closing.find((l: { currency: { code: string } }) => l.currency.code === 'USD');
    expect(new Decimal(usd.expected).minus(new Decimal(counted.find((c) => c.currency === f.currencies.USD)!.amount))).toEqual(new Decimal(ok.length));

    expect((await shifts.open(f.registers.m1, 'cashier')).status).toBe(201);
  });

  it('eight simultaneous opens of a closed register make one shift', async () => {
    expect((await shifts.close(f.registers.m2, 'colleague')).status).toBe(200);
    const counted = await shifts.counted(f.registers.m2);
    const as = client(f);
    const who = ['cashier', 'colleague', 'supervisor', 'admin'] as const;
    const answers = await Promise.all(Array.from({ length: 8 }, (_, i) => as(who[i % 4]).post('/api/shift/open/', { cash_register: f.registers.m2, counted })));
    expect(answers.map((a) => a.status).sort()).toEqual([201, ...Array(7).fill(409)]);
    const { rows } = await db().query<{ n: number }>("SELECT count(*)::int AS n FROM shifts WHERE cash_register_id = $1 AND status = 'Open'", [f.registers.m2]);
    expect(rows[0].n).toBe(1);
  });
});
