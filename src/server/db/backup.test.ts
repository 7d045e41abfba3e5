import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Client } from 'pg';
import { runCli } from '../cli/run';
import { FAST_SCRYPT } from '../auth/passwords';
import { SYSTEM_ACTOR } from '../http/scope';
import { verifyLedger } from '../ledger/verify';
import { cryptoBalance } from '../features/reports/cryptoReports';
import { cityData, overallDayAmount } from '../features/reports/dayBalances';
import { earningReport } from '../features/reports/earnings';
import { seedDemo } from '../seed/demo';
import { seedDemoLedger } from '../seed/demoLedger';
import { openTestDb } from '../testing/testDb';
import { useTestDb } from '../testing/useFixture';
import { RestoreError, restoreBackup, writeBackup } from './backup';
import { openPostgres } from './postgresDb';
import type { Db, Queryable } from './types';

/**
 * A backup of the demo database restored into an empty one is the same database: every
 * table's rows, the sequences, `ledger verify` and the reports' answers. On PostgreSQL
 * (npm run test:pg) the file is also loaded with psql into a database without any schema.
 */
let dir: string;
let file: string;
const source = useTestDb();
beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'm247-backup-'));
  file = join(dir, 'demo.sql');
  await seedDemo(source.db, { scrypt: FAST_SCRYPT });
  await seedDemoLedger(source.db, { days: 4 });
  // A text no literal may break: quotes, backslashes, newlines, a semicolon at a line's end.
  await source.db.query(`UPDATE income_outcome SET comment = $1 WHERE id = (SELECT min(id) FROM income_outcome)`, [
    "it's C:\\temp\\n;\nline two;\r\n\\x41 'quoted'",
  ]);
  await writeBackup(source.db, file);
}, 180_000);
afterAll(() => {
  if (!process.env.KEEP_BACKUP_TEST) rmSync(dir, { recursive: true, force: true });
});

/** Every table's rows (as text, in key order) and every sequence, digested. */
async function fingerprint(q: Queryable): Promise<Record<string, string>> {
  const { rows: tables } = await q.query<{ name: string }>(
    `SELECT tablename AS name FROM pg_tables WHERE schemaname = 'public' AND tablename <> 'schema_migrations' ORDER BY 1`,
  );
  const out: Record<string, string> = {};
  for (const { name } of tables) {
    const { rows } = await q.query<{ n: number; digest: string | null }>(
      `SELECT count(*)::int AS n, md5(string_agg(t::text, E'\\n' ORDER BY t::text)) AS digest FROM "${name}" t`,
    );
    out[name] = `${rows[0].n}:${rows[0].digest}`;
  }
  const { rows: seqs } = await q.query<{ name: string; v: string | null }>(
    `SELECT sequencename AS name, last_value::text AS v FROM pg_sequences WHERE schemaname = 'public' ORDER BY 1`,
  );
  for (const s of seqs) out[`sequence ${s.name}`] = String(s.v);
  return out;
}

async function answers(db: Db) {
  const verify = await verifyLedger(db);
  const cities = (await db.query<{ id: number }>('SELECT id FROM cities ORDER BY id')).rows;
  return {
    verify: { ok: verify.ok, counts: verify.counts, failed: verify.checks.filter((c) => !c.ok) },
    earnings: await earningReport(db, SYSTEM_ACTOR, {}),
    cities: await Promise.all(cities.map((c) => cityData(db, SYSTEM_ACTOR, { city: c.id }))),
    overall: await overallDayAmount(db, SYSTEM_ACTOR, {}),
    crypto: await cryptoBalance(db, SYSTEM_ACTOR),
  };
}

describe('backup and restore', () => {
  // Each restore's target is opened in its test: a database of its own, empty, closed at the test's end.
  it('restores the demo database into an empty one: same rows, sequences, ledger verify and reports', async () => {
    const target = await openTestDb();
    try {
      await restoreBackup(target, file);
      const [before, after] = [await fingerprint(source.db), await fingerprint(target)];
      expect(Object.keys(before).length).toBeGreaterThan(20);
      expect(before.ledger_entries).toMatch(/^[1-9]\d*:/);
      expect(after).toEqual(before);
      const expected = await answers(source.db);
      expect(expected.verify).toMatchObject({ ok: true, failed: [] });
      expect(await answers(target)).toEqual(expected);
      // The triggers are back on: a new record counts in the daily totals again.
      const { rows } = await target.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM pg_trigger WHERE NOT tgisinternal AND tgenabled <> 'O'`,
      );
      expect(rows[0].n).toBe(0);
    } finally {
      await target.close();
    }
  });

  it('refuses a database that is not empty, and changes nothing', async () => {
    const before = await fingerprint(source.db);
    await expect(restoreBackup(source.db, file)).rejects.toThrow(RestoreError);
    expect(await fingerprint(source.db)).toEqual(before);
  });

  it('refuses a file that is not a whole backup, and loads nothing', async () => {
    const target = await openTestDb();
    try {
      const cut = join(dir, 'cut.sql');
      const text = readFileSync(file, 'utf8');
      writeFileSync(cut, text.slice(0, Math.floor(text.length * 0.7)));
      await expect(restoreBackup(target, cut)).rejects.toThrow(RestoreError);
      // A statement broken in the middle of the data: the whole load is rolled back.
      const broken = join(dir, 'broken.sql');
      writeFileSync(broken, text.replace(/INSERT INTO "ledger_entries"/, 'INSERT INTO "ledger_entriez"'));
      await expect(restoreBackup(target, broken)).rejects.toThrow();
      expect((await target.query<{ n: number }>('SELECT count(*)::int AS n FROM users')).rows[0].n).toBe(0);
    } finally {
      await target.close();
    }
  });

  it('npm run cli -- backup FILE / restore FILE: the same, with exit codes', async () => {
    const cli = async (db: Db, ...argv: string[]) => {
      const lines: string[] = [];
      const code = await runCli(argv, { db: async () => db, out: (l) => lines.push(l), err: (l) => lines.push(l) });
      return { code, text: lines.join('\n') };
    };
    const copy = join(dir, 'cli.sql');
    expect(await cli(source.db, 'backup', copy)).toMatchObject({ code: 0, text: expect.stringContaining('строк') });
    const target = await openTestDb();
    try {
      expect(await cli(target, 'restore', copy)).toMatchObject({ code: 0, text: expect.stringContaining('Восстановлено') });
      expect(await fingerprint(target)).toEqual(await fingerprint(source.db));
      expect(await cli(target, 'restore', copy)).toMatchObject({ code: 1, text: expect.stringContaining('База не пуста') });
    } finally {
      await target.close();
    }
  });

  const adminUrl = process.env.TEST_DATABASE_URL;
  (adminUrl ? it : it.skip)('loads with psql into an empty PostgreSQL database (no schema at all)', async () => {
    const name = `m247_restore_${randomBytes(5).toString('hex')}`;
    const admin = new Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    const url = new URL(adminUrl!);
    url.pathname = `/${name}`;
    try {
      const psql = spawnSync('psql', ['-X', '-q', '-v', 'ON_ERROR_STOP=1', '-d', url.toString(), '-f', file], { encoding: 'utf8' });
      expect({ status: psql.status, stderr: psql.stderr }).toEqual({ status: 0, stderr: '' });
      const loaded = await openPostgres(url.toString(), 2);
      try {
        expect(await fingerprint(loaded)).toEqual(await fingerprint(source.db));
        expect(await answers(loaded)).toEqual(await answers(source.db));
      } finally {
        await loaded.close();
      }
    } finally {
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    }
  });
});
