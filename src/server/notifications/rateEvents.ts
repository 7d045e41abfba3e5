import type { Queryable } from '../db/types';

/** The channel of the rates' publications, apart from the staff's live events: only the public screens listen to it. */
export const RATES_CHANNEL = 'm247_rates';

/** Which place's rates changed (a city's, or one register's own); the public hub reads the rest. */
export interface RatesChange {
  city: number;
  cash_register: number | null;
}

/**
 * Inside the publishing transaction: PostgreSQL delivers the NOTIFY on commit only, so a
 * screen never hears of rates it cannot read yet, nor of a refused publication. Every API
 * process gets it (WORKERS=2): each refreshes its own open screens.
 */
export async function notifyRates(tx: Queryable, change: RatesChange): Promise<void> {
  await tx.query('SELECT pg_notify($1, $2)', [RATES_CHANNEL, JSON.stringify(change)]);
}

export function parseRatesChange(payload: string): RatesChange | null {
  try {
    const change = JSON.parse(payload) as RatesChange;
    return Number.isInteger(change?.city) ? { city: change.city, cash_register: change.cash_register ?? null } : null;
  } catch {
    return null;
  }
}
