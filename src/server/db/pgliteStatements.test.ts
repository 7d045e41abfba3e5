import type { PGlite } from '@electric-sql/pglite';
import { ownPglite } from '../testing/testDb';
import { type PgliteDb, pgliteDb } from './pgliteDb';
import { inDbShape } from './pgliteStatements';

// The product's queries run as named prepared statements (pgliteStatements.ts), inside a
// transaction and outside. Both must answer as PGlite's own query() does: `pg` is the same
// PGlite, asked through that query().
describe('PGlite prepared statements', () => {
  let pg: PGlite;
  let db: PgliteDb;
  beforeAll(async () => {
    pg = await ownPglite();
    db = pgliteDb(pg);
    await db.exec(`CREATE TABLE t (id serial PRIMARY KEY, amount numeric(28,8) NOT NULL CHECK (amount >= 0),
                                   at timestamptz, tags text[], note text)`);
  }, 60_000);
  afterAll(() => db.close());

  /** PGlite's own answer, in the shape the product's Db gives. */
  const reference = async (sql: string, params: unknown[]) => inDbShape(await pg.query(sql, params));
  const SELECT = 'SELECT id, amount, at, tags, note FROM t WHERE id = ANY($1::int[]) ORDER BY id';

  it('answers as PGlite does: types, nulls, arrays, row counts', async () => {
    const at = new Date('2026-03-01T10:00:00Z');
    const inserted = await db.transaction(async (tx) => {
      const first = await tx.query<{ id: number }>('INSERT INTO t (amount, at, tags, note) VALUES ($1, $2, $3, $4) RETURNING id', ['12.5', at, ['a', 'b "c"'], null]);
      // The same text again: now from the prepared statement.
      const second = await tx.query<{ id: number }>('INSERT INTO t (amount, at, tags, note) VALUES ($1, $2, $3, $4) RETURNING id', ['0', null, [], 'x']);
      const updated = await tx.query('UPDATE t SET note = $2 WHERE id = ANY($1::int[])', [[first.rows[0].id, second.rows[0].id], 'y']);
      expect(updated).toEqual({ rows: [], rowCount: 2 });
      return [first.rows[0].id, second.rows[0].id];
    });
    const inside = await db.transaction((tx) => tx.query(SELECT, [inserted]));
    const outside = await db.query(SELECT, [inserted]);
    expect(inside).toEqual(await reference(SELECT, [inserted]));
    expect(outside).toEqual(inside);
    expect(inside.rows[0]).toEqual({ id: inserted[0], amount: '12.50000000', at, tags: ['a', 'b "c"'], note: 'y' });
  });

  it.each([
    ['several rows, every common type', `SELECT g AS n, g::bigint AS big, (g * 1.5)::numeric(10,2) AS amount, g % 2 = 0 AS even,
       ('2026-03-0' || g)::date AS day, json_build_object('g', g) AS doc, jsonb_build_array(g, 'ё') AS arr,
       ARRAY[g, g + 1] AS ints, ARRAY['Касса', NULL] AS names, NULL::text AS nothing, 'Ксения «кассир»' AS cyrillic
       FROM generate_series(1, $1::int) g`, [3]],
    ['no rows, columns known', 'SELECT id, note FROM t WHERE id < $1', [0]],
    ['parameters of every kind', 'SELECT $1::jsonb AS j, $2::boolean AS b, $3::timestamptz AS at, $4::text[] AS list, $5::numeric AS n',
      [{ a: [1, 'два'] }, false, new Date('2026-01-02T03:04:05.678Z'), ['x', 'y,z'], '12345678901234567890.12345678']],
    ['no result columns', 'UPDATE t SET note = note WHERE id < $1', [0]],
  ])('gives what query() gives, in a transaction and outside: %s', async (_, sql, params) => {
    const expected = await reference(sql, params);
    const inside = await db.transaction(async (tx) => [await tx.query(sql, params), await tx.query(sql, params)]);
    expect(inside).toEqual([expected, expected]);
    expect([await db.query(sql, params), await db.query(sql, params)]).toEqual([expected, expected]);
  });

  it('fails like PGlite: the database error with its code and statement, and the transaction rolls back', async () => {
    const before = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM t');
    const sql = 'INSERT INTO t (amount) VALUES ($1)';
    const failed = db.transaction(async (tx) => {
      await tx.query(sql, ['1']);
      await tx.query(sql, ['-1']);
    });
    await expect(failed).rejects.toMatchObject({ code: '23514', query: sql, params: ['-1'] });
    await expect(db.transaction((tx) => tx.query('SELEC 1'))).rejects.toMatchObject({ code: '42601' });
    const duplicate = db.transaction((tx) => tx.query('INSERT INTO t (id, amount) VALUES ($1, 0), ($1, 0)', [999]));
    await expect(duplicate).rejects.toMatchObject({ code: '23505', constraint: 't_pkey', detail: 'Key (id)=(999) already exists.' });
    expect((await db.query<{ n: number }>('SELECT count(*)::int AS n FROM t')).rows).toEqual(before.rows);
    // The connection is usable afterwards, prepared statements included.
    await db.transaction((tx) => tx.query(sql, ['2']));
    expect((await db.query<{ n: number }>('SELECT count(*)::int AS n FROM t')).rows[0].n).toBe(before.rows[0].n + 1);
  });

  it('fails outside a transaction as query() does, writes nothing, and goes on', async () => {
    const count = 'SELECT count(*)::int AS n FROM t';
    const before = await db.query<{ n: number }>(count);
    const sql = 'INSERT INTO t (amount) VALUES ($1), ($2)';
    const ours = await db.query(sql, ['1', '-1']).catch((err: unknown) => err);
    const theirs = await pg.query(sql, ['1', '-1']).catch((err: unknown) => err);
    expect(ours).toMatchObject({ code: '23514', query: sql, params: ['1', '-1'], constraint: 't_amount_check' });
    expect(Object.getPrototypeOf(ours)).toBe(Object.getPrototypeOf(theirs));
    await expect(db.query('SELEC $1', [1])).rejects.toMatchObject({ code: '42601' });
    // The statement was its own transaction: its first row is not there, and the next call works.
    expect(await db.query(count)).toEqual(before);
    expect(await db.query(sql, ['1', '2'])).toEqual({ rows: [], rowCount: 2 });
    expect((await db.query<{ n: number }>(count)).rows[0].n).toBe(before.rows[0].n + 2);
  });

  it('waits outside for a transaction that is running, as query() does', async () => {
    const order: string[] = [];
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let wrote!: () => void;
    const written = new Promise<void>((resolve) => (wrote = resolve));
    const tx = db.transaction(async (t) => {
      await t.query('INSERT INTO t (amount, note) VALUES ($1, $2)', ['5', 'waited for']);
      order.push('transaction wrote');
      wrote();
      await held;
      order.push('transaction ends');
    });
    // The read is asked while the transaction is open, then given time to overtake it.
    await written;
    const read = db.query<{ n: number }>("SELECT count(*)::int AS n FROM t WHERE note = 'waited for'").then((r) => {
      order.push('read');
      return r.rows[0].n;
    });
    await new Promise((resolve) => setTimeout(resolve, 20));
    release();
    await tx;
    expect(await read).toBe(1);
    expect(order).toEqual(['transaction wrote', 'transaction ends', 'read']);
  });

  it('delivers a NOTIFY sent outside a transaction to this connection’s listener', async () => {
    const heard: string[] = [];
    const stop = await db.listen('prepared_test', (payload) => heard.push(payload));
    await db.query('SELECT pg_notify($1, $2)', ['prepared_test', 'outside']);
    await db.transaction((tx) => tx.query('SELECT pg_notify($1, $2)', ['prepared_test', 'inside']));
    await stop();
    expect(heard).toEqual(['outside', 'inside']);
  });

  it('runs queries issued at once inside one transaction one after another', async () => {
    const results = await db.transaction((tx) =>
      Promise.all(Array.from({ length: 20 }, (_, i) => tx.query<{ v: number }>('SELECT $1::int * 2 AS v', [i]))),
    );
    expect(results.map((r) => r.rows[0].v)).toEqual(Array.from({ length: 20 }, (_, i) => i * 2));
  });

  it('refuses a query after its transaction ended', async () => {
    let leaked: { query: (sql: string) => Promise<unknown> } | undefined;
    await db.transaction(async (tx) => {
      leaked = tx;
    });
    await expect(leaked!.query('SELECT 1')).rejects.toThrow('Transaction is closed');
  });
});
