import { ConfigError, loadConfig } from '../config';
import { DataDirLockedError } from '../db/dataDirLock';
import { migrate } from '../db/migrate';
import { openDb } from '../db/openDb';
import type { Db } from '../db/types';
import { syncDailyTotalsZone } from '../ledger/dailyTotals';
import { readPassword } from './passwordInput';
import { runCli } from './run';

/** `npm run cli -- ...`: the same database as the server (DATABASE_URL or DATA_DIR). */
async function main(): Promise<number> {
  let db: Db | null = null;
  try {
    return await runCli(process.argv.slice(2), {
      async db() {
        if (!db) {
          const config = loadConfig();
          db = await openDb({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
          await migrate(db);
          await syncDailyTotalsZone(db, config.timeZone);
        }
        return db;
      },
      out: (line) => console.log(line),
      err: (line) => console.error(line),
      readPassword,
    });
  } catch (e) {
    console.error(e instanceof ConfigError || e instanceof DataDirLockedError ? e.message : e);
    return 1;
  } finally {
    await (db as Db | null)?.close();
  }
}

main().then((code) => {
  process.exitCode = code;
});
