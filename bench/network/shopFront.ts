/**
 * HOOK — the shop front's public rate screens (one per city, listening to the day's rates).
 *
 * The shop front (public rate screens and the website feed) is being built on another branch
 * and is not in this tree yet, so the busiest hour plays without them. When it lands, start
 * here one listener per city on its public stream (no token), measuring the time from a
 * supervisor's rate publication to its arrival like bench/network/deliveries.ts does for the
 * transfers, and return its stop. Until then: nothing is started, and the report says so.
 */
export interface RateScreens {
  stop(): void;
  /** One line for the report. */
  summary(): string;
}

export function startRateScreens(_base: string, _cityIds: number[]): RateScreens | null {
  return null;
}
