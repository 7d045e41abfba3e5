import type { Loaded, Visit } from './visits';

export const median = (xs: number[]): number => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};
export const ms = (x: number): string => `${Math.round(x)} ms`;

export interface VisitSummary {
  balance: { median: number; runs: number[] };
  journal: { median: number; runs: number[] };
  waterfall: Array<{ n: string; start: number; end: number; server: number; kind: Loaded['kind']; seen: number }>;
  longTaskMs: number;
}

/** The medians of a set of visits, the median run's waterfall per script and call, and the long tasks. */
export function summarize(visits: Visit[]): VisitSummary {
  const byName = new Map<string, Loaded[]>();
  for (const v of visits) {
    for (const l of v.loaded) {
      // Content hashes differ between builds: a chunk is named by its name alone.
      const name = l.name.replace(/\.[0-9a-f]{10}\.js$/, '.js');
      byName.set(name, [...(byName.get(name) ?? []), l]);
    }
  }
  const waterfall = [...byName.entries()]
    .map(([n, ls]) => ({ n, start: median(ls.map((l) => l.start)), end: median(ls.map((l) => l.end)), server: median(ls.map((l) => l.server)), kind: ls[0].kind, seen: ls.length }))
    .sort((a, b) => a.start - b.start);
  const balance = visits.map((v) => v.balance);
  const journal = visits.map((v) => v.journal);
  return {
    balance: { median: median(balance), runs: balance },
    journal: { median: median(journal), runs: journal },
    waterfall,
    longTaskMs: median(visits.map((v) => v.longTasks.reduce((s, t) => s + t.duration, 0))),
  };
}

/** The printed lines of one set of visits: its medians and ranges, then its waterfall. */
export function describe(name: string, visits: Visit[], target: number): string[] {
  const s = summarize(visits);
  const range = (xs: number[]) => `${ms(Math.min(...xs))}–${ms(Math.max(...xs))}`;
  const lines = [
    `${name}: day balance median ${ms(s.balance.median)} (${range(s.balance.runs)}), first journal row median ${ms(s.journal.median)} ` +
      `(${range(s.journal.runs)}); target ≤ ${target} ms, over ${visits.length} runs`,
  ];
  for (const l of s.waterfall) {
    lines.push(
      `    ${l.kind.padEnd(6)} ${String(Math.round(l.start)).padStart(5)} → ${String(Math.round(l.end)).padStart(5)} ms` +
        `${l.kind === 'api' ? ` (server ${Math.round(l.server)} ms)` : ''}  ${l.n}${l.seen < visits.length ? ` [${l.seen}/${visits.length} runs]` : ''}`,
    );
  }
  const lastData = median(visits.map((v) => Math.max(0, ...v.loaded.filter((l) => l.kind === 'api').map((l) => l.end))));
  lines.push(`    median: long tasks ${ms(s.longTaskMs)} in all before the later row; last API answer at ${ms(lastData)}`);
  return lines;
}

export interface Comparison {
  /** Median of the journal's first row, this build over the baseline. */
  firstVisitRatio: number;
  repeatRatio: number;
  /** Both ratios within `maxRatio`. */
  within: boolean;
}

/**
 * This build against a baseline measured in the same run, alternately: the ratio of the
 * medians of the journal's first row (the later of the two rows on a first visit), for the
 * first visit and the repeat. A ratio in one run on one machine, not an absolute time.
 */
export function compare(base: { first: Visit[]; repeat: Visit[] }, candidate: { first: Visit[]; repeat: Visit[] }, maxRatio: number): Comparison {
  const later = (v: Visit) => Math.max(v.balance, v.journal);
  const ratio = (b: Visit[], c: Visit[]) => median(c.map(later)) / median(b.map(later));
  const firstVisitRatio = ratio(base.first, candidate.first);
  const repeatRatio = ratio(base.repeat, candidate.repeat);
  return { firstVisitRatio, repeatRatio, within: firstVisitRatio <= maxRatio && repeatRatio <= maxRatio };
}
