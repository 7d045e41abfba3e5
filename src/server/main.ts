import cluster from 'node:cluster';
import { buildApp } from './app';
import { runPrimary } from './cluster';
import { type Config, ConfigError, loadConfig } from './config';
import { DataDirLockedError } from './db/dataDirLock';
import { migrate } from './db/migrate';
import { openDb } from './db/openDb';
import type { Db } from './db/types';
import { syncDailyTotalsZone } from './ledger/dailyTotals';
import { DEMO_ACCOUNTS_TEXT, needsDemoSeed, seedDemo } from './seed/demo';
import { refuseDemoPasswordsOffLoopback, StartRefusedError } from './seed/demoPasswordGuard';
import { addProcessMetrics } from './observability/metrics';
import { answerClusterScrapes, serveClusterMetrics, serveProcessMetrics } from './observability/metricsServer';
import { scheduleOfficialRates } from './features/officialRates/officialRatesSchedule';

/** Migrations and the day's time zone: once per start, before any request. */
async function prepareDatabase(db: Db, config: Config): Promise<string[]> {
  const applied = await migrate(db);
  await syncDailyTotalsZone(db, config.timeZone);
  return applied;
}

/**
 * One API process: open the database (created on first start), prepare it unless the
 * cluster's primary already did, seed demo data into a new embedded database only, listen.
 * SIGINT/SIGTERM close it cleanly.
 */
async function runServer(config: Config, prepared: boolean): Promise<void> {
  const db = await openDb({ databaseUrl: config.databaseUrl, dataDir: config.dataDir, poolSize: config.dbPoolSize });
  const applied = prepared ? [] : await prepareDatabase(db, config);
  const app = await buildApp({ db, config });
  addProcessMetrics(app.metrics.registry);
  if (applied.length) app.log.info({ applied }, 'migrations applied');

  // Demo data makes a fresh checkout usable at once, but never touches a real server's
  // database: only an embedded one with no users yet — or one whose first start was cut off
  // in the middle of the demo load (a crash), which is finished now.
  if (!config.databaseUrl && (await needsDemoSeed(db))) {
    await seedDemo(db);
    console.log(`Новая встроенная база в ${config.dataDir}: загружены демо-данные.\n${DEMO_ACCOUNTS_TEXT}`);
  }
  await refuseDemoPasswordsOffLoopback(db, config.host).catch(async (err) => {
    await app.close();
    await db.close();
    throw err;
  });

  // The Bank of Russia's rates: one process fetches them (the first worker, or the only one).
  const fetchesOfficialRates = config.officialRatesUrl && (!cluster.isWorker || cluster.worker?.id === 1);
  const stopOfficialRates = fetchesOfficialRates
    ? scheduleOfficialRates(db, { url: config.officialRatesUrl, at: config.officialRatesAt, timeZone: config.timeZone, log: app.log })
    : () => undefined;

  let closing = false;
  let stopMetrics: () => Promise<void> = async () => {};
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    stopOfficialRates();
    app.log.info({ signal }, 'shutting down');
    await stopMetrics();
    await app.close();
    await db.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ host: config.host, port: config.port });
  // One process serves its own metrics; a cluster's workers answer the primary, which serves the sum.
  if (cluster.isWorker) answerClusterScrapes(app.metrics.registry);
  else if (config.metricsPort !== null) {
    const served = await serveProcessMetrics(app.metrics.registry, config.metricsPort, config.metricsHost);
    app.log.info(`metrics at ${served.address}/metrics`);
    stopMetrics = served.close;
  }
}

async function main(): Promise<void> {
  const config = loadConfig();
  let workers = config.workers;
  if (workers > 1 && !config.databaseUrl) {
    console.warn(`WORKERS=${workers}: the embedded database belongs to one process, so one API process starts. Several need DATABASE_URL.`);
    workers = 1;
  }
  if (workers > 1 && cluster.isPrimary) {
    if (config.metricsPort !== null) {
      const served = await serveClusterMetrics(config.metricsPort, config.metricsHost);
      console.log(`metrics of all ${workers} workers at ${served.address}/metrics`);
    }
    await runPrimary(workers, async () => {
      const db = await openDb({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
      try {
        const applied = await prepareDatabase(db, config);
        if (applied.length) console.log(`migrations applied: ${applied.join(', ')}`);
      } finally {
        await db.close();
      }
    });
    return;
  }
  await runServer(config, cluster.isWorker);
}

main().catch((err) => {
  // Known setup problems as one readable line; anything else with its stack.
  console.error(err instanceof ConfigError || err instanceof DataDirLockedError || err instanceof StartRefusedError ? err.message : err);
  process.exit(1);
});
