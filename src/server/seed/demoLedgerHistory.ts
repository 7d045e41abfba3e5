import type { TransferKind } from '../../shared/machines/transferLifecycle';
import type { Db } from '../db/types';
import { createCryptoTransaction } from '../features/crypto/cryptoTransactionService';
import { createExchange } from '../features/exchange/exchangeService';
import { createIncomeOutcome } from '../features/incomeExpense/incomeExpenseService';
import { SYSTEM_ACTOR, type Actor } from '../http/scope';
import { Dec, dec } from '../ledger/decimal';
import { HttpError } from '../http/errors';
import { createOutTransaction } from '../features/operationPersons/outTransactionService';
import { createTransferRecord, updateTransfer } from '../features/transfers/transferService';
import { acceptTransferRecord, deliverTransferRecord } from '../features/transfers/transferTransitions';
import { DEMO_CRYPTO, DEMO_CURRENCIES, clientAmount, quote, zonedInstant, type MarketCurrency, type Prng } from './demoLedgerRandom';
import type { DemoRegister } from './demoRegister';
import { handoverOf, runShiftOp, type DemoShiftPeople, type ShiftOp } from './demoShifts';

interface HistoryInput {
  random: Prng;
  timeZone: string;
  now: Date;
  registers: DemoRegister[];
  persons: Map<number, number[]>;
  currencyIds: Map<string, number>;
  market: Map<string, number[]>;
  firstDay: string;
  /** Days of history (the last ones are worked in shifts: demoShifts.ts). */
  days: number;
  /** Who opens the demo's shifts and who approves a difference. */
  people: DemoShiftPeople;
}

type Op =
  | { type: 'fund'; reg: DemoRegister; code: string; amount: string }
  | { type: 'exchange' | 'crypto' | 'out' | 'expense' | 'income'; reg: DemoRegister }
  | { type: 'transfer'; reg: DemoRegister; kind: TransferKind }
  | { type: 'accept' | 'deliver' | 'update'; reg: DemoRegister; kind: TransferKind; id: number; code: string | null; senderId: number | null };
/** A planned operation of the demo history (DemoHistory.planDay). */
export type DemoOp = (Op & { at: Date }) | ShiftOp;

/**
 * A register's day: counts drawn uniformly from [min, max], or the chance of one. About
 * 35 exchanges a day is a busy city office; with 8 registers and 90 days the history holds
 * ~31 800 records (and ~1 900 accepts and deliveries of transfers), most of the first
 * start's time (docs/ledger/README.md).
 */
const PER_DAY = {
  exchange: [27, 43],
  crypto: [3, 8],
  out: [1, 5],
  expense: 0.5,
  income: 0.15,
  internalTransfer: 0.5,
  externalTransfers: [0, 2],
  cryptoTransfer: 0.3,
} as const;

const CURRENCY = new Map([...DEMO_CURRENCIES, ...DEMO_CRYPTO].map((c) => [c.code, c]));
const EXPENSES = ['Аренда помещения', 'Зарплата кассиров', 'Инкассация', 'Коммунальные услуги', 'Охрана', 'Канцелярия'];

/**
 * The operations of a demo day, in time order, each through its service. What a register
 * can afford is tracked alongside (a shadow of its balances) so that nearly every operation
 * is one the ledger accepts; the rare refusal (400) leaves nothing behind (the services
 * check before they write) and is skipped.
 */
export class DemoHistory {
  private readonly later: DemoOp[] = [];
  private readonly shadow = new Map<string, Dec>();
  private readonly counts = new Map<string, number>();
  private day = 0;

  constructor(private readonly input: HistoryInput) {}

  summary(): string {
    const total = [...this.counts.values()].reduce((a, b) => a + b, 0);
    return `${total} операций (${[...this.counts].map(([k, v]) => `${k} ${v}`).join(', ')})`;
  }

  private key = (reg: DemoRegister, code: string) => `${reg.id}:${code}`;
  private has = (reg: DemoRegister, code: string) => this.shadow.get(this.key(reg, code)) ?? dec(0);
  private move(reg: DemoRegister, code: string, amount: Dec | string) {
    this.shadow.set(this.key(reg, code), this.has(reg, code).plus(amount));
  }
  private id = (code: string) => this.input.currencyIds.get(code)!;
  private code = (id: number) => [...this.input.currencyIds].find(([, v]) => v === id)![0];
  private mid = (code: string) => this.input.market.get(code)![this.day];
  private actor(reg: DemoRegister): Actor {
    return { ...SYSTEM_ACTOR, id: reg.userId };
  }
  /**
   * The receiving register's user, or its colleague when that user sent the transfer (four
   * eyes); the system (nobody) when a database has too few users for either.
   */
  private receiver(reg: DemoRegister, senderId: number | null): Actor {
    const id = [reg.userId, reg.colleagueId].find((u) => u === null || u !== senderId) ?? null;
    return { ...SYSTEM_ACTOR, id };
  }
  private at(date: string, minuteOfDay: number) {
    return zonedInstant(date, Math.floor(minuteOfDay / 60), minuteOfDay % 60, this.input.timeZone);
  }

  /** Schedules a follow-up (accept, deliver, edit) unless it would be in the future. */
  private schedule(op: DemoOp) {
    if (op.at < this.input.now) this.later.push(op);
  }

  /**
   * The operations of day `dayIndex` in time order: the day's own and the follow-ups due by
   * its end. Run them with runOps, in as many pieces (transactions) as suits.
   */
  planDay(dayIndex: number, date: string): DemoOp[] {
    this.day = dayIndex;
    const { random } = this.input;
    const ops: DemoOp[] = [];
    const add = (op: Op, minute: number) => ops.push({ ...op, at: this.at(date, minute) } as DemoOp);
    const handover = handoverOf(date, this.input.days - 1 - dayIndex, this.input.days, (d, h, m) => zonedInstant(d, h, m, this.input.timeZone));
    for (const reg of this.input.registers) {
      if (handover) ops.push({ type: 'shift', reg, ...handover });
      // Capital from the city's investor on the first day, and whenever cash runs low.
      for (const code of ['RUB', ...reg.pairs, ...(reg.crypto ? ['USDT', 'BTC'] : [])]) {
        const target = code === 'RUB' ? 12_000_000 : code === 'BTC' ? 1.5 : code === 'USDT' ? 30_000 : 1_500_000 / CURRENCY.get(code)!.mid;
        if (this.has(reg, code).lessThan(target / 5)) add({ type: 'fund', reg, code, amount: dec(target).toFixed(code === 'BTC' ? 8 : 2) }, 8 * 60);
      }
      const open = 9 * 60;
      const minute = () => open + random.int(0, 11 * 60 - 1);
      const times = (range: readonly [number, number], op: Op) => {
        for (let i = random.int(...range); i > 0; i--) add(op, minute());
      };
      times(PER_DAY.exchange, { type: 'exchange', reg });
      if (reg.crypto) times(PER_DAY.crypto, { type: 'crypto', reg });
      times(PER_DAY.out, { type: 'out', reg });
      if (random.chance(PER_DAY.expense)) add({ type: 'expense', reg }, minute());
      if (random.chance(PER_DAY.income)) add({ type: 'income', reg }, minute());
      if (random.chance(PER_DAY.internalTransfer)) add({ type: 'transfer', reg, kind: 'INTERNAL' }, minute());
      times(PER_DAY.externalTransfers, { type: 'transfer', reg, kind: 'EXTERNAL' });
      if (reg.crypto && random.chance(PER_DAY.cryptoTransfer)) add({ type: 'transfer', reg, kind: 'CRYPTO' }, minute());
    }
    const dayEnd = this.at(date, 24 * 60 - 1);
    const due = this.later.filter((op) => op.at <= dayEnd);
    this.later.splice(0, this.later.length, ...this.later.filter((op) => op.at > dayEnd));
    return [...ops.filter((op) => op.at < this.input.now), ...due].sort((a, b) => a.at.getTime() - b.at.getTime());
  }

  /** Runs planned operations in order, each through its service. */
  async runOps(db: Db, ops: DemoOp[]): Promise<void> {
    for (const op of ops) {
      try {
        if (await this.run(db, op)) this.counts.set(op.type, (this.counts.get(op.type) ?? 0) + 1);
      } catch (err) {
        if (!(err instanceof HttpError)) throw err;
      }
    }
  }

  /** Runs one operation; false when the register could not afford it and it was skipped. */
  private async run(db: Db, op: DemoOp): Promise<boolean> {
    const { random } = this.input;
    if (op.type === 'shift') {
      const index = this.input.registers.indexOf(op.reg);
      return runShiftOp(db, op, index, this.input.people, (code, amount) => this.move(op.reg, code, amount));
    }
    const { reg, at } = op;
    const actor = this.actor(reg);
    switch (op.type) {
      case 'fund': {
        const investor = this.input.persons.get(reg.cityId)![0];
        const crypto = CURRENCY.get(op.code)?.crypto ?? false;
        await createOutTransaction(db, actor, { cash_register: reg.id, operation_person: investor, currency: this.id(op.code), operation_type: 'REPLENISHMENT', amount: op.amount, comment: 'Подкрепление кассы' }, { crypto, at });
        this.move(reg, op.code, op.amount);
        return true;
      }
      case 'exchange': {
        const c = CURRENCY.get(random.weighted(reg.pairs.map((code) => [code, code === 'USD' ? 5 : code === 'EUR' ? 3 : 1] as const)))!;
        const amount = clientAmount(random, c, random.chance(0.85) ? 0.3 : 1);
        const buyRate = quote(this.mid(c.code), -0.012 + random.next() * 0.004, c.rateDecimals);
        const canBuy = this.has(reg, 'RUB').greaterThan(dec(amount).times(buyRate).times(1.05).plus(1000));
        const canSell = this.has(reg, c.code).greaterThanOrEqualTo(amount);
        const buy = canBuy && (!canSell || random.chance(0.5));
        if (!buy && !canSell) return false;
        const rate = buy ? buyRate : quote(this.mid(c.code), 0.012 - random.next() * 0.004, c.rateDecimals);
        const t = await createExchange(db, actor, {
          cash_register: reg.id, currency: this.id(c.code), operation_type: buy ? 'BUY' : 'SELL', amount, rate,
          is_dilapidated: buy && Boolean(c.dilapidation) && random.chance(0.05),
        }, { at });
        this.move(reg, c.code, buy ? t.amount : dec(t.amount).negated());
        this.move(reg, 'RUB', buy ? dec(t.total).negated() : t.total);
        return true;
      }
      case 'crypto':
        return this.crypto(db, actor, reg, at);
      case 'out': {
        const people = this.input.persons.get(reg.cityId)!.slice(1);
        const code = random.chance(0.7) ? 'RUB' : 'USD';
        const amount = code === 'RUB' ? String(random.int(20, 800) * 1000) : String(random.int(1, 50) * 100);
        const give = random.chance(0.5) && this.has(reg, code).greaterThan(dec(amount).times(3));
        await createOutTransaction(db, actor, {
          cash_register: reg.id, operation_person: random.pick(people), currency: this.id(code),
          operation_type: give ? 'HANDED_OVER' : 'REPLENISHMENT', amount,
        }, { crypto: false, at });
        this.move(reg, code, give ? dec(amount).negated() : amount);
        return true;
      }
      case 'expense':
      case 'income': {
        const amount = String(random.int(5, 60) * 1000);
        if (op.type === 'expense' && this.has(reg, 'RUB').lessThan(dec(amount).times(3))) return false;
        await createIncomeOutcome(db, actor, {
          cash_register: reg.id, currency: this.id('RUB'), direction: op.type === 'expense' ? 'Outcome' : 'Income', amount,
          comment: op.type === 'expense' ? random.pick(EXPENSES) : 'Комиссия за обслуживание',
        }, { at });
        this.move(reg, 'RUB', op.type === 'expense' ? dec(amount).negated() : amount);
        return true;
      }
      case 'transfer':
        return this.transfer(db, actor, reg, op.kind, at);
      case 'update': {
        await updateTransfer(db, actor, op.kind, op.id, { receiver_phone: `+7 9${random.int(10, 99)} ${random.int(100, 999)}-${random.int(10, 99)}-${random.int(10, 99)}`, comment: 'Клиент уточнил телефон' }, { at });
        return true;
      }
      case 'accept': {
        const t = await acceptTransferRecord(db, this.receiver(reg, op.senderId), op.kind, op.id, { transfer_code: op.code ?? undefined }, { at });
        this.move(reg, this.code(t.currency_id), t.amount);
        if (op.kind !== 'INTERNAL' && random.chance(0.9)) {
          this.schedule({ type: 'deliver', reg, kind: op.kind, id: op.id, code: op.code, senderId: op.senderId, at: new Date(at.getTime() + random.int(5, 600) * 60_000) });
        }
        return true;
      }
      case 'deliver': {
        const t = await deliverTransferRecord(db, this.receiver(reg, op.senderId), op.kind, op.id, { at });
        this.move(reg, this.code(t.currency_id), dec(t.amount).negated());
        return true;
      }
    }
  }

  private async crypto(db: Db, actor: Actor, reg: DemoRegister, at: Date): Promise<boolean> {
    const { random } = this.input;
    const c = CURRENCY.get(random.chance(0.85) ? 'USDT' : 'BTC')!;
    const amount = clientAmount(random, c, random.chance(0.8) ? 0.3 : 1);
    const total = dec(amount).times(this.mid(c.code));
    const fee = Dec.max(total.times(0.005), 50).toFixed(2);
    const canBuy = this.has(reg, 'RUB').greaterThan(total.times(1.1));
    const canSell = this.has(reg, c.code).greaterThanOrEqualTo(amount);
    const buy = canBuy && (!canSell || random.chance(0.5));
    if (!buy && !canSell) return false;
    const rate = quote(this.mid(c.code), buy ? -0.01 : 0.01, c.rateDecimals);
    const t = await createCryptoTransaction(db, actor, {
      cash_register: reg.id, crypto_currency: this.id(c.code), operation_type: buy ? 'BUY' : 'SELL', amount, rate, fee,
    }, { at });
    this.move(reg, c.code, buy ? t.amount : dec(t.amount).negated());
    this.move(reg, 'RUB', buy ? dec(t.total).negated().plus(t.fee) : dec(t.total).plus(t.fee));
    return true;
  }

  private async transfer(db: Db, actor: Actor, reg: DemoRegister, kind: TransferKind, at: Date): Promise<boolean> {
    const { random, registers } = this.input;
    const candidates = registers.filter((r) => r.id !== reg.id && (kind !== 'CRYPTO' || r.crypto));
    if (!candidates.length) return false;
    const sameCity = candidates.filter((r) => r.cityId === reg.cityId);
    const to = kind === 'INTERNAL' && sameCity.length && random.chance(0.7) ? random.pick(sameCity) : random.pick(candidates);
    const code = kind === 'CRYPTO' ? 'USDT' : random.chance(0.6) ? 'RUB' : 'USD';
    const c: MarketCurrency | undefined = CURRENCY.get(code);
    const amount =
      code === 'RUB' ? String(random.int(kind === 'INTERNAL' ? 100 : 5, kind === 'INTERNAL' ? 2000 : 300) * 1000)
        : code === 'USD' ? String(random.int(kind === 'INTERNAL' ? 10 : 1, kind === 'INTERNAL' ? 200 : 50) * 100)
          : clientAmount(random, c!, 0.5);
    if (kind === 'INTERNAL' && this.has(reg, code).lessThan(dec(amount).times(2))) return false;
    const fee = kind === 'INTERNAL' ? undefined : code === 'RUB' ? Dec.max(dec(amount).times(0.01), 100).toFixed(2) : code === 'USD' ? Dec.max(dec(amount).times(0.01), 2).toFixed(2) : '1';
    const t = await createTransferRecord(db, actor, kind, {
      from_cash_register: reg.id, to_cash_register: to.id, amount, fee,
      ...(kind === 'CRYPTO' ? { crypto_currency: this.id(code) } : { currency: this.id(code) }),
      ...(kind === 'INTERNAL' ? { comment: 'Подкрепление другой кассы' } : { sender_name: 'Клиент', receiver_name: 'Получатель' }),
    }, { at, drawCode: () => String(random.int(0, 99_999_999)).padStart(8, '0') });
    this.move(reg, code, kind === 'INTERNAL' ? dec(amount).negated() : fee!);
    if (kind === 'EXTERNAL' && random.chance(0.05)) {
      this.schedule({ type: 'update', reg, kind, id: Number(t.id), code: t.transfer_code, senderId: actor.id, at: new Date(at.getTime() + random.int(5, 50) * 60_000) });
    }
    const delay = kind === 'INTERNAL' ? random.int(60, 20 * 60) : random.int(120, 48 * 60);
    this.schedule({ type: 'accept', reg: to, kind, id: Number(t.id), code: t.transfer_code, senderId: actor.id, at: new Date(at.getTime() + (delay + 60) * 60_000) });
    return true;
  }
}
