import type { RateScreens } from './shopFront';
import type { LiveEvent } from '../../src/shared/contract/events';
import { ApiClient } from './client';
import type { Deliveries } from './deliveries';
import type { Network, NetworkRegister } from './seedNetwork';
import type { CallStats } from './stats';

/** What every person of the run shares. */
export interface World {
  base: string;
  stats: CallStats;
  deliveries: Deliveries;
  network: Network;
  /** Today, yyyy-MM-dd (the server's day). */
  date: string;
  cashiers: Map<number, Cashier>;
  /** The cities' public rate screens, told of each publication (null: not played). */
  rateScreens: RateScreens | null;
  random: () => number;
  /** Past the run's end: start nothing new. */
  over: () => boolean;
}

/** The real mix of a register's operations (weights; docs/PERFORMANCE.md, "The busiest hour"). */
const MIX: Array<[number, (c: Cashier) => Promise<unknown>]> = [
  [62, (c) => c.exchange()],
  [10, (c) => c.internalTransfer()],
  [6, (c) => c.externalTransfer()],
  [10, (c) => c.creditorDebtor()],
  [10, (c) => c.incomeExpense()],
  [2, (c) => c.askCorrection()],
];
const MIX_TOTAL = MIX.reduce((n, [w]) => n + w, 0);

const money = (random: () => number, min: number, max: number) => (min + random() * (max - min)).toFixed(2);

/** A count by denomination, as the dispatch and the receipt send it. */
export type CountedLines = Array<{ value: string; count: number }>;
/** The sum of a count, as a decimal string (whole banknotes: integer arithmetic, never a float sum of money). */
const countedSum = (lines: CountedLines) => `${lines.reduce((n, l) => n + BigInt(l.value) * BigInt(l.count), 0n)}.00`;

/**
 * A register's cashier with its screen: one thing at a time (a queue), a write a minute in the
 * real mix, each followed by the day balance and the journal the screen refetches; incoming
 * internal transfers accepted when their event arrives, external ones when the client comes
 * with the code. The register's live stream is opened by the run (run.ts).
 */
export class Cashier {
  private queue: Promise<void> = Promise.resolve();
  private lastExchange: number | null = null;
  readonly api: ApiClient;

  constructor(
    private readonly w: World,
    readonly register: NetworkRegister,
    token: string,
  ) {
    this.api = new ApiClient(w.base, token, w.stats);
  }

  /** Runs `task` after whatever the cashier is doing; resolves when it is done. */
  enqueue(task: () => Promise<unknown>): Promise<void> {
    this.queue = this.queue.then(() => (this.w.over() ? undefined : task())).then(
      () => undefined,
      () => undefined,
    );
    return this.queue;
  }

  idle(): Promise<void> {
    return this.queue;
  }

  /** The minute's operation, drawn from the mix. */
  operate(): void {
    let pick = this.w.random() * MIX_TOTAL;
    const [, op] = MIX.find(([weight]) => (pick -= weight) < 0) ?? MIX[0];
    void this.enqueue(() => op(this));
  }

  onEvent(event: LiveEvent, at: number): void {
    this.w.deliveries.arrived(event, at);
    if (event.type === 'transfer.created' && event.transfer_kind === 'INTERNAL' && event.to_cash_register === this.register.id) {
      void this.enqueue(() => this.acceptInternal(event.id));
    }
  }

  private async write<T>(kind: string, path: string, body: unknown, method: 'POST' | 'PUT' = 'POST') {
    const sentAt = performance.now();
    const answer = await this.api.call<T>(path, { kind, budget: 'write', method, body });
    if (answer) await this.refreshScreen();
    return answer ? { body: answer.body, sentAt } : null;
  }

  /** What Операции refetches after a write: the day balance and the journal's first page. */
  async refreshScreen(): Promise<void> {
    const r = this.register.id;
    await this.api.call(`day_balance/?cash_register=${r}&date=${this.w.date}`, { kind: 'day_balance', budget: 'screen' });
    await this.api.call(`operation/?cash_register=${r}&date=${this.w.date}&page=1`, { kind: 'journal (operation)', budget: 'screen' });
  }

  async exchange(): Promise<void> {
    const traded = this.register.currencies.filter((c) => this.w.network.board.has(c));
    const currency = traded[Math.floor(this.w.random() * traded.length)];
    const board = this.w.network.board.get(currency)!;
    const buy = this.w.random() < 0.55;
    // Units of a cheap currency (KZT, TRY) come in larger amounts.
    const scale = Number(board.buy) < 5 ? 100 : 1;
    const done = await this.write<{ id: number }>('exchange (transaction/create)', 'transaction/create/', {
      cash_register: this.register.id,
      currency,
      operation_type: buy ? 'BUY' : 'SELL',
      amount: money(this.w.random, 10 * scale, 300 * scale),
      rate: buy ? board.buy : board.sell,
    });
    if (done) this.lastExchange = done.body.id;
  }

  /** Another register of the city, or of the network when the city has only this one. */
  private otherRegister(sameCity: boolean): Cashier | null {
    const all = [...this.w.cashiers.values()].filter((c) => c !== this && (!sameCity || c.register.cityId === this.register.cityId));
    if (!all.length) return sameCity ? this.otherRegister(false) : null;
    return all[Math.floor(this.w.random() * all.length)];
  }

  async internalTransfer(): Promise<void> {
    const to = this.otherRegister(true);
    if (!to) return this.exchange();
    const done = await this.write<{ id: number }>('internal_transfer/create', 'internal_transfer/create/', {
      from_cash_register: this.register.id, to_cash_register: to.register.id, currency: this.w.network.baseCurrency, amount: money(this.w.random, 5000, 50000),
    });
    if (done) this.w.deliveries.sent('transfer.created', done.body.id, done.sentAt);
  }

  async acceptInternal(id: number): Promise<void> {
    const done = await this.write('internal_transfer/accept', `internal_transfer/accept/${id}/`, { id }, 'PUT');
    if (done) this.w.deliveries.sent('transfer.accepted', id, done.sentAt);
  }

  /** A client sends money to another register; they walk in with the code 5–30 s later (the code travels with the client only). */
  async externalTransfer(): Promise<void> {
    const to = this.otherRegister(false);
    if (!to) return this.exchange();
    const done = await this.write<{ id: number; transfer_code: string }>('external_transfer/create', 'external_transfer/create/', {
      from_cash_register: this.register.id, to_cash_register: to.register.id, currency: this.w.network.usd, amount: money(this.w.random, 50, 1000),
    });
    if (!done) return;
    this.w.deliveries.sent('transfer.created', done.body.id, done.sentAt);
    const { id, transfer_code } = done.body;
    setTimeout(() => void to.enqueue(() => to.payOutExternal(id, transfer_code)), 5000 + this.w.random() * 25_000).unref();
  }

  async payOutExternal(id: number, code: string): Promise<void> {
    const accepted = await this.write('external_transfer/accept', `external_transfer/accept/${id}/`, { transfer_code: code }, 'PUT');
    if (!accepted) return;
    this.w.deliveries.sent('transfer.accepted', id, accepted.sentAt);
    const delivered = await this.write('external_transfer/deliver', `external_transfer/deliver/${id}/`, {}, 'PUT');
    if (delivered) this.w.deliveries.sent('transfer.delivered', id, delivered.sentAt);
  }

  async creditorDebtor(): Promise<void> {
    const persons = this.w.network.cities.find((c) => c.id === this.register.cityId)?.persons ?? [];
    if (!persons.length) return this.exchange();
    await this.write('creditor/debtor (out_transaction/create)', 'out_transaction/create/', {
      cash_register: this.register.id,
      operation_person: persons[Math.floor(this.w.random() * persons.length)],
      currency: this.w.network.baseCurrency,
      operation_type: this.w.random() < 0.5 ? 'REPLENISHMENT' : 'HANDED_OVER',
      amount: money(this.w.random, 1000, 20000),
    });
  }

  async incomeExpense(): Promise<void> {
    await this.write('income/expense (income_outcome/create)', 'income_outcome/create/', {
      cash_register: this.register.id,
      currency: this.w.network.baseCurrency,
      direction: this.w.random() < 0.3 ? 'Income' : 'Outcome',
      amount: money(this.w.random, 500, 5000),
      comment: 'Хозяйственные расходы',
    });
  }

  /** A storno request of the last exchange: what the city's supervisor finds waiting. */
  async askCorrection(): Promise<void> {
    if (this.lastExchange === null) return this.exchange();
    const record = this.lastExchange;
    this.lastExchange = null;
    const done = await this.write<{ id: number }>('correction/create', 'correction/create/', { reason: 'Ошибка в сумме', record_kind: 'TRANSACTION', record_id: record });
    if (done) this.w.deliveries.sent('correction.created', done.body.id, done.sentAt);
  }

  /** A cash order's request from this till to another of the city (a `move`; docs/CASH-ORDERS.md). */
  async requestCashOrder(to: Cashier, lines: CountedLines): Promise<number | null> {
    const done = await this.write<{ id: number }>('cash order: request (cash_orders)', 'cash_orders/', {
      kind: 'move',
      from_cash_register: this.register.id,
      to_cash_register: to.register.id,
      currency: this.w.network.baseCurrency,
      amount: countedSum(lines),
    });
    return done?.body.id ?? null;
  }

  /** The sender counts the approved order out by denomination and seals it: the cash leaves into transit. */
  async dispatchCashOrder(id: number, lines: CountedLines): Promise<boolean> {
    return !!(await this.write('cash order: dispatch', `cash_orders/${id}/dispatch/`, { denominations: lines, seal: `BENCH-${id}` }));
  }

  /** The receiver counts it in blind and finds the seal whole: the cash enters the till. */
  async receiveCashOrder(id: number, lines: CountedLines): Promise<boolean> {
    return !!(await this.write('cash order: receive', `cash_orders/${id}/receive/`, { denominations: lines, seal_intact: true }));
  }

  /** A shift handover: the leaving cashier counts and closes, the next one counts and opens (the same login here). */
  async handOver(): Promise<void> {
    const sheet = async () =>
      (await this.api.call<{ shift: number | null; lines: Array<{ currency: { id: number }; expected: string }> }>(
        `shift/count_sheet/?cash_register=${this.register.id}`,
        { kind: 'shift/count_sheet', budget: 'screen' },
      ))?.body;
    const counted = (s: NonNullable<Awaited<ReturnType<typeof sheet>>>) => s.lines.map((l) => ({ currency: l.currency.id, amount: l.expected }));
    const before = await sheet();
    if (!before?.shift) return;
    const closed = await this.write('shift/close (handover)', `shift/close/${before.shift}/`, { counted: counted(before), comment: '' }, 'PUT');
    if (!closed) return;
    const after = await sheet();
    if (after) await this.write('shift/open (handover)', 'shift/open/', { cash_register: this.register.id, counted: counted(after), comment: '' });
  }
}
