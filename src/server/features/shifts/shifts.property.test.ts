import Decimal from 'decimal.js';
import fc from 'fast-check';
import { REGISTER_CLOSED } from '../../../shared/contract/shifts';
import { authed } from '../../testing/testApp';
import { ledgerSnapshot } from '../../testing/ledgerSnapshot';
import { fund, useLedgerFixture } from '../../ledger/testing/ledgerFixture';
import { verifyLedger } from '../../ledger/verify';

/**
 * a model-based test of shifts: random sequences of valid operations (incomes,
 * outcomes, dollar purchases) mixed with closes and opens whose counts differ from the books
 * by random amounts (with or without the comment a difference needs) go through the API on
 * one register, and a small model (decimal.js) says what each must leave:
 * - after every close and every open, each balance equals what was counted;
 * - while the register is closed every write answers 409 and writes nothing, so no write
 *   lands in a closed shift;
 * - a difference without a comment is a 400 that changes nothing;
 * - after every step the books (the count sheet's expected figures) equal the model, and at
 *   the end of each sequence `ledger verify` is green (its shift checks included).
 * Each sequence starts its model from what the API reports, so a shrunk replay is judged
 * right. Seed fixed (SHIFT_MODEL_SEED overrides).
 */
const SEED = Number(process.env.SHIFT_MODEL_SEED ?? 20261124);
const RUNS = Number(process.env.SHIFT_MODEL_RUNS ?? 30);

const f = useLedgerFixture({ app: true });
let token: string;
let register: number;
let codes: Map<number, string>;

beforeAll(async () => {
  register = f.registers.m1;
  await fund(f, register, 'RUB', '20000.00');
  await fund(f, register, 'USD', '100.00');
  token = await f.token('admin');
  codes = new Map([[f.currencies.RUB, 'RUB'], [f.currencies.USD, 'USD'], [f.currencies.EUR, 'EUR']]);
}, 120_000);

async function call(method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) {
  const res = await f.app.inject({ method, url, headers: authed(token), payload });
  return { status: res.statusCode, body: res.json() };
}

/** What the API says now: the books per currency code, and the open shift (null when closed). */
async function apiState(): Promise<{ books: Map<string, Decimal>; shift: number | null; lastShift: number }> {
  const sheet = await call('GET', `/api/shift/count_sheet/?cash_register=${register}`);
  const books = new Map<string, Decimal>();
  for (const l of sheet.body.lines as Array<{ currency: { code: string }; expected: string }>) books.set(l.currency.code, new Decimal(l.expected));
  const list = await call('GET', `/api/shift/?cash_register=${register}&size=1`);
  return { books, shift: sheet.body.shift, lastShift: list.body.results[0].id };
}

type Delta = Record<'RUB' | 'USD' | 'EUR', number>;
type Op =
  | { kind: 'income' | 'outcome'; cents: number }
  | { kind: 'buy'; cents: number }
  | { kind: 'close' | 'open'; delta: Delta; explained: boolean };

const cents = fc.integer({ min: 1, max: 300_000 });
const delta = fc.record({ RUB: fc.integer({ min: -50_000, max: 50_000 }), USD: fc.integer({ min: -2_000, max: 2_000 }), EUR: fc.constantFrom(0, 0, 500) });
const op: fc.Arbitrary<Op> = fc.oneof(
  { weight: 3, arbitrary: fc.record({ kind: fc.constantFrom<'income' | 'outcome'>('income', 'outcome'), cents }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant<'buy'>('buy'), cents: fc.integer({ min: 1, max: 5_000 }) }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constantFrom<'close' | 'open'>('close', 'open'), delta, explained: fc.boolean() }) },
);

const money = (c: number) => new Decimal(c).div(100);

async function step(o: Op, model: { books: Map<string, Decimal>; shift: number | null; lastShift: number }) {
  const before = await ledgerSnapshot(f.db);
  const unchanged = async () => expect(await ledgerSnapshot(f.db)).toEqual(before);
  const closed = model.shift === null;
  if (o.kind === 'income' || o.kind === 'outcome' || o.kind === 'buy') {
    const amount = money(o.cents);
    const res =
      o.kind === 'buy'
        ? await call('POST', '/api/transaction/create/', { cash_register: register, currency: f.currencies.USD, operation_type: 'BUY', amount: amount.toFixed(2), rate: '90.00' })
        : await call('POST', '/api/income_outcome/create/', { cash_register: register, currency: f.currencies.RUB, direction: o.kind === 'income' ? 'Income' : 'Outcome', amount: amount.toFixed(2) });
    if (closed) {
      expect(res).toEqual({ status: 409, body: { detail: REGISTER_CLOSED } });
      return unchanged();
    }
    const rub = model.books.get('RUB')!;
    const cost = o.kind === 'buy' ? amount.times(90).toDecimalPlaces(2) : amount;
    if (o.kind !== 'income' && cost.greaterThan(rub)) {
      expect(res.status).toBe(400);
      return unchanged();
    }
    expect(res.status).toBe(201);
    model.books.set('RUB', o.kind === 'income' ? rub.plus(amount) : rub.minus(cost));
    if (o.kind === 'buy') model.books.set('USD', model.books.get('USD')!.plus(amount));
    return;
  }
  if (o.kind !== 'close' && o.kind !== 'open') return;
  // A count: the books changed by the delta, never below zero.
  const counted = [...model.books].map(([code, amount]) => {
    const value = Decimal.max(0, amount.plus(money(o.delta[code as keyof Delta] ?? 0)));
    return { code, value };
  });
  const differs = counted.some((c) => !c.value.equals(model.books.get(c.code)!));
  const body = {
    counted: counted.map((c) => ({ currency: [...codes].find(([, code]) => code === c.code)![0], amount: c.value.toFixed(2) })),
    comment: o.explained ? 'Пересчёт: расхождение объяснено' : '',
  };
  const res =
    o.kind === 'close'
      ? await call('PUT', `/api/shift/close/${model.shift ?? model.lastShift}/`, body)
      : await call('POST', '/api/shift/open/', { cash_register: register, ...body });
  if ((o.kind === 'close') === closed) {
    // Closing a closed shift, or opening an open register.
    expect(res.status).toBe(409);
    return unchanged();
  }
  if (differs && !o.explained) {
    expect(res.status).toBe(400);
    expect(Object.keys(res.body)).toEqual(['comment']);
    return unchanged();
  }
  expect(res.status).toBe(o.kind === 'open' ? 201 : 200);
  for (const c of counted) model.books.set(c.code, c.value);
  model.shift = o.kind === 'open' ? res.body.id : null;
  model.lastShift = res.body.id;
  // Right after the count the balance equals what was counted.
  const lines = o.kind === 'open' ? res.body.opening : res.body.closing;
  for (const l of lines as Array<{ currency: { code: string }; counted: string; expected: string; difference: string }>) {
    expect(new Decimal(l.difference)).toEqual(new Decimal(l.counted).minus(l.expected));
  }
}

it('after every count the balances equal it; a closed register takes no write; ledger verify stays green', async () => {
  await fc.assert(
    fc.asyncProperty(fc.array(op, { minLength: 1, maxLength: 12 }), async (ops) => {
      const model = await apiState();
      for (const o of ops) {
        await step(o, model);
        const api = await apiState();
        expect({ books: api.books, shift: api.shift }).toEqual({ books: model.books, shift: model.shift });
      }
      expect((await verifyLedger(f.db)).checks.filter((c) => !c.ok)).toEqual([]);
    }),
    { seed: SEED, numRuns: RUNS, endOnFailure: true },
  );
}, 600_000);
