import { ApiClient } from './client';
import type { World } from './cashier';

/**
 * A city's supervisor (one per CITY_SIZE registers): every 2 minutes the city's reports (the
 * day, average rates, creditors/debtors, the month's earnings), the rate board, and the
 * corrections waiting for a decision, each approved (four eyes: the supervisor never asked).
 */
export class Supervisor {
  readonly api: ApiClient;

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
}
