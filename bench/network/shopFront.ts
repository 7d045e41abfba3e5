import { messageData, SseStream } from './sseStream';
import { percentile } from './stats';

/**
 * The shop front's public rate screens: one per city, on the city's public stream
 * (GET /api/public/rates/stream/?city=ID, no token), as the office's screen keeps it open all
 * day. The supervisors publish a rate each round (`published`); the time from that request
 * leaving the load generator to the new rates arriving on the city's screen is the screen's
 * delivery time (an upper bound of the server's: it includes the publication's own write).
 */
export interface RateScreens {
  /** A publication of `cityId`'s rates left at `sentAt` (performance.now()). */
  published(cityId: number, sentAt: number): void;
  stop(): void;
  figures(): RateScreenFigures;
  /** One line for the report. */
  summary(): string;
}

export interface RateScreenFigures {
  screens: number;
  publications: number;
  delivered: number;
  p50Ms: number | null;
  p99Ms: number | null;
  maxMs: number | null;
  /** Publications whose rates never reached the city's screen. */
  neverArrived: number;
  drops: number;
}

/**
 * Each office's screen comes from an address of its own, as offices do: the server takes at
 * most 20 open rate streams from one address (docs/api/public.md), and a bench of more than 20
 * cities from 127.0.0.1 alone was refused (429). The n-th screen from 127.0.x.y (loopback).
 */
const screenAddress = (n: number) => `127.0.${1 + Math.floor(n / 250)}.${1 + (n % 250)}`;

/** One screen: every `rates` message's arrival handed to `onRates`; live with the first (the rates as they are on connect). */
function rateScreen(base: string, cityId: number, n: number, onRates: (arrivedAt: number) => void): SseStream {
  return new SseStream(
    new URL(`/api/public/rates/stream/?city=${cityId}`, base),
    {},
    (message, arrivedAt) => {
      if (messageData<{ type: string }>(message)?.type !== 'rates') return false;
      onRates(arrivedAt);
      return true;
    },
    screenAddress(n),
  );
}

export async function startRateScreens(base: string, cityIds: number[]): Promise<RateScreens> {
  // Both sides kept and matched at the end: the new rates often reach the screen before the
  // supervisor has the publication's answer (the NOTIFY goes out at commit).
  const arrivals = new Map<number, number[]>();
  const sent: Array<{ cityId: number; sentAt: number }> = [];
  const screens = cityIds.map((cityId, n) => rateScreen(base, cityId, n, (arrivedAt) => arrivals.set(cityId, [...(arrivals.get(cityId) ?? []), arrivedAt])));
  await Promise.all(screens.map((s) => s.open()));
  const figures = (): RateScreenFigures => {
    // A publication's delivery: the first new rates on its city's screen after it was sent.
    const ms: number[] = [];
    let neverArrived = 0;
    for (const { cityId, sentAt } of sent) {
      const first = (arrivals.get(cityId) ?? []).find((at) => at >= sentAt);
      if (first === undefined) neverArrived++;
      else ms.push(first - sentAt);
    }
    ms.sort((a, b) => a - b);
    return {
      screens: screens.length,
      publications: sent.length,
      delivered: ms.length,
      p50Ms: percentile(ms, 50),
      p99Ms: percentile(ms, 99),
      maxMs: ms.length ? Math.round(ms[ms.length - 1]) : null,
      neverArrived,
      drops: screens.reduce((n, s) => n + s.drops, 0),
    };
  };
  return {
    published: (cityId, sentAt) => sent.push({ cityId, sentAt }),
    stop: () => screens.forEach((s) => s.close()),
    figures,
    summary() {
      const f = figures();
      return `${f.screens} screens, ${f.publications} publications, ${f.delivered} delivered (p50 ${f.p50Ms} ms, p99 ${f.p99Ms} ms, max ${f.maxMs} ms), ${f.neverArrived} never arrived, ${f.drops} drops`;
    },
  };
}
