import type { LiveEvent } from '../../src/shared/contract/events';
import { percentile } from './stats';

/**
 * Event delivery as a register's screen sees it: from the moment the writer sent the write
 * (its request left the load generator) to the event's arrival on each other open stream
 * that should get it. An upper bound of the server's own lag (which the metrics give from
 * the NOTIFY on): it includes the write's own time. Arrivals may come before the writer has
 * its answer, so both sides are kept and matched at the end.
 */
export class Deliveries {
  private readonly sentAt = new Map<string, number>();
  private readonly arrivals = new Map<string, number[]>();

  private static key(type: string, id: number): string {
    return `${type}:${id}`;
  }

  /** The writer: the write that announces `type` of `id` left at `sentAt` (performance.now()). */
  sent(type: LiveEvent['type'], id: number, sentAt: number): void {
    this.sentAt.set(Deliveries.key(type, id), sentAt);
  }

  arrived(event: LiveEvent, at: number): void {
    const key = Deliveries.key(event.type, event.id);
    const list = this.arrivals.get(key);
    if (list) list.push(at);
    else this.arrivals.set(key, [at]);
  }

  figures() {
    const ms: number[] = [];
    let unmatched = 0;
    for (const [key, list] of this.arrivals) {
      const sent = this.sentAt.get(key);
      if (sent === undefined) {
        unmatched += list.length;
        continue;
      }
      for (const at of list) ms.push(at - sent);
    }
    ms.sort((a, b) => a - b);
    // Announced writes no stream got (a stream must have been open in the city: each has one per register).
    const neverArrived = [...this.sentAt.keys()].filter((k) => !this.arrivals.has(k)).length;
    return {
      events: this.sentAt.size,
      deliveries: ms.length,
      p50Ms: percentile(ms, 50),
      p95Ms: percentile(ms, 95),
      p99Ms: percentile(ms, 99),
      maxMs: ms.length ? Math.round(ms[ms.length - 1]) : null,
      neverArrived,
      /** Arrivals of events the load did not announce itself (the seed's, another writer's). */
      unmatched,
    };
  }
}
