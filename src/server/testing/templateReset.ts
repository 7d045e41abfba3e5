import type { PGlite } from '@electric-sql/pglite';

/**
 * What a database freshly made from the migrated template holds, and how to bring a used one
 * back to it (workerDatabase.ts): every table emptied and the template's own rows (the
 * migrations' reference data) put back, every sequence where the template had it, the
 * session's state dropped (prepared statements, settings, LISTENs, locks, temporary tables).
 * Only rows and sequences are put back: a database whose schema differs from the template's
 * (a test made a table, a trigger, a function…) is refused, and its caller starts a new one.
 */
export interface TemplateState {
  /** A digest of the schema: tables, columns, indexes, functions, triggers, constraints, types. */
  schema: string;
  /** Every table, quoted, for the TRUNCATE. */
  tables: string[];
  /** One statement naming the tables that hold a row, with their size on disk. */
  nonEmpty: string;
  /** The template's rows, per table that has any: an INSERT and its JSON. */
  rows: Array<{ table: string; insert: string; json: string }>;
  /** One statement that puts every sequence back (null: there are none). */
  sequences: string | null;
}

/** Past this size (table, indexes and toast) a table is truncated rather than deleted from. */
const BIG = 256 * 1024;

const USER_NAMESPACE = `n.nspname NOT IN ('pg_catalog', 'information_schema') AND n.nspname NOT LIKE 'pg\\_toast%' AND n.nspname NOT LIKE 'pg\\_temp%'`;

const SCHEMA_DIGEST = `
SELECT md5(string_agg(item, '|' ORDER BY item)) AS digest FROM (
  SELECT format('rel %s.%s %s %s', n.nspname, c.relname, c.relkind, c.relnatts) AS item
    FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace WHERE ${USER_NAMESPACE}
  UNION ALL
  SELECT format('col %s %s %s %s %s', a.attrelid::regclass, a.attname, a.atttypid, a.atttypmod, a.attnotnull)
    FROM pg_attribute a JOIN pg_class c ON c.oid = a.attrelid JOIN pg_namespace n ON n.oid = c.relnamespace
   WHERE ${USER_NAMESPACE} AND a.attnum > 0 AND NOT a.attisdropped
  UNION ALL
  SELECT format('default %s %s %s', d.adrelid::regclass, d.adnum, md5(pg_get_expr(d.adbin, d.adrelid))) FROM pg_attrdef d
  UNION ALL
  SELECT format('fn %s %s', p.oid::regprocedure, md5(coalesce(p.prosrc, '')))
    FROM pg_proc p JOIN pg_namespace n ON n.oid = p.pronamespace WHERE ${USER_NAMESPACE}
  UNION ALL
  SELECT format('trigger %s %s %s', t.tgrelid::regclass, t.tgname, t.tgenabled) FROM pg_trigger t
  UNION ALL
  SELECT format('constraint %s %s %s %s', c.conrelid::regclass, c.conname, c.contype, c.convalidated) FROM pg_constraint c
  UNION ALL
  SELECT format('type %s.%s %s', n.nspname, t.typname, t.typtype) FROM pg_type t JOIN pg_namespace n ON n.oid = t.typnamespace WHERE ${USER_NAMESPACE}
  UNION ALL
  SELECT format('enum %s %s %s', e.enumtypid, e.enumsortorder, e.enumlabel) FROM pg_enum e
  UNION ALL
  SELECT format('extension %s %s', extname, extversion) FROM pg_extension
  UNION ALL
  SELECT format('setting %s %s %s', setdatabase, setrole, setconfig) FROM pg_db_role_setting
  UNION ALL
  SELECT format('role %s %s', rolname, rolsuper) FROM pg_roles
  UNION ALL
  SELECT format('policy %s %s', polrelid::regclass, polname) FROM pg_policy
) items`;

async function schemaDigest(pg: PGlite): Promise<string> {
  const { rows } = await pg.query<{ digest: string }>(SCHEMA_DIGEST);
  return rows[0].digest;
}

export async function captureTemplate(pg: PGlite): Promise<TemplateState> {
  const { rows: tables } = await pg.query<{ name: string; literal: string; columns: string | null }>(`
    SELECT format('%I.%I', n.nspname, c.relname) AS name, quote_literal(format('%I.%I', n.nspname, c.relname)) AS literal,
           (SELECT string_agg(quote_ident(a.attname), ', ' ORDER BY a.attnum) FROM pg_attribute a
             WHERE a.attrelid = c.oid AND a.attnum > 0 AND NOT a.attisdropped AND a.attgenerated = '') AS columns
      FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
     WHERE c.relkind IN ('r', 'p') AND ${USER_NAMESPACE}
     ORDER BY 1`);
  const nonEmpty = tables.length
    ? tables
        .map((t) => `SELECT ${t.literal} AS name, pg_total_relation_size(${t.literal}) AS bytes WHERE EXISTS (SELECT 1 FROM ${t.name})`)
        .join(' UNION ALL ')
    : `SELECT NULL::text AS name, 0::bigint AS bytes WHERE false`;
  const { rows: filled } = await pg.query<{ name: string }>(nonEmpty);
  const rows: TemplateState['rows'] = [];
  for (const { name } of filled) {
    const table = tables.find((t) => t.name === name)!;
    const { rows: data } = await pg.query<{ json: string }>(`SELECT json_agg(t)::text AS json FROM ${name} t`);
    rows.push({
      table: name,
      insert: `INSERT INTO ${name} (${table.columns}) OVERRIDING SYSTEM VALUE SELECT ${table.columns} FROM json_populate_recordset(NULL::${name}, $1::json)`,
      json: data[0].json,
    });
  }
  const { rows: sequences } = await pg.query<{ setval: string }>(`
    SELECT format('setval(%L, %s, %s)', format('%I.%I', schemaname, sequencename), coalesce(last_value, start_value), (last_value IS NOT NULL)::text) AS setval
      FROM pg_sequences ORDER BY 1`);
  return {
    schema: await schemaDigest(pg),
    tables: tables.map((t) => t.name),
    nonEmpty,
    rows,
    sequences: sequences.length ? `SELECT ${sequences.map((s) => s.setval).join(', ')}` : null,
  };
}

/** Puts the database back as the template left it; false when its schema is not the template's. */
export async function resetToTemplate(pg: PGlite, template: TemplateState): Promise<boolean> {
  // A transaction a test left open ends here (outside one, ROLLBACK only warns).
  await pg.exec('ROLLBACK');
  await pg.exec('DISCARD ALL');
  if ((await schemaDigest(pg)) !== template.schema) return false;
  const { rows: filled } = await pg.query<{ name: string; bytes: string }>(template.nonEmpty);
  const dirty = new Map<string, number>(filled.map((r) => [r.name, Number(r.bytes)]));
  for (const r of template.rows) if (!dirty.has(r.table)) dirty.set(r.table, 0);
  // No trigger of the app's fires and no foreign key is checked row by row: the emptied tables
  // are emptied together, and the template's rows held in the template.
  await pg.exec('SET session_replication_role = replica');
  // A DELETE of a few rows costs a fraction of a TRUNCATE (which makes new files for the
  // table and each index); the dead rows it leaves are few, and a table grown past BIG is
  // truncated instead, which also drops them.
  const big = [...dirty].filter(([, bytes]) => bytes > BIG).map(([name]) => name);
  const small = [...dirty].filter(([, bytes]) => bytes <= BIG).map(([name]) => name);
  if (big.length) await pg.exec(`TRUNCATE ${big.join(', ')} CASCADE`);
  if (small.length) await pg.exec(small.map((name) => `DELETE FROM ${name};`).join('\n'));
  for (const r of template.rows) await pg.query(r.insert, [r.json]);
  await pg.exec('RESET session_replication_role');
  if (template.sequences) await pg.query(template.sequences);
  return true;
}
