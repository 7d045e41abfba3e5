import type { Db } from '../db/types';
import { openTestDb } from './testDb';

/**
 * The worker's PGlite (workerDatabase.ts) is lent to one test file after another: each must
 * find it exactly as a database fresh from the template, and get its answers as its own
 * realm's objects. PGlite only: on PostgreSQL every file has a database of its own.
 */
const onPglite = process.env.TEST_DATABASE_URL ? describe.skip : describe;

/** The jest environment's worker object (src/testing/serverTestEnvironment.js). */
const worker = () => (globalThis as unknown as { __m247Worker: { lent: boolean; database: { pg: object } | null } }).__m247Worker;

/** Every table's rows and every sequence's position, as one digest. */
async function contents(db: Db): Promise<Record<string, string>> {
  const { rows: tables } = await db.query<{ name: string }>(
    `SELECT format('%I.%I', schemaname, tablename) AS name FROM pg_tables WHERE schemaname NOT IN ('pg_catalog', 'information_schema') ORDER BY 1`,
  );
  const out: Record<string, string> = {};
  for (const { name } of tables) {
    const { rows } = await db.query<{ digest: string; n: number }>(
      `SELECT md5(coalesce(string_agg(t::text, '|' ORDER BY t::text), '')) AS digest, count(*)::int AS n FROM ${name} t`,
    );
    out[name] = `${rows[0].n} ${rows[0].digest}`;
  }
  const { rows: sequences } = await db.query<{ name: string; at: string | null }>(
    `SELECT sequencename AS name, last_value::text AS at FROM pg_sequences ORDER BY 1`,
  );
  for (const s of sequences) out[`sequence ${s.name}`] = String(s.at);
  return out;
}

/** What a file may leave behind: rows in many tables, used sequences, session state. */
async function dirty(db: Db): Promise<void> {
  await db.query(`INSERT INTO cities (name) VALUES ('Тверь'), ('Псков')`);
  await db.query(`DELETE FROM denomination_defaults`);
  await db.query(`UPDATE site_settings SET active = NOT active`).catch(() => undefined);
  await db.query(`SELECT nextval(pg_get_serial_sequence('cities', 'id'))`);
  await db.exec(`SET TIME ZONE 'Asia/Tokyo'; PREPARE left_behind AS SELECT 1; CREATE TEMP TABLE scratch (x int)`);
}

onPglite("the worker's database", () => {
  it('comes back to the next file exactly as a fresh database from the template', async () => {
    const lent = await openTestDb();
    expect(worker().lent).toBe(true);
    // The file holds the worker's database, so this one is a PGlite of its own, from the template.
    const fresh = await openTestDb();
    try {
      expect(await contents(lent)).toEqual(await contents(fresh));
      await dirty(lent);
      expect(await contents(lent)).not.toEqual(await contents(fresh));
      const instance = worker().database?.pg;
      await lent.close();
      expect(worker().lent).toBe(false);

      const next = await openTestDb();
      try {
        expect(worker().lent).toBe(true);
        // The same PGlite, put back (not a new one from the template; compared as a boolean:
        // jest's diff of two PGlites would print their memory).
        expect(worker().database?.pg === instance).toBe(true);
        expect(await contents(next)).toEqual(await contents(fresh));
        const { rows } = await next.query<{ zone: string; prepared: number; temp: number }>(
          `SELECT current_setting('TimeZone') AS zone, (SELECT count(*)::int FROM pg_prepared_statements WHERE name = 'left_behind') AS prepared,
                  (SELECT count(*)::int FROM pg_class WHERE relname = 'scratch') AS temp`,
        );
        expect(rows[0]).toEqual({ zone: expect.not.stringMatching('Tokyo'), prepared: 0, temp: 0 });
      } finally {
        await next.close();
      }
    } finally {
      await lent.close();
      await fresh.close();
    }
  });

  it('is not lent again once a test changed its schema: the next file gets a new one', async () => {
    const changed = await openTestDb();
    await changed.exec('CREATE TABLE left_by_a_test (x int)');
    await changed.close();
    const next = await openTestDb();
    try {
      const { rows } = await next.query<{ n: number }>(`SELECT count(*)::int AS n FROM pg_class WHERE relname = 'left_by_a_test'`);
      expect(rows[0].n).toBe(0);
    } finally {
      await next.close();
    }
  });

  it('answers with rows, dates, bytes and errors of the test file’s own realm, and takes its dates and bytes as parameters', async () => {
    const db = await openTestDb();
    try {
      const { rows } = await db.query<{ d: Date; b: Uint8Array; a: number[]; j: object }>(
        `SELECT now() AS d, '\\x0102'::bytea AS b, ARRAY[1, 2] AS a, '{"x": 1}'::jsonb AS j`,
      );
      expect(rows[0].d).toBeInstanceOf(Date);
      expect(rows[0].b).toBeInstanceOf(Uint8Array);
      expect(rows).toStrictEqual([{ d: rows[0].d, b: new Uint8Array([1, 2]), a: [1, 2], j: { x: 1 } }]);
      const err = await db.query('SELECT 1 / 0').catch((e: unknown) => e);
      expect(err).toBeInstanceOf(Error);
      expect(err).toMatchObject({ code: '22012', message: 'division by zero' });
      const inside = await db.transaction(async (tx) => (await tx.query<{ d: Date }>('SELECT now() AS d')).rows[0].d);
      expect(inside).toBeInstanceOf(Date);
      await expect(db.transaction((tx) => tx.query('SELECT 1 / 0'))).rejects.toBeInstanceOf(Error);
      // And the file's dates and bytes go in as parameters, inside a transaction or not.
      const at = new Date('2026-11-29T00:30:00Z');
      const echo = `SELECT $1::timestamptz AS t, $2::date AS d, $3::bytea AS b, $4::timestamptz[] AS ts`;
      const params = [at, at, new Uint8Array([3]), [at]];
      const expected = [{ t: at, d: expect.any(Date), b: new Uint8Array([3]), ts: [at] }];
      expect((await db.query(echo, params)).rows).toEqual(expected);
      expect(await db.transaction(async (tx) => (await tx.query(echo, params)).rows)).toEqual(expected);
    } finally {
      await db.close();
    }
  });

  it('refuses calls once the file closed it, as a closed PGlite does', async () => {
    const db = await openTestDb();
    await db.close();
    await expect(db.query('SELECT 1')).rejects.toThrow('closed');
  });
});
