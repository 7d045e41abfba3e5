import { closeSync, createReadStream, fchmodSync, openSync, readFileSync, writeSync } from 'node:fs';
import { createInterface } from 'node:readline';
import { join } from 'node:path';
import { MIGRATIONS_DIR } from './migrate';
import type { Db, Queryable } from './types';

/**
 * Backups as one plain SQL file (docs/RELIABILITY.md):
 * - the schema: the migrations the database has applied, in order, as their own SQL, and
 *   their schema_migrations rows — so `psql -f FILE` builds the same schema in an empty
 *   PostgreSQL database;
 * - the data: every table's rows as INSERTs, parents before children (foreign keys), with
 *   the tables' own triggers off while loading (the daily totals are rows of the dump
 *   themselves: the triggers would count every record twice), then the sequences.
 * Everything between BEGIN and COMMIT: a load is all or nothing. Read in one REPEATABLE READ
 * transaction: one consistent moment, while the server keeps working (PostgreSQL).
 *
 * Values are written as PostgreSQL's own text for them (numeric exactly, timestamptz with its
 * offset) in E'' literals whose newlines are escaped: no literal spans a line, so a line that
 * ends with ';' ends a statement, which is how restoreBackup reads the data back.
 */

const SCHEMA_MARK = '-- m247:schema';
const DATA_MARK = '-- m247:data';
const END_MARK = '-- m247:end';
const VERSIONS_MARK = '-- m247:versions ';
const ROWS_PER_STATEMENT = 1000;

const ident = (name: string) => `"${name.replace(/"/g, '""')}"`;

function literal(value: string | null): string {
  if (value === null) return 'NULL';
  const escaped = value.replace(/\\/g, '\\\\').replace(/'/g, "''").replace(/\n/g, '\\n').replace(/\r/g, '\\r');
  return escaped === value ? `'${value}'` : `E'${escaped}'`;
}

interface Table {
  name: string;
  columns: string[];
  /** Primary key columns: the rows are read in key order, a batch at a time. */
  key: string[];
  /** Their SQL types, for the batch's parameters. */
  keyTypes: string[];
}

/** The public tables but schema_migrations, each after the tables it references. */
async function tablesInLoadOrder(q: Queryable): Promise<Table[]> {
  const { rows: cols } = await q.query<{ table: string; column: string }>(
    `SELECT c.relname AS table, a.attname AS column
       FROM pg_class c
       JOIN pg_namespace n ON n.oid = c.relnamespace
       JOIN pg_attribute a ON a.attrelid = c.oid AND a.attnum > 0 AND NOT a.attisdropped AND a.attgenerated = ''
      WHERE n.nspname = 'public' AND c.relkind = 'r' AND c.relname <> 'schema_migrations'
      ORDER BY c.relname, a.attnum`,
  );
  const { rows: refs } = await q.query<{ child: string; parent: string }>(
    `SELECT c.relname AS child, p.relname AS parent
       FROM pg_constraint k
       JOIN pg_class c ON c.oid = k.conrelid
       JOIN pg_class p ON p.oid = k.confrelid
       JOIN pg_namespace n ON n.oid = c.relnamespace
      WHERE k.contype = 'f' AND n.nspname = 'public' AND c.oid <> p.oid`,
  );
  const { rows: keys } = await q.query<{ table: string; column: string; type: string }>(
    `SELECT c.relname AS table, a.attname AS column, format_type(a.atttypid, a.atttypmod) AS type
       FROM pg_index i
       JOIN pg_class c ON c.oid = i.indrelid
       JOIN pg_namespace n ON n.oid = c.relnamespace
       CROSS JOIN LATERAL unnest(i.indkey) WITH ORDINALITY AS k(attnum, pos)
       JOIN pg_attribute a ON a.attrelid = c.oid AND a.attnum = k.attnum
      WHERE i.indisprimary AND n.nspname = 'public'
      ORDER BY c.relname, k.pos`,
  );
  const tables = new Map<string, string[]>();
  for (const { table, column } of cols) tables.set(table, [...(tables.get(table) ?? []), column]);
  const ordered: Table[] = [];
  const done = new Set<string>();
  const visit = (name: string, path: Set<string>) => {
    if (done.has(name) || path.has(name)) return;
    path.add(name);
    for (const r of refs) if (r.child === name && tables.has(r.parent)) visit(r.parent, path);
    done.add(name);
    const key = keys.filter((k) => k.table === name);
    ordered.push({ name, columns: tables.get(name)!, key: key.map((k) => k.column), keyTypes: key.map((k) => k.type) });
  };
  for (const name of [...tables.keys()].sort()) visit(name, new Set());
  return ordered;
}

/** Writes a backup of db to file; answers the rows written per table. */
export async function writeBackup(db: Db, file: string, migrationsDir = MIGRATIONS_DIR): Promise<Record<string, number>> {
  // A backup holds every password hash and the sessions' token hashes: its owner's eyes only.
  // The mode given to open applies only to a new file, so an existing one is narrowed too,
  // before anything is written into it.
  const fd = openSync(file, 'w', 0o600);
  fchmodSync(fd, 0o600);
  const out = (text: string) => writeSync(fd, text);
  const counts: Record<string, number> = {};
  try {
    await db.transaction(async (tx) => {
      if (db.kind === 'postgres') await tx.query('SET TRANSACTION ISOLATION LEVEL REPEATABLE READ, READ ONLY');
      const { rows: versions } = await tx.query<{ version: string; applied_at: string }>(
        'SELECT version, applied_at::text AS applied_at FROM schema_migrations ORDER BY version',
      );
      const tables = await tablesInLoadOrder(tx);
      out(`-- Money 24/7 backup, ${new Date().toISOString()}: plain SQL for an empty PostgreSQL database.
-- Load: npm run cli -- restore FILE (embedded database or DATABASE_URL), or
--       psql -v ON_ERROR_STOP=1 -d EMPTY_DATABASE -f FILE
${VERSIONS_MARK}${versions.map((v) => v.version).join(',')}
SET client_encoding = 'UTF8';
SET standard_conforming_strings = on;
BEGIN;
${SCHEMA_MARK}
CREATE TABLE schema_migrations (version text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now());
`);
      for (const v of versions) {
        out(`-- migration ${v.version}\n${readFileSync(join(migrationsDir, `${v.version}.sql`), 'utf8').trimEnd()}\n;\n`);
        out(`INSERT INTO schema_migrations (version, applied_at) VALUES (${literal(v.version)}, ${literal(v.applied_at)});\n`);
      }
      out(`${DATA_MARK}\nTRUNCATE ${tables.map((t) => ident(t.name)).join(', ')};\n`);
      for (const t of tables) out(`ALTER TABLE ${ident(t.name)} DISABLE TRIGGER USER;\n`);
      for (const t of tables) {
        counts[t.name] = 0;
        // Keyset pages over the primary key (an index walk each, whatever the table's size);
        // a table without one (none today) is read whole.
        // Qualified: an unqualified ORDER BY "id" would sort the text output column "id".
        const select = t.columns.map((c) => `t.${ident(c)}::text`).join(', ');
        const key = t.key.map((c) => `t.${ident(c)}`).join(', ');
        const keyText = t.key.map((c) => `t.${ident(c)}::text AS "__key_${c}"`).join(', ');
        let after: Array<string | null> | null = null;
        for (;;) {
          // The parameters typed as the key's columns: compared as text, '999' > '1000'.
          const where = after ? `WHERE (${key}) > (${t.keyTypes.map((type, i) => `$${i + 1}::${type}`).join(', ')})` : '';
          const sql = t.key.length
            ? `SELECT ${select}, ${keyText} FROM ${ident(t.name)} t ${where} ORDER BY ${key} LIMIT ${ROWS_PER_STATEMENT}`
            : `SELECT ${select} FROM ${ident(t.name)} t`;
          const { rows }: { rows: Array<Record<string, string | null>> } = await tx.query(sql, after ?? []);
          if (!rows.length) break;
          const values = rows.map((row) => `(${t.columns.map((c) => literal(row[c])).join(', ')})`);
          out(`INSERT INTO ${ident(t.name)} (${t.columns.map(ident).join(', ')}) VALUES\n${values.join(',\n')};\n`);
          counts[t.name] += rows.length;
          if (!t.key.length || rows.length < ROWS_PER_STATEMENT) break;
          const last: Record<string, string | null> = rows[rows.length - 1];
          after = t.key.map((c): string | null => last[`__key_${c}`]);
        }
      }
      for (const t of tables) out(`ALTER TABLE ${ident(t.name)} ENABLE TRIGGER USER;\n`);
      const { rows: sequences } = await tx.query<{ name: string; last_value: string | null }>(
        `SELECT sequencename AS name, last_value::text AS last_value FROM pg_sequences WHERE schemaname = 'public' ORDER BY 1`,
      );
      // In one DO block: psql prints nothing for it (a SELECT setval would print a table each).
      const setvals = sequences.map((s) => {
        const seq = literal(ident(s.name));
        return s.last_value === null ? `PERFORM setval(${seq}, 1, false);` : `PERFORM setval(${seq}, ${s.last_value}, true);`;
      });
      if (setvals.length) out(`DO $$BEGIN ${setvals.join(' ')} END$$;\n`);
      out(`${END_MARK}\nCOMMIT;\n`);
    });
  } finally {
    closeSync(fd);
  }
  return counts;
}

export class RestoreError extends Error {}

/**
 * Loads a backup into db, which must be migrated to the same versions as the backup and
 * hold no users, cities or currencies yet (the command line opens and migrates it first:
 * the backup's schema section is for psql into an empty database). All or nothing.
 */
export async function restoreBackup(db: Db, file: string): Promise<{ statements: number }> {
  // Read a line at a time: a backup of years of history does not fit in memory as one string.
  const reader = createInterface({ input: createReadStream(file, { encoding: 'utf8' }), crlfDelay: Infinity });
  const lines = reader[Symbol.asyncIterator]();
  const nextLine = async () => {
    const { value, done } = await lines.next();
    return done ? null : (value as string);
  };
  const notBackup = () => new RestoreError(`${file}: не резервная копия Money 24/7 (или неполная).`);
  try {
    // The head: the schema versions among the first lines, then the schema, to the data mark.
    let versionsLine: string | undefined;
    for (let n = 0; ; n++) {
      const line = await nextLine();
      if (line === null) throw notBackup();
      if (n < 6 && line.startsWith(VERSIONS_MARK)) versionsLine = line;
      if (line === DATA_MARK) break;
    }
    if (!versionsLine) throw notBackup();
    const { rows: applied } = await db.query<{ version: string }>('SELECT version FROM schema_migrations ORDER BY version');
    const want = versionsLine.slice(VERSIONS_MARK.length).trim();
    const have = applied.map((r) => r.version).join(',');
    if (want !== have) {
      throw new RestoreError(`Версии схемы копии (${want}) и базы (${have}) различаются: восстановите той версией программы, что сделала копию.`);
    }
    const { rows: used } = await db.query<{ n: number }>(
      'SELECT (SELECT count(*) FROM users) + (SELECT count(*) FROM cities) + (SELECT count(*) FROM currencies) AS n',
    );
    if (Number(used[0].n) > 0) throw new RestoreError('База не пуста: восстанавливать можно только в новую (пустую) базу.');

    // Statements end where a line ends with ';' (no literal spans a line: see writeBackup).
    // A file cut short (no end mark) throws inside the transaction: nothing stays loaded.
    let statements = 0;
    await db.transaction(async (tx) => {
      let current: string[] = [];
      for (;;) {
        const line = await nextLine();
        if (line === null) throw notBackup();
        if (line === END_MARK) break;
        if (!line) continue;
        current.push(line);
        if (line.endsWith(';')) {
          await tx.exec(current.join('\n'));
          statements++;
          current = [];
        }
      }
      if (current.length) throw new RestoreError(`${file}: оборванная инструкция в конце данных.`);
    });
    return { statements };
  } finally {
    reader.close();
  }
}
