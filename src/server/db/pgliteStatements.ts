import { type PGlite, type Results, type Transaction, parse, protocol } from '@electric-sql/pglite';
import type { Queryable, QueryResult } from './types';

interface Prepared {
  /** The statement's name, NUL-terminated, as Bind carries it. */
  name: Uint8Array;
  paramTypes: number[];
  /** Result columns (Describe answered them once): names and type oids. */
  columns: Array<{ name: string; type: number }>;
}

/** The product's SQL texts are a fixed set; past this many the rest run unnamed. */
const MAX_PREPARED = 1000;

const encoder = new TextEncoder();
const decoder = new TextDecoder();
/** Execute (unnamed portal, all rows) and Sync. */
const EXECUTE_SYNC = new Uint8Array([69, 0, 0, 0, 9, 0, 0, 0, 0, 0, 83, 0, 0, 0, 4]);
/** A statement that may send a NOTIFY (`NOTIFY`, `pg_notify()`). */
const NOTIFIES = /notify/i;
/** Tags whose count PGlite adds up as affectedRows. */
const COUNTED = new Set(['INSERT', 'UPDATE', 'DELETE', 'COPY', 'MERGE']);

function concat(parts: Uint8Array[]): Uint8Array {
  if (parts.length === 1) return parts[0];
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const p of parts) {
    out.set(p, at);
    at += p.length;
  }
  return out;
}

/** Bind: unnamed portal, the statement, text parameters (null = SQL NULL), text results. */
function bind(statement: Uint8Array, values: Array<string | null>): Uint8Array {
  const encoded = values.map((v) => (v === null ? null : encoder.encode(v)));
  const length = 4 + 1 + statement.length + 2 + 2 + encoded.reduce((n, v) => n + 4 + (v?.length ?? 0), 0) + 2;
  const out = new Uint8Array(1 + length + EXECUTE_SYNC.length);
  const view = new DataView(out.buffer);
  let at = 0;
  out[at++] = 66; // 'B'
  view.setInt32(at, length);
  at += 4;
  out[at++] = 0; // unnamed portal
  out.set(statement, at);
  at += statement.length;
  view.setInt16(at, 0); // every parameter in text
  at += 2;
  view.setInt16(at, encoded.length);
  at += 2;
  for (const v of encoded) {
    view.setInt32(at, v ? v.length : -1);
    at += 4;
    if (v) {
      out.set(v, at);
      at += v.length;
    }
  }
  view.setInt16(at, 0); // every result column in text
  at += 2;
  out.set(EXECUTE_SYNC, at);
  return out;
}

/** PGlite's own answer in the shape of the product's Db. */
export function inDbShape<T>(res: Results<T>): QueryResult<T> {
  return { rows: res.rows, rowCount: res.affectedRows ?? res.rows.length };
}

/** As PGlite does for its own queries: the statement travels with its error. */
function withQuery(err: unknown, sql: string, params: unknown[]): unknown {
  if (err instanceof Error) Object.assign(err, { query: sql, params, queryOptions: undefined });
  return err;
}

/**
 * Named prepared statements on PGlite, for queries inside a transaction. PGlite's own
 * query() parses, plans and describes every statement on each call, in six protocol
 * messages, each a trip into the WASM module; for the writes that run thousands of times
 * (the demo seed, every operation of the API) that was more than executing them. Here a
 * statement is parsed and described once; a call is then one Bind + Execute + Sync, its
 * answer read straight from the wire (DataRow, CommandComplete), with PGlite's parsers for
 * the values and PGlite's own DatabaseError when something fails — the results are those of
 * query() (pgliteStatements.test.ts compares them).
 *
 * Inside pg.transaction() its lock keeps every other caller out, and runExclusive orders the
 * transaction's own queries. Outside one (`query`), a call takes both locks as PGlite's own
 * query() does, and Sync commits it as its own implicit transaction. Plans follow schema
 * changes by themselves; a statement whose result columns a later DDL changes would fail
 * ("cached plan must not change result type") — the schema only changes in migrations,
 * which run through exec(), before any of this runs.
 *
 * A NOTIFY sent outside a transaction is delivered with the statement's own answer, and only
 * PGlite's query() hands those to its listeners: such a statement goes there. (Inside a
 * transaction the NOTIFY comes with the COMMIT, which PGlite runs itself.)
 */
export class PgliteStatements {
  private readonly prepared = new Map<string, Prepared>();

  constructor(private readonly pg: PGlite) {}

  /** A query outside any transaction, answered as PGlite's query() answers it. */
  async query<T>(sql: string, params: unknown[] = []): Promise<QueryResult<T>> {
    if (NOTIFIES.test(sql) || this.full(sql)) return inDbShape(await this.pg.query<T>(sql, params));
    await this.pg._checkReady();
    return this.pg._runExclusiveTransaction(() => this.pg.runExclusive(() => this.run<T>(sql, params, true)));
  }

  queryable(tx: Transaction): Queryable {
    return {
      query: async <T>(sql: string, params: unknown[] = []): Promise<QueryResult<T>> => {
        if (tx.closed) throw new Error('Transaction is closed');
        if (this.full(sql)) return inDbShape(await tx.query<T>(sql, params));
        return this.pg.runExclusive(() => this.run<T>(sql, params));
      },
      exec: async (sql: string) => {
        await tx.exec(sql);
      },
    };
  }

  /** A new text with no room left for it: it runs unnamed, through PGlite's query(). */
  private full(sql: string): boolean {
    return !this.prepared.has(sql) && this.prepared.size >= MAX_PREPARED;
  }

  /** `committing`: the statement is its own transaction, written to the file system after it as query() does. */
  private async run<T>(sql: string, params: unknown[], committing = false): Promise<QueryResult<T>> {
    try {
      const statement = this.prepared.get(sql) ?? (await this.prepare(sql));
      const values = params.map((value, i) => {
        if (value === null || value === undefined) return null;
        const serializer = this.pg.serializers[statement.paramTypes[i]];
        return String(serializer ? serializer(value) : value);
      });
      const chunks: Uint8Array[] = [];
      await this.pg.execProtocolRawStream(bind(statement.name, values), {
        syncToFs: committing,
        onRawData: (data) => chunks.push(data.slice()), // a view of WASM memory: copy it
      });
      return this.read<T>(concat(chunks), statement);
    } catch (err) {
      throw withQuery(err, sql, params);
    }
  }

  /** The rows and count of one Bind/Execute/Sync answer; its error, if there is one. */
  private read<T>(data: Uint8Array, statement: Prepared): QueryResult<T> {
    const view = new DataView(data.buffer, data.byteOffset, data.byteLength);
    const parsers = statement.columns.map((c) => this.pg.parsers[c.type]);
    const rows: T[] = [];
    let rowCount = 0;
    for (let at = 0; at < data.length; at += 1 + view.getInt32(at + 1)) {
      const type = data[at];
      if (type === 68) {
        // 'D' DataRow: int16 count, then per column int32 length (-1 = NULL) and the text.
        const row: Record<string, unknown> = {};
        let p = at + 7;
        for (let i = 0; i < statement.columns.length; i++) {
          const length = view.getInt32(p);
          p += 4;
          const { name, type: oid } = statement.columns[i];
          if (length < 0) {
            row[name] = null;
            continue;
          }
          const text = decoder.decode(data.subarray(p, p + length));
          p += length;
          row[name] = parsers[i] ? parsers[i](text, oid) : text;
        }
        rows.push(row as T);
      } else if (type === 67) {
        // 'C' CommandComplete: "INSERT 0 3", "UPDATE 2", "SELECT 5"…
        const tag = decoder.decode(data.subarray(at + 5, data.indexOf(0, at + 5))).split(' ');
        if (COUNTED.has(tag[0])) rowCount += Number(tag[tag.length - 1]) || 0;
      } else if (type === 69) {
        // 'E' ErrorResponse: PGlite's parser builds the same DatabaseError its query() throws.
        let error: unknown;
        new protocol.Parser().parse(data, (message) => {
          if (message.name === 'error' && !error) error = message;
        });
        throw error;
      }
    }
    return { rows, rowCount };
  }

  private async prepare(sql: string): Promise<Prepared> {
    const { serialize } = protocol;
    const name = `m247_${this.prepared.size + 1}`;
    const { messages } = await this.pg.execProtocol(
      concat([serialize.parse({ name, text: sql }), serialize.describe({ type: 'S', name }), serialize.sync()]),
      { syncToFs: false },
    );
    const description = messages.find((m) => m.name === 'rowDescription') as
      | { fields: Array<{ name: string; dataTypeID: number }> }
      | undefined;
    const statement: Prepared = {
      name: encoder.encode(`${name}\0`),
      paramTypes: parse.parseDescribeStatementResults(messages),
      columns: (description?.fields ?? []).map((f) => ({ name: f.name, type: f.dataTypeID })),
    };
    this.prepared.set(sql, statement);
    return statement;
  }
}
