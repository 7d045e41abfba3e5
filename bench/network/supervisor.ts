import { ApiClient } from './client';
import type { CountedLines, World } from './cashier';

/**
 * A city's supervisor (one per CITY_SIZE registers): every 2 minutes the city's reports (the
 * day, average rates, creditors/debtors, the month's earnings), the rate board, a new USD rate
 * published (the city's public screen hears it), the corrections waiting for a decision,
 * each approved (four eyes: the supervisor never asked), and a cash order between two of the
 * city's tills through its whole cycle, with the city's orders and «Остатки и лимиты».
 */
export class Supervisor {
  readonly api: ApiClient;
  private rounds = 0;

  constructor(
    private readonly w: World,
    readonly cityId: number,
    token: string,
  ) {
    this.api = new ApiClient(w.base, token, w.stats);
  }

  async round(): Promise<void> {
    const city = this.cityId;
    const day = this.w.date;
    const monthStart = `${day.slice(0, 8)}01`;
    const reports: Array<[string, string]> = [
      ['report: city_data', `city_data/?city=${city}&date=${day}`],
      ['report: average_rate_report', `average_rate_report/?city=${city}&created_at=${day}`],
      ['report: day_replenishment_handed_over_report', `day_replenishment_handed_over_report/?city=${city}&created_at=${day}`],
      ['report: city_earning_report (month)', `city_earning_report/?city=${city}&from_date=${monthStart}&to_date=${day}`],
    ];
    for (const [kind, path] of reports) {
      if (this.w.over()) return;
      await this.api.call(path, { kind, budget: 'report' });
    }
    await this.api.call(`value_setting/?city=${city}&date=${day}`, { kind: 'rate board (value_setting)', budget: 'screen' });
    await this.publishRate();
    const waiting = await this.api.call<{ results: Array<{ id: number }> }>(`correction/?city=${city}&status=Pending&page=1`, {
      kind: 'correction list (waiting)',
      budget: 'screen',
    });
    for (const c of waiting?.body.results ?? []) {
      if (this.w.over()) return;
      const sentAt = performance.now();
      const done = await this.api.call(`correction/approve/${c.id}/`, { kind: 'correction/approve (supervisor)', budget: 'other', method: 'PUT', body: { comment: 'Согласовано' } });
      if (done) this.w.deliveries.sent('correction.approved', c.id, sentAt);
    }
    await this.cashOrder();
  }

  /**
   * A cash order between two tills of the city, its whole cycle (docs/CASH-ORDERS.md): the
   * sending till's cashier asks for it, the supervisor approves it (four eyes), the sender
   * counts it out and seals it, the receiving till's cashier counts it in; each step in its
   * cashier's queue, after whatever they are doing. Then the supervisor's two screens of cash:
   * the city's orders and its stock against the limits.
   */
  private async cashOrder(): Promise<void> {
    const tills = [...this.w.cashiers.values()].filter((c) => c.register.cityId === this.cityId);
    if (tills.length < 2 || this.w.over()) return;
    const from = tills[Math.floor(this.w.random() * tills.length)];
    const others = tills.filter((c) => c !== from);
    const to = others[Math.floor(this.w.random() * others.length)];
    // 5 000–25 000 in the base currency, in 1 000 notes: what a till spares for a neighbour.
    const lines: CountedLines = [{ value: '1000', count: 5 + Math.floor(this.w.random() * 21) }];
    let id: number | null = null;
    await from.enqueue(async () => (id = await from.requestCashOrder(to, lines)));
    if (id === null || this.w.over()) return;
    const order = id;
    const approved = await this.api.call(`cash_orders/${order}/approve/`, { kind: 'cash order: approve (supervisor)', budget: 'write', method: 'POST' });
    if (!approved || this.w.over()) return;
    let dispatched = false;
    await from.enqueue(async () => (dispatched = await from.dispatchCashOrder(order, lines)));
    if (!dispatched || this.w.over()) return;
    await to.enqueue(() => to.receiveCashOrder(order, lines));
    await this.api.call(`cash_orders/?city=${this.cityId}&page=1&size=20`, { kind: 'cash orders (city list)', budget: 'screen' });
    await this.api.call(`stock_levels/?city=${this.cityId}&page=1&size=20`, { kind: 'stock levels (city)', budget: 'screen' });
  }

  /** The USD rate moved by a kopeck each round, so every publication changes what the screens show. */
  private async publishRate(): Promise<void> {
    if (this.w.over()) return;
    const { usd, board } = this.w.network;
    const base = board.get(usd)!;
    const kopecks = ++this.rounds % 50;
    // The board's USD rates have two decimals: moved in whole kopecks, as text (never a float).
    const nudge = (rate: string) => {
      const cents = BigInt(rate.replace('.', '')) + BigInt(kopecks);
      return `${cents / 100n}.${String(cents % 100n).padStart(2, '0')}`;
    };
    const sentAt = performance.now();
    const done = await this.api.call('value_setting/create/', {
      kind: 'value_setting/create (rate published)',
      budget: 'write',
      body: { city: this.cityId, currency: usd, date: this.w.date, buy_rate: nudge(base.buy), sell_rate: nudge(base.sell) },
    });
    if (done) this.w.rateScreens?.published(this.cityId, sentAt);
  }
}
