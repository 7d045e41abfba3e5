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

/** A visit with the round it was made in: a round visits every side once, back to back. */
export interface RoundVisit extends Visit {
  round: number;
}

/** The mean of the middle half (a quarter dropped from each end, as many as a whole quarter is). */
export function middleHalfMean(xs: number[]): number {
  if (xs.length === 0) throw new Error('middleHalfMean of nothing');
  const s = [...xs].sort((a, b) => a - b);
  const cut = Math.floor(s.length / 4);
  const middle = s.slice(cut, s.length - cut);
  return middle.reduce((sum, x) => sum + x, 0) / middle.length;
}

/** The later of the two rows: the one the cashier waits for. */
const later = (v: Visit) => Math.max(v.balance, v.journal);

/** A visit as the results file keeps it for resampling: its round and its later row. */
export const roundAndTime = (v: RoundVisit): [number, number] => [v.round, later(v)];

/**
 * The candidate's times over the baseline's, the i-th of each made in the same round: the
 * geometric mean of the middle half of the rounds' ratios (pairedRatio says why).
 */
export function roundByRoundRatio(base: number[], candidate: number[]): number {
  return Math.exp(middleHalfMean(candidate.map((c, i) => Math.log(c / base[i]))));
}

/**
 * This build's visits over the baseline's, round by round: each round's ratio is of two visits
 * made back to back, so what the machine was doing then (a build beside it, a load falling
 * over the run) is on both; the ratio is the geometric mean of the middle half of the rounds'
 * ratios, so neither a busy moment nor a paint that slipped a frame decides it
 * (docs/PERFORMANCE.md, "Against a baseline in the same run").
 */
export function pairedRatio(base: RoundVisit[], candidate: RoundVisit[]): { ratio: number; rounds: number } {
  const baseByRound = new Map(base.map((v) => [v.round, later(v)]));
  const paired = candidate.filter((v) => baseByRound.has(v.round));
  return { ratio: roundByRoundRatio(paired.map((v) => baseByRound.get(v.round)!), paired.map(later)), rounds: paired.length };
}

export interface Comparison {
  /** This build over the baseline, round by round (pairedRatio), first visit and repeat. */
  firstVisitRatio: number;
  repeatRatio: number;
  /** The rounds each ratio is over. */
  firstVisitRounds: number;
  repeatRounds: number;
  firstVisitWithin: boolean;
  repeatWithin: boolean;
  /** Both ratios within `maxRatio`. */
  within: boolean;
}

/**
 * This build against a baseline measured in the same run, alternately (pairedRatio), for the
 * first visit and the repeat. A ratio in one run on one machine, not an absolute time.
 */
export function compare(base: { first: RoundVisit[]; repeat: RoundVisit[] }, candidate: { first: RoundVisit[]; repeat: RoundVisit[] }, maxRatio: number): Comparison {
  const first = pairedRatio(base.first, candidate.first);
  const repeat = pairedRatio(base.repeat, candidate.repeat);
  const firstVisitWithin = first.ratio <= maxRatio;
  const repeatWithin = repeat.ratio <= maxRatio;
  return {
    firstVisitRatio: first.ratio,
    repeatRatio: repeat.ratio,
    firstVisitRounds: first.rounds,
    repeatRounds: repeat.rounds,
    firstVisitWithin,
    repeatWithin,
    within: firstVisitWithin && repeatWithin,
  };
}
