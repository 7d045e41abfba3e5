import { ApiClient } from './client';
import type { World } from './cashier';

/**
 * A city's supervisor (one per CITY_SIZE registers): every 2 minutes the city's reports (the
 * day, average rates, creditors/debtors, the month's earnings), the rate board, a new USD rate
 * published (the city's public screen hears it), and the corrections waiting for a decision,
 * each approved (four eyes: the supervisor never asked).
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
