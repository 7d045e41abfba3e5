import type { PublicRates } from '../../../shared/contract/shopFront';
import { ListeningHub } from '../../lib/listeningHub';
import { parseStateChange, STATE_CHANNEL } from '../../lib/stateChanges';
import { publicRates, type PublicTarget } from './publicRateQueries';
import { parseRatesChange, RATES_CHANNEL, type RatesChange } from '../../notifications/rateEvents';

/** One open public screen: the place it shows and how its rates reach it. */
export interface RatesSubscriber {
  target: PublicTarget;
  /** The place's city (a register's screen follows its city's publications too). */
  cityId: number;
  send(rates: PublicRates): void;
  close(): void;
}

const keyOf = (t: PublicTarget) => ('register' in t ? `r${t.register}` : `c${t.city}`);

/**
 * The public screens' fan-out, beside the staff's live events (events/eventHub.ts) and on
 * the same LISTEN/NOTIFY: one LISTEN per process, and per publication one read of the feed
 * per place that has open screens in this process (500 screens of a city cost one query).
 * A city switched off, or a register closed, ends its screens (they then meet the 404).
 */
export class PublicRatesHub extends ListeningHub<RatesSubscriber> {
  protected async listen(): Promise<() => Promise<void>> {
    // A gap (PostgreSQL's listening connection was lost): publications may have been missed, the screens reconnect.
    const stopRates = await this.db.listen(RATES_CHANNEL, (payload) => void this.changed(payload), () => this.closeAll());
    const stopState = await this.db.listen(STATE_CHANNEL, (payload) => {
      if (parseStateChange(payload)?.kind === 'site') this.closeAll();
    });
    return async () => {
      await stopRates();
      await stopState();
    };
  }

  private async changed(payload: string): Promise<void> {
    const change = parseRatesChange(payload);
    if (!change) {
      this.warn(`public rates: a notification that is not a rates change was ignored: ${payload.slice(0, 100)}`);
      return;
    }
    const byPlace = new Map<string, RatesSubscriber[]>();
    for (const s of this.subscribers) {
      if (!touches(change, s)) continue;
      const key = keyOf(s.target);
      byPlace.set(key, [...(byPlace.get(key) ?? []), s]);
    }
    for (const screens of byPlace.values()) {
      let rates: PublicRates | null = null;
      try {
        rates = await publicRates(this.db, screens[0].target);
      } catch (err) {
        if ((err as { statusCode?: number }).statusCode !== 404) this.warn(`public rates: ${(err as Error).message}`);
      }
      for (const s of screens) {
        if (rates) s.send(rates);
        else s.close();
      }
    }
  }
}

/** A city's publication reaches its screens and its registers' ones; a register's only that register's. */
function touches(change: RatesChange, s: RatesSubscriber): boolean {
  if (s.cityId !== change.city) return false;
  return change.cash_register === null || ('register' in s.target && s.target.register === change.cash_register);
}
