import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';
import { DataDirLockedError } from './db/dataDirLock';
import { migrate } from './db/migrate';
import { openDb } from './db/openDb';
import { syncDailyTotalsZone } from './features/ledger/dailyTotals';
import { DEMO_ACCOUNTS_TEXT, seedDemo } from './seed/demo';

/**
 * Starts the server: open the database (created on first start), migrate, seed demo data
 * into a new embedded database only, listen. SIGINT/SIGTERM close it cleanly.
 */
async function main(): Promise<void> {
  const config = loadConfig();
  const db = await openDb({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  const applied = await migrate(db);
  await syncDailyTotalsZone(db, config.timeZone);
  const app = await buildApp({ db, config });
  if (applied.length) app.log.info({ applied }, 'migrations applied');

  // Demo data makes a fresh checkout usable at once, but never touches a real server's
  // database: only an embedded one with no users yet.
  if (!config.databaseUrl) {
    const { rows } = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM users');
    if (Number(rows[0].n) === 0) {
      await seedDemo(db);
      console.log(`Новая встроенная база в ${config.dataDir}: загружены демо-данные.\n${DEMO_ACCOUNTS_TEXT}`);
    }
  }

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    await app.close();
    await db.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ host: config.host, port: config.port });
}

main().catch((err) => {
  // Known setup problems as one readable line; anything else with its stack.
  console.error(err instanceof ConfigError || err instanceof DataDirLockedError ? err.message : err);
  process.exit(1);
});
