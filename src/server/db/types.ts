/** What every repository and service needs from a database: PGlite and node-postgres both fit. */
export interface QueryResult<T> {
  rows: T[];
  rowCount: number;
}

export interface Queryable {
  query<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<QueryResult<T>>;
  /** Runs a script of several statements without parameters (migrations, bulk loads). */
  exec(sql: string): Promise<void>;
}

export interface Db extends Queryable {
  readonly kind: 'pglite' | 'postgres';
  /** Runs fn in one transaction: committed when it resolves, rolled back when it throws. */
  transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T>;
  /**
   * LISTENs on `channel` for the rest of the process (features/events): onPayload gets each
   * NOTIFY's payload, delivered when the notifying transaction commits, from any process on
   * the same database. Resolves once listening; the function it gives stops listening.
   * onGap: the listening connection was lost and is back, so notifications may have been
   * missed in between (PostgreSQL only; PGlite's one connection cannot drop).
   */
  listen(channel: string, onPayload: (payload: string) => void, onGap?: () => void): Promise<() => Promise<void>>;
  close(): Promise<void>;
  /** PostgreSQL: the pool's connections now (the server's metrics); PGlite has one connection and no pool. */
  poolStats?(): { total: number; idle: number; waiting: number };
}
