import Decimal from 'decimal.js';
import fc from 'fast-check';
import { authed } from '../testing/testApp';
import { fund, useLedgerFixture } from './testing/ledgerFixture';
import { verifyLedger } from './verify';

/**
 * A model-based test of the ledger. Random sequences of valid operations
 * (incomes, outcomes, internal and external transfers, their acceptance or cancellation;
 * USD exchanges and reversals of incomes, outcomes and exchanges, asked by the admin and approved
 * by the supervisor, and cancels of pending transfers, an external one's fee going back to the
 * client) go through the API, and a small
 * in-memory model of the cash balances (decimal.js, never floats) says what each must leave.
 * After every step the API's day balance (closing) of every register and currency equals the
 * model's, none is negative (an outcome of exactly the balance leaves 0.00), each register's
 * exchange earning equals the model's (weighted average cost, docs/EARNINGS.md, written out
 * here again), and so do its transfer fees and its total earning per currency (exchange earning
 * + fees + income − expenses: a reversed income or expense and a cancelled transfer's fee leave
 * it), and at the end of each sequence `ledger verify` is green. A reversal that
 * would make a balance negative must be refused (400) at approval and change nothing. An
 * outcome or transfer bigger than the register holds must be refused (400) and change nothing.
 *
 * Each sequence starts its model from the balances the API reports, so a replayed (shrunk)
 * sequence on the same database is still judged right. Seed fixed (LEDGER_MODEL_SEED overrides).
 */

const SEED = Number(process.env.LEDGER_MODEL_SEED ?? 20261123);
const RUNS = Number(process.env.LEDGER_MODEL_RUNS ?? 40);

const f = useLedgerFixture({ app: true });
let token: string;
/** Accepts go through another user (supervisor of both cities): the sender may not (four eyes). */
let receiverToken: string;
let registers: number[];
let currencies: number[];

beforeAll(async () => {
  await fund(f, f.registers.m1, 'RUB', '5000.00');
  await fund(f, f.registers.m2, 'USD', '300.00');
  token = await f.token('admin');
  receiverToken = await f.token('supervisor');
  registers = Object.values(f.registers);
  currencies = [f.currencies.RUB, f.currencies.USD];
}, 120_000);

const key = (register: number, currency: number) => `${register}:${currency}`;

async function call(method: 'GET' | 'POST' | 'PUT', url: string, payload?: object, as = token) {
  const res = await f.app.inject({ method, url, headers: authed(as), payload });
  return { status: res.statusCode, body: res.json() };
}

/**
 * Each register's average cost of USD (12 decimals, null when unknown), its exchange earnings
 * today, and per register and currency its transfer fees and total earning today.
 */
async function apiCosts(): Promise<{ avg: Map<number, Decimal | null>; earning: Map<number, string>; fees: Map<string, string>; total: Map<string, string> }> {
  const avg = new Map<number, Decimal | null>();
  const earning = new Map<number, string>();
  const fees = new Map<string, string>();
  const total = new Map<string, string>();
  for (const register of registers) {
    const { rows } = await f.db.query<{ c: string | null }>(
      'SELECT avg_cost::text AS c FROM cash_balances WHERE cash_register_id = $1 AND currency_id = $2', [register, f.currencies.USD]);
    avg.set(register, rows[0]?.c ? new Decimal(rows[0].c) : null);
    const { body } = await call('GET', `/api/earning_report/?cash_register=${register}`);
    const totals = body.totals as Array<{ currency: { id: number }; exchange_earning: string; transfer_fees: string; total: string }>;
    const rub = totals.find((t) => t.currency.id === f.currencies.RUB);
    earning.set(register, rub?.exchange_earning ?? '0.00');
    for (const currency of currencies) {
      const row = totals.find((t) => t.currency.id === currency);
      fees.set(key(register, currency), row?.transfer_fees ?? '0.00');
      total.set(key(register, currency), row?.total ?? '0.00');
    }
  }
  return { avg, earning, fees, total };
}

/** The API's closing balance of every register and currency today, as decimal strings. */
async function apiBalances(): Promise<Map<string, string>> {
  const out = new Map<string, string>();
  for (const register of registers) {
    const { status, body } = await call('GET', `/api/day_balance/?cash_register=${register}`);
    if (status !== 200) throw new Error(`day_balance ${register}: ${status}`);
    for (const b of body.balances as Array<{ currency: { id: number }; closing: string }>) out.set(key(register, b.currency.id), b.closing);
  }
  return out;
}

type Op =
  | { kind: 'income' | 'outcome'; register: number; currency: number; cents: number }
  | { kind: 'transfer'; from: number; to: number; currency: number; cents: number }
  /** A client's transfer: the client's cash and the fee come in, the amount goes to transit. */
  | { kind: 'external'; from: number; to: number; currency: number; cents: number; feeCents: number }
  | { kind: 'accept'; pick: number }
  /** The sender cancels a pending transfer: its amount comes back; an accept after it is 409. */
  | { kind: 'cancel'; pick: number }
  /** An outcome of exactly what the register holds: the edge where a balance reaches 0. */
  | { kind: 'drain'; register: number; currency: number }
  | { kind: 'buy' | 'sell'; register: number; cents: number; rate: string }
  | { kind: 'reverse'; pick: number };

/** A record of the sequence that may be reversed, with what reversing it moves. */
type Reversible =
  | { kind: 'INCOME_OUTCOME'; id: number; register: number; currency: number; signed: Decimal }
  | { kind: 'TRANSACTION'; id: number; register: number; buy: boolean; amount: Decimal; total: Decimal; rate: Decimal; earning: Decimal; lotCost: Decimal | null };

// The weighted average cost, as docs/EARNINGS.md states it (12 decimals, half-up).
const round12 = (d: Decimal) => d.toDecimalPlaces(12, Decimal.ROUND_HALF_UP);
const avgAfterIn = (h: Decimal, c: Decimal | null, a: Decimal, r: Decimal) =>
  c === null || !h.isPositive() ? round12(r) : round12(h.times(c).plus(a.times(r)).div(h.plus(a)));
const avgAfterOut = (h: Decimal, c: Decimal | null, a: Decimal, r: Decimal) =>
  c === null || !h.greaterThan(a) ? c : round12(Decimal.max(h.times(c).minus(a.times(r)).div(h.minus(a)), 0));

const amountOf = (cents: number) => new Decimal(cents).div(100).toFixed(2);

const opArb = (): fc.Arbitrary<Op> => {
  const register = fc.constantFrom(...registers);
  const currency = fc.constantFrom(...currencies);
  // Mostly small amounts so most operations fit, some big enough to be refused.
  const cents = fc.oneof({ weight: 4, arbitrary: fc.integer({ min: 1, max: 50_000 }) }, { weight: 1, arbitrary: fc.integer({ min: 1, max: 10_000_000 }) });
  return fc.oneof(
    fc.record({ kind: fc.constantFrom('income' as const, 'outcome' as const), register, currency, cents }),
    fc.record({ kind: fc.constant('transfer' as const), from: register, to: register, currency, cents }).filter((o) => o.from !== o.to),
    fc.record({ kind: fc.constant('external' as const), from: register, to: register, currency, cents, feeCents: fc.integer({ min: 0, max: 500 }) })
      .filter((o) => o.from !== o.to),
    fc.record({ kind: fc.constant('accept' as const), pick: fc.nat() }),
    fc.record({ kind: fc.constant('cancel' as const), pick: fc.nat() }),
    fc.record({ kind: fc.constant('drain' as const), register, currency }),
    fc.record({ kind: fc.constantFrom('buy' as const, 'sell' as const), register, cents: fc.integer({ min: 1, max: 30_000 }), rate: fc.constantFrom('88.50', '90.00', '91.37', '95.10') }),
    fc.record({ kind: fc.constant('reverse' as const), pick: fc.nat() }),
  );
};

describe('the ledger against an in-memory model of the balances', () => {
  it('agrees with the model after every step; nothing negative; ledger verify green', async () => {
    const property = fc.asyncProperty(fc.array(opArb(), { minLength: 1, maxLength: 20 }), async (ops) => {
      const model = new Map<string, Decimal>();
      for (const [k, v] of await apiBalances()) model.set(k, new Decimal(v));
      const balance = (r: number, c: number) => model.get(key(r, c)) ?? new Decimal(0);
      const add = (r: number, c: number, d: Decimal) => model.set(key(r, c), balance(r, c).plus(d));
      // code: an external transfer's (accepted with it); fee: what a cancel gives back to the client.
      const pending: Array<{ id: number; from: number; to: number; currency: number; amount: Decimal; fee: Decimal; code: string | null }> = [];
      const costs = await apiCosts();
      const avg = costs.avg;
      const earned = new Map([...costs.earning].map(([r, e]) => [r, new Decimal(e)]));
      const fees = new Map([...costs.fees].map(([k, v]) => [k, new Decimal(v)]));
      const totals = new Map([...costs.total].map(([k, v]) => [k, new Decimal(v)]));
      const addFee = (r: number, c: number, d: Decimal) => fees.set(key(r, c), fees.get(key(r, c))!.plus(d));
      const addTotal = (r: number, c: number, d: Decimal) => totals.set(key(r, c), totals.get(key(r, c))!.plus(d));
      const reversible: Reversible[] = [];
      const USD = f.currencies.USD;
      const RUB = f.currencies.RUB;

      for (const op of ops) {
        if (op.kind === 'income' || op.kind === 'outcome') {
          const amount = new Decimal(amountOf(op.cents));
          const fits = op.kind === 'income' || amount.lte(balance(op.register, op.currency));
          const res = await call('POST', '/api/income_outcome/create/', {
            cash_register: op.register, currency: op.currency, direction: op.kind === 'income' ? 'Income' : 'Outcome', amount: amountOf(op.cents),
          });
          expect([op, res.status]).toEqual([op, fits ? 201 : 400]);
          if (fits) add(op.register, op.currency, op.kind === 'income' ? amount : amount.neg());
          if (fits) addTotal(op.register, op.currency, op.kind === 'income' ? amount : amount.neg());
          if (fits) reversible.push({ kind: 'INCOME_OUTCOME', id: res.body.id, register: op.register, currency: op.currency, signed: op.kind === 'income' ? amount : amount.neg() });
        } else if (op.kind === 'drain') {
          const all = balance(op.register, op.currency);
          if (all.isZero()) continue;
          const res = await call('POST', '/api/income_outcome/create/', {
            cash_register: op.register, currency: op.currency, direction: 'Outcome', amount: all.toFixed(2),
          });
          expect([op, res.status]).toEqual([op, 201]);
          add(op.register, op.currency, all.neg());
          addTotal(op.register, op.currency, all.neg());
        } else if (op.kind === 'transfer') {
          const amount = new Decimal(amountOf(op.cents));
          const fits = amount.lte(balance(op.from, op.currency));
          const res = await call('POST', '/api/internal_transfer/create/', {
            from_cash_register: op.from, to_cash_register: op.to, currency: op.currency, amount: amountOf(op.cents),
          });
          expect([op, res.status]).toEqual([op, fits ? 201 : 400]);
          if (fits) {
            add(op.from, op.currency, amount.neg());
            pending.push({ id: res.body.id, from: op.from, to: op.to, currency: op.currency, amount, fee: new Decimal(0), code: null });
          }
        } else if (op.kind === 'external') {
          const amount = new Decimal(amountOf(op.cents));
          const fee = new Decimal(amountOf(op.feeCents));
          const res = await call('POST', '/api/external_transfer/create/', {
            from_cash_register: op.from, to_cash_register: op.to, currency: op.currency, amount: amount.toFixed(2), fee: fee.toFixed(2),
          });
          // The client brings the cash: it always fits.
          expect([op, res.status]).toEqual([op, 201]);
          add(op.from, op.currency, fee);
          addFee(op.from, op.currency, fee);
          addTotal(op.from, op.currency, fee);
          pending.push({ id: res.body.id, from: op.from, to: op.to, currency: op.currency, amount, fee, code: res.body.transfer_code });
        } else if (op.kind === 'buy' || op.kind === 'sell') {
          const amount = new Decimal(amountOf(op.cents));
          const rate = new Decimal(op.rate);
          const total = amount.times(rate).toDecimalPlaces(2, Decimal.ROUND_HALF_UP);
          const buy = op.kind === 'buy';
          const fits = buy ? total.lte(balance(op.register, RUB)) : amount.lte(balance(op.register, USD));
          const res = await call('POST', '/api/transaction/create/', {
            cash_register: op.register, currency: USD, operation_type: buy ? 'BUY' : 'SELL', amount: amount.toFixed(2), rate: op.rate,
          });
          expect([op, res.status]).toEqual([op, fits ? 201 : 400]);
          if (fits) {
            const c = avg.get(op.register) ?? null;
            const earning = buy || c === null ? new Decimal(0) : amount.times(rate.minus(c)).toDecimalPlaces(2, Decimal.ROUND_HALF_UP);
            if (buy) avg.set(op.register, avgAfterIn(balance(op.register, USD), c, amount, rate));
            earned.set(op.register, earned.get(op.register)!.plus(earning));
            addTotal(op.register, RUB, earning);
            add(op.register, USD, buy ? amount : amount.neg());
            add(op.register, RUB, buy ? total.neg() : total);
            reversible.push({ kind: 'TRANSACTION', id: res.body.id, register: op.register, buy, amount, total, rate, earning, lotCost: c });
          }
        } else if (op.kind === 'reverse') {
          if (reversible.length === 0) continue;
          const [r] = reversible.splice(op.pick % reversible.length, 1);
          const asked = await call('POST', '/api/correction/create/', { record_kind: r.kind, record_id: r.id, reason: 'модель' });
          expect([op, asked.status]).toEqual([op, 201]);
          const fits = r.kind === 'INCOME_OUTCOME'
            ? balance(r.register, r.currency).minus(r.signed).gte(0)
            : r.buy ? balance(r.register, USD).gte(r.amount) : balance(r.register, RUB).gte(r.total);
          const res = await call('PUT', `/api/correction/approve/${asked.body.id}/`, {}, receiverToken);
          expect([op, r, res.status]).toEqual([op, r, fits ? 200 : 400]);
          if (!fits) {
            await call('PUT', `/api/correction/reject/${asked.body.id}/`, {}, receiverToken);
            reversible.push(r);
          } else if (r.kind === 'INCOME_OUTCOME') {
            add(r.register, r.currency, r.signed.neg());
            addTotal(r.register, r.currency, r.signed.neg());
          } else {
            const h = balance(r.register, USD);
            const c = avg.get(r.register) ?? null;
            avg.set(r.register, r.buy ? avgAfterOut(h, c, r.amount, r.rate) : r.lotCost === null ? c : avgAfterIn(h, c, r.amount, r.lotCost));
            earned.set(r.register, earned.get(r.register)!.minus(r.earning));
            addTotal(r.register, RUB, r.earning.neg());
            add(r.register, USD, r.buy ? r.amount.neg() : r.amount);
            add(r.register, RUB, r.buy ? r.total : r.total.neg());
          }
        } else if (op.kind === 'accept') {
          if (pending.length === 0) continue;
          const [t] = pending.splice(op.pick % pending.length, 1);
          const res = t.code === null
            ? await call('PUT', `/api/internal_transfer/accept/${t.id}/`, { id: t.id }, receiverToken)
            : await call('PUT', `/api/external_transfer/accept/${t.id}/`, { transfer_code: t.code }, receiverToken);
          expect([op, res.status]).toEqual([op, 200]);
          add(t.to, t.currency, t.amount);
        } else if (op.kind === 'cancel') {
          if (pending.length === 0) continue;
          const [t] = pending.splice(op.pick % pending.length, 1);
          const path = t.code === null ? 'internal_transfer' : 'external_transfer';
          // Internal: the amount leaves transit for the sender's cash. External: the client gets the
          // amount (from transit) and the fee (from the cash) back — refused if the fee is spent.
          const fits = balance(t.from, t.currency).gte(t.fee);
          const res = await call('PUT', `/api/${path}/cancel/${t.id}/`, { reason: 'модель' });
          expect([op, t, res.status]).toEqual([op, t, fits ? 200 : 400]);
          if (!fits) {
            pending.push(t);
          } else {
            add(t.from, t.currency, t.code === null ? t.amount : t.fee.neg());
            addFee(t.from, t.currency, t.fee.neg());
            addTotal(t.from, t.currency, t.fee.neg());
            const late = await call('PUT', `/api/${path}/accept/${t.id}/`, t.code === null ? { id: t.id } : { transfer_code: t.code }, receiverToken);
            expect([op, late.status]).toEqual([op, 409]);
          }
        }
        const api = await apiBalances();
        for (const register of registers) {
          for (const currency of currencies) {
            const got = api.get(key(register, currency)) ?? '0.00';
            expect([op, register, currency, got]).toEqual([op, register, currency, balance(register, currency).toFixed(2)]);
            expect(new Decimal(got).isNegative()).toBe(false);
          }
        }
        const now = await apiCosts();
        for (const register of registers) {
          expect([op, register, 'earning', now.earning.get(register)]).toEqual([op, register, 'earning', earned.get(register)!.toFixed(2)]);
          expect([op, register, 'avg', now.avg.get(register)?.toFixed(12) ?? null])
            .toEqual([op, register, 'avg', avg.get(register)?.toFixed(12) ?? null]);
          for (const currency of currencies) {
            const k = key(register, currency);
            expect([op, register, currency, 'fees', now.fees.get(k)]).toEqual([op, register, currency, 'fees', fees.get(k)!.toFixed(2)]);
            expect([op, register, currency, 'total', now.total.get(k)]).toEqual([op, register, currency, 'total', totals.get(k)!.toFixed(2)]);
          }
        }
      }
      const report = await verifyLedger(f.db);
      expect(report.checks.filter((c) => !c.ok)).toEqual([]);
    });
    await fc.assert(property, { seed: SEED, numRuns: RUNS, endOnFailure: true });
  }, 120_000);
});
