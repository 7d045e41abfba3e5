import type { RateScreenFigures } from './shopFront';
import type { Deliveries } from './deliveries';
import type { HourFigures } from './busiestHour';
import type { Sample } from './sampler';
import { BUDGET_MS, type KindFigures } from './stats';

export interface RunReport {
  startedAt: string;
  database: 'pglite' | 'postgres';
  registers: number;
  workers: number;
  minutes: number;
  ledgerEntries: number;
  seedSeconds: number;
  loadAverageBefore: string;
  loadAverageAfter: string;
  calls: KindFigures[];
  slowCalls: Array<{ fromS: number; calls: number; kinds: string[] }>;
  p99: { write: number | null; screen: number | null; report: number | null };
  errors: number;
  delivery: ReturnType<Deliveries['figures']>;
  serverP99: { writes: number | null; screen: number | null; journal: number | null; cityData: number | null };
  serverLag: { events: number | null; withinOneSecond: number | null };
  hour: HourFigures;
  rateScreens: string;
  rateScreenFigures: RateScreenFigures;
  server: { serverCpuPct: number; pgCpuPct: number | null };
  samples: Sample[];
  /** Exchanges answered 201, those without an answer (an error: the write may still have happened), rows written. */
  exchanges: { answered: number; unanswered: number; written: number };
  ledgerVerify: { ok: boolean; output: string };
  /** --pg-profile: the statements that took the most database time. */
  topStatements: Array<{ calls: number; total_ms: number; mean_ms: number; rows: number; query: string }> | null;
}

const max = (xs: Array<number | null>) => xs.reduce<number | null>((m, x) => (x === null ? m : Math.max(m ?? x, x)), null);

/**
 * Nothing lost (every exchange answered 201 is a row), nothing doubled (no more rows than
 * calls: each call had its own Idempotency-Key). A call that timed out may or may not have
 * been written; the web app retries it with the same key.
 */
export function exchangesAddUp(r: Pick<RunReport, 'exchanges'>): boolean {
  const { answered, unanswered, written } = r.exchanges;
  return written >= answered && written <= answered + unanswered;
}

/** Whether the targets hold (docs/PERFORMANCE.md): p99 per class of call, event delivery ≤ 1 s, no error, the ledger adds up. */
export function targetsHold(r: RunReport): boolean {
  const within = (v: number | null, budget: number | null) => v === null || budget === null || v <= budget;
  return (
    within(r.p99.write, BUDGET_MS.write) &&
    within(r.p99.screen, BUDGET_MS.screen) &&
    within(r.p99.report, BUDGET_MS.report) &&
    within(r.delivery.p99Ms, 1000) &&
    within(r.rateScreenFigures.p99Ms, 1000) &&
    r.rateScreenFigures.neverArrived === 0 &&
    r.errors === 0 &&
    r.ledgerVerify.ok &&
    r.exchanges.unanswered === 0 &&
    r.exchanges.answered === r.exchanges.written
  );
}

export function printReport(r: RunReport, log: (line: string) => void): void {
  const cell = (v: number | null) => (v === null ? '—' : String(v));
  log(`${r.registers} registers, ${r.workers} worker(s), ${r.database}, ${r.minutes} min; ${r.ledgerEntries} ledger entries seeded in ${r.seedSeconds} s`);
  log(`load average before ${r.loadAverageBefore}, after ${r.loadAverageAfter} (2 cores, shared)`);
  log('kind of call                                   calls  errors   p50    p95    p99    max (ms)');
  for (const k of r.calls) {
    log(`${`${k.kind} [${k.budget}]`.padEnd(46)} ${String(k.calls).padStart(6)} ${String(k.errors).padStart(6)} ${cell(k.p50Ms).padStart(6)} ${cell(k.p95Ms).padStart(6)} ${cell(k.p99Ms).padStart(6)} ${cell(k.maxMs).padStart(6)}`);
    for (const s of k.errorSamples) log(`    error: ${s}`);
  }
  if (r.slowCalls.length) {
    log('calls over their budget (write 100, screen 200, report 500 ms; others 1 s), by the 10 s in which they started (seconds since sign-in):');
    for (const w of r.slowCalls) log(`  ${String(w.fromS).padStart(5)} s: ${w.calls} (${w.kinds.join(', ')})`);
  }
  log(`p99 by class: cashier's writes ${cell(r.p99.write)} ms (≤ 100), screen data ${cell(r.p99.screen)} ms (≤ 200), reports ${cell(r.p99.report)} ms (≤ 500)`);
  const sp = r.serverP99;
  log(`the server's own p99 (its histogram, bucket-interpolated): POST writes ${cell(sp.writes)} ms, day_balance ${cell(sp.screen)} ms, journal ${cell(sp.journal)} ms, city_data ${cell(sp.cityData)} ms`);
  const d = r.delivery;
  log(`event delivery (write sent → event on each other stream): ${d.deliveries} deliveries of ${d.events} events, p50 ${cell(d.p50Ms)}, p95 ${cell(d.p95Ms)}, p99 ${cell(d.p99Ms)}, max ${cell(d.maxMs)} ms; never arrived: ${d.neverArrived}`);
  log(`server-side lag (metrics): ${cell(r.serverLag.withinOneSecond)} of ${cell(r.serverLag.events)} events handed to the streams within 1 s`);
  const s = r.samples;
  log(`server: RSS max ${cell(max(s.map((x) => x.rssMb)))} MB (last ${cell(s.at(-1)?.rssMb ?? null)}), CPU ${r.server.serverCpuPct} % of a core on average (max sample ${cell(max(s.map((x) => x.cpuPct)))} %)` +
    (r.server.pgCpuPct === null ? '' : `; PostgreSQL CPU ${r.server.pgCpuPct} %`));
  const perStream = r.hour.streamsOpened ? Math.round(((r.hour.rssWithStreams - r.hour.rssBeforeStreams) * 1024) / r.hour.streamsOpened) : null;
  log(`opening ${r.hour.streamsOpened} streams: RSS ${r.hour.rssBeforeStreams} → ${r.hour.rssWithStreams} MB (${cell(perStream)} KB a stream)`);
  log(`streams open max ${cell(max(s.map((x) => x.streams)))}, drops ${r.hour.streamDrops}; pool in use max ${cell(max(s.map((x) => x.poolInUse)))}, waiting max ${cell(max(s.map((x) => x.poolWaiting)))}; database connections max ${cell(max(s.map((x) => x.dbConnections)))}`);
  log(`handovers: ${r.hour.handovers} registers; backup: ${r.hour.backup}; drain after the end: ${r.hour.drainSeconds} s`);
  log(`rate screens: ${r.rateScreens}`);
  const e = r.exchanges;
  log(`exchanges answered 201: ${e.answered}, unanswered (errors): ${e.unanswered}, rows written: ${e.written} — ${exchangesAddUp(r) ? 'nothing lost, nothing doubled' : 'DOES NOT ADD UP'}`);
  if (r.topStatements) {
    log('statements by database time (pg_stat_statements): total ms, calls, mean ms, query');
    for (const q of r.topStatements) log(`  ${String(q.total_ms).padStart(9)} ${String(q.calls).padStart(7)} ${String(q.mean_ms).padStart(7)}  ${q.query}`);
  }
  log(`ledger verify: ${r.ledgerVerify.ok ? 'OK' : 'FAILED'}\n${r.ledgerVerify.output}`);
  log(`targets ${targetsHold(r) ? 'HOLD' : 'MISSED'}`);
}
