import type { Db, Queryable } from '../db/types';
import { addDailyTotals, lastIds, type LastIds } from '../ledger/dailyTotals';
import { rememberLookups } from '../ledger/referenceCache';
import { skipAudit } from '../lib/audit';

/** The user triggers of the schema: migration 005's daily totals, which `addDailyTotals` replays. */
export const DAILY_TOTALS_TRIGGERS = ['exchange_transactions_daily', 'ledger_entries_cash_daily'];

/**
 * The demo history's transactions. The services get a Db whose own transactions join the
 * current one; they check everything before they write (posting.ts), so an operation they
 * refuse (400) leaves nothing behind and the rest go on.
 *
 * 'sole writer' — an embedded database, which nobody else can reach while the seed runs (the
 * server listens only after it; the data folder's lock keeps the CLI out):
 * - one lookup memo (referenceCache.ts: registers, currencies, pairs, cash balances) for the whole
 *   history instead of one per transaction;
 * - session_replication_role = replica for the seed's session: ordinary triggers do not fire,
 *   which skips the foreign-key checks (every reference is a row the service has just looked
 *   up; demoLedger.test.ts checks them all afterwards) and the daily-totals triggers, whose
 *   work each transaction does itself before it commits (addDailyTotals: two statements per
 *   transaction instead of two trigger runs per operation). Every committed state is as the
 *   triggers would have left it. Only taken when those two are the schema's only user
 *   triggers: another one would silently not fire.
 * 'plain' — PostgreSQL (`seed demo` with DATABASE_URL, possibly beside a running server): a
 * memo per transaction, triggers and checks as always.
 */
export class SeedSession {
  private tx: Queryable | null = null;
  private readonly inner: Queryable = {
    query: (sql, params) => this.current().query(sql, params),
    exec: (sql) => this.current().exec(sql),
  };
  /** What the services get: queries run in the current transaction. */
  readonly db: Db;
  /** The last record ids as of the last commit ('sole writer'). */
  private committed: LastIds | undefined;

  private constructor(
    private readonly base: Db,
    readonly mode: 'sole writer' | 'plain',
  ) {
    this.db = {
      kind: base.kind,
      query: this.inner.query,
      exec: this.inner.exec,
      transaction: (fn) => fn(this.inner),
      listen: (channel, onPayload, onGap) => base.listen(channel, onPayload, onGap),
      close: async () => undefined,
    };
    if (mode === 'sole writer') rememberLookups(this.inner, this.db);
    // Invented history, not anybody's change: seedDemoLedger writes one audit row for all of it.
    skipAudit(this.inner);
    skipAudit(this.db);
  }

  static async open(base: Db): Promise<SeedSession> {
    if (base.kind !== 'pglite') return new SeedSession(base, 'plain');
    const { rows } = await base.query<{ name: string }>('SELECT tgname AS name FROM pg_trigger WHERE NOT tgisinternal ORDER BY 1');
    if (rows.map((r) => r.name).join() !== DAILY_TOTALS_TRIGGERS.join()) return new SeedSession(base, 'plain');
    await base.exec('SET session_replication_role = replica');
    return new SeedSession(base, 'sole writer');
  }

  /** Back to the session's normal settings: always call it, also after a failure. */
  async close(): Promise<void> {
    if (this.mode === 'sole writer') await this.base.exec('RESET session_replication_role');
  }

  private current(): Queryable {
    if (!this.tx) throw new Error('A seed query outside its transaction');
    return this.tx;
  }

  /** Runs fn in one transaction of the base database. */
  async run<T>(fn: (db: Db) => Promise<T>): Promise<T> {
    let upTo: LastIds | undefined;
    const result = await this.base.transaction(async (tx) => {
      this.tx = tx;
      try {
        if (this.mode === 'plain') {
          rememberLookups(this.inner, this.db);
          return await fn(this.db);
        }
        const after = this.committed ?? (await lastIds(tx));
        const value = await fn(this.db);
        upTo = await lastIds(tx);
        await addDailyTotals(tx, after, upTo);
        return value;
      } finally {
        this.tx = null;
      }
    });
    this.committed = upTo;
    return result;
  }
}
