import { type ClientRequest, request } from 'node:http';
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

/** One screen: every `rates` message handed to `onRates` with its arrival time; reconnects after 3 s as the board does. */
class RateScreen {
  private req: ClientRequest | null = null;
  private stopped = false;
  connected = false;
  drops = 0;

  constructor(
    private readonly base: string,
    private readonly cityId: number,
    private readonly onRates: (arrivedAt: number) => void,
  ) {}

  open(): Promise<void> {
    return new Promise((resolve, reject) => {
      const url = new URL(`/api/public/rates/stream/?city=${this.cityId}`, this.base);
      const req = request(url, { agent: false }, (res) => {
        if (res.statusCode !== 200) {
          res.resume();
          reject(new Error(`rate screen of city ${this.cityId}: ${res.statusCode}`));
          return;
        }
        res.setEncoding('utf8');
        let buffer = '';
        res.on('data', (chunk: string) => {
          const arrivedAt = performance.now();
          buffer += chunk;
          let end;
          while ((end = buffer.indexOf('\n\n')) >= 0) {
            const message = buffer.slice(0, end);
            buffer = buffer.slice(end + 2);
            const data = message.split('\n').find((l) => l.startsWith('data: '));
            if (!data) continue;
            const parsed = JSON.parse(data.slice(6)) as { type: string };
            if (parsed.type !== 'rates') continue;
            // The first message is the rates as they are on connect: the screen is live.
            if (!this.connected) {
              this.connected = true;
              resolve();
            }
            this.onRates(arrivedAt);
          }
        });
        res.on('close', () => this.ended());
      });
      req.on('error', (err) => (this.connected ? this.ended() : reject(err)));
      req.end();
      this.req = req;
    });
  }

  private ended(): void {
    if (!this.connected) return;
    this.connected = false;
    if (this.stopped) return;
    this.drops++;
    setTimeout(() => {
      if (!this.stopped) this.open().catch(() => this.ended());
    }, 3000).unref();
  }

  close(): void {
    this.stopped = true;
    this.req?.destroy();
  }
}

export async function startRateScreens(base: string, cityIds: number[]): Promise<RateScreens> {
  // Both sides kept and matched at the end: the new rates often reach the screen before the
  // supervisor has the publication's answer (the NOTIFY goes out at commit).
  const arrivals = new Map<number, number[]>();
  const sent: Array<{ cityId: number; sentAt: number }> = [];
  const screens = cityIds.map((cityId) => new RateScreen(base, cityId, (arrivedAt) => arrivals.set(cityId, [...(arrivals.get(cityId) ?? []), arrivedAt])));
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
