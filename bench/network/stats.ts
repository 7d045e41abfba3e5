/**
 * Timings per kind of call, kept whole (a busiest hour at 1,000 registers is ~200,000 calls:
 * a few MB of numbers), so percentiles are exact rather than estimated from buckets.
 */
export interface KindFigures {
  kind: string;
  /** The class of the call: whose budget it counts against. */
  budget: Budget;
  calls: number;
  errors: number;
  p50Ms: number | null;
  p95Ms: number | null;
  p99Ms: number | null;
  maxMs: number | null;
  /** The first few error answers, to say what went wrong. */
  errorSamples: string[];
}

/** write: a cashier's write (p99 ≤ 100 ms); screen: a screen's data (≤ 200 ms); report: a report (≤ 500 ms). */
export type Budget = 'write' | 'screen' | 'report' | 'other';

export const BUDGET_MS: Record<Budget, number | null> = { write: 100, screen: 200, report: 500, other: null };

export function percentile(sorted: number[], p: number): number | null {
  if (!sorted.length) return null;
  const i = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return Math.round(sorted[i] * 10) / 10;
}

/** Calls over their class's budget (1 s for the others) are kept with their moment, to see whether they come together (a burst, a stall, the backup). */
const SLOW_OTHER_MS = 1000;

export class CallStats {
  private readonly started = performance.now();
  private readonly slow: Array<{ atS: number; kind: string; ms: number }> = [];
  private readonly kinds = new Map<string, { budget: Budget; ms: number[]; errors: number; samples: string[] }>();

  private entry(kind: string, budget: Budget) {
    let e = this.kinds.get(kind);
    if (!e) this.kinds.set(kind, (e = { budget, ms: [], errors: 0, samples: [] }));
    return e;
  }

  ok(kind: string, budget: Budget, ms: number): void {
    this.entry(kind, budget).ms.push(ms);
    this.noteSlow(kind, budget, ms);
  }

  private noteSlow(kind: string, budget: Budget, ms: number): void {
    const over = BUDGET_MS[budget] ?? SLOW_OTHER_MS;
    if (ms <= over || this.slow.length >= 2000) return;
    this.slow.push({ atS: Math.round((performance.now() - this.started - ms) / 100) / 10, kind, ms: Math.round(ms) });
  }

  /** Slow calls per 10 s of the run (when they started): a few spread out, or all at once. */
  slowCalls(): Array<{ fromS: number; calls: number; kinds: string[] }> {
    const windows = new Map<number, { calls: number; kinds: Set<string> }>();
    for (const s of this.slow) {
      const from = Math.floor(s.atS / 10) * 10;
      const w = windows.get(from) ?? { calls: 0, kinds: new Set<string>() };
      w.calls++;
      w.kinds.add(s.kind);
      windows.set(from, w);
    }
    return [...windows.entries()].sort((a, b) => a[0] - b[0]).map(([fromS, w]) => ({ fromS, calls: w.calls, kinds: [...w.kinds] }));
  }

  error(kind: string, budget: Budget, ms: number, what: string): void {
    const e = this.entry(kind, budget);
    e.ms.push(ms);
    e.errors++;
    this.noteSlow(kind, budget, ms);
    if (e.samples.length < 5) e.samples.push(what.slice(0, 300));
  }

  figures(): KindFigures[] {
    return [...this.kinds.entries()]
      .map(([kind, e]) => {
        const sorted = [...e.ms].sort((a, b) => a - b);
        return {
          kind,
          budget: e.budget,
          calls: sorted.length,
          errors: e.errors,
          p50Ms: percentile(sorted, 50),
          p95Ms: percentile(sorted, 95),
          p99Ms: percentile(sorted, 99),
          maxMs: sorted.length ? Math.round(sorted[sorted.length - 1]) : null,
          errorSamples: e.samples,
        };
      })
      .sort((a, b) => a.budget.localeCompare(b.budget) || a.kind.localeCompare(b.kind));
  }

  /** p99 of every call of a budget together (the budgets are per class of call). */
  budgetP99(budget: Budget): number | null {
    const all = [...this.kinds.values()].filter((e) => e.budget === budget).flatMap((e) => e.ms);
    return percentile(all.sort((a, b) => a - b), 99);
  }

  totalErrors(): number {
    return [...this.kinds.values()].reduce((n, e) => n + e.errors, 0);
  }
}
