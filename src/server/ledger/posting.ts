import type { RecordKind } from '../../shared/contract/ledger';
import type { Db, Queryable } from '../db/types';
import { Dec, fixed, type Dec as Decimal } from './decimal';
import { fieldError } from '../http/errors';
import { memoOf } from './referenceCache';
import { LIMIT_CROSSINGS, notifyLimitCrossings } from '../notifications/limitEvents';
import { SERVER_MESSAGES as M } from '../http/messages';

export type Account = 'CASH' | 'TRANSIT' | 'PERSON';

/** One signed movement on an account (see migrations/003_ledger.sql). */
export interface Posting {
  account: Account;
  /** CASH: the register; TRANSIT: the sending register. */
  cashRegisterId?: number;
  personId?: number;
  currencyId: number;
  amount: Decimal;
  /** What the movement is within its record: BUY_IN, FEE, TO_TRANSIT... (for reports). */
  kind: string;
}

/** What a ledger entry's source_type names: a record kind, a shift's count (its differences), or a cash order (docs/CASH-ORDERS.md). */
export type SourceType = RecordKind | 'CASH_COUNT' | 'CASH_ORDER';

export interface Source {
  type: SourceType;
  id: number | string;
  at: Date;
}

export interface CashBalance {
  amount: Decimal;
  avgCost: Decimal | null;
}

const key = (registerId: number, currencyId: number) => `${registerId}:${currencyId}`;
export const cashKey = key;

/**
 * A (register, currency) without a balance row yet. Creating it inside the transaction, after
 * other rows are locked, would take locks out of order (two writers could deadlock), so the
 * transaction gives up and moneyTransaction creates the rows on their own, then runs again.
 */
export class MissingCashRows extends Error {
  constructor(readonly pairs: Array<[number, number]>) {
    super('cash balance rows missing');
  }
}

/**
 * db.transaction for writes that move money: runs fn again (at most twice) after creating
 * the balance rows it found missing. fn must not have side effects outside the database.
 */
export async function moneyTransaction<T>(db: Db, fn: (tx: Queryable) => Promise<T>): Promise<T> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await db.transaction(fn);
    } catch (err) {
      if (!(err instanceof MissingCashRows) || attempt >= 2) throw err;
      await db.query(
        `INSERT INTO cash_balances (cash_register_id, currency_id)
         SELECT * FROM unnest($1::int[], $2::int[]) ON CONFLICT DO NOTHING`,
        [err.pairs.map((p) => p[0]), err.pairs.map((p) => p[1])],
      );
    }
  }
}

/**
 * Locks the cash balance rows of (register, currency) pairs for the rest of the transaction
 * (SELECT … FOR UPDATE, in a fixed order so two writers never deadlock) and returns them.
 * Missing rows: see MissingCashRows. On PGlite transactions are serialised anyway.
 */
export async function lockCash(
  tx: Queryable,
  pairs: Array<[registerId: number, currencyId: number]>,
): Promise<Map<string, CashBalance>> {
  const unique = [...new Map(pairs.map((p) => [key(...p), p])).values()];
  // The demo seed is the only writer of its transaction, and every balance change goes
  // through write() below, which keeps this memo current: no need to read the rows again.
  const memo = memoOf(tx);
  const remembered = unique.map((p) => memo?.get(`cash:${key(...p)}`) as CashBalance | undefined);
  if (remembered.every(Boolean)) return new Map(unique.map((p, i) => [key(...p), remembered[i]!]));
  const registers = unique.map((p) => p[0]);
  const currencies = unique.map((p) => p[1]);
  // Every record moves the cash of one register; the simpler statement plans faster.
  const oneRegister = registers.every((r) => r === registers[0]);
  const select = () =>
    tx.query<{ r: number; c: number; amount: string; avg_cost: string | null }>(
      oneRegister
        ? `SELECT cash_register_id AS r, currency_id AS c, amount, avg_cost FROM cash_balances
            WHERE cash_register_id = $1 AND currency_id = ANY($2::int[]) ORDER BY currency_id FOR UPDATE`
        : `SELECT cash_register_id AS r, currency_id AS c, amount, avg_cost FROM cash_balances
            WHERE (cash_register_id, currency_id) IN (SELECT * FROM unnest($1::int[], $2::int[]))
            ORDER BY cash_register_id, currency_id FOR UPDATE`,
      [oneRegister ? registers[0] : registers, currencies],
    );
  const { rows } = await select();
  if (rows.length < unique.length) {
    const found = new Set(rows.map((r) => key(r.r, r.c)));
    throw new MissingCashRows(unique.filter((p) => !found.has(key(...p))));
  }
  const balances = new Map(
    rows.map((r) => [key(r.r, r.c), { amount: new Dec(r.amount), avgCost: r.avg_cost === null ? null : new Dec(r.avg_cost) }]),
  );
  if (memo) for (const [k, b] of balances) memo.set(`cash:${k}`, b);
  return balances;
}

export async function insufficientFunds(tx: Queryable, currencyId: number, available: Decimal, field = 'amount') {
  const { rows } = await tx.query<{ code: string; decimals: number }>('SELECT code, decimals FROM currencies WHERE id = $1', [currencyId]);
  return fieldError(field, M.insufficientFunds(fixed(available, rows[0].decimals), rows[0].code));
}

/** A record to insert together with its entries: `values` are its columns (trusted code only). */
export interface NewRecord {
  table: string;
  values: Record<string, unknown>;
  /** e.g. ON CONFLICT … DO NOTHING: then nothing at all is written and write() answers null. */
  onConflict?: string;
}

export interface PreparedPosting {
  /**
   * Inserts the record (or uses `existing`), its entries and the balance moves in ONE
   * statement — each statement is a round trip through PGlite's WASM, and this runs for
   * every operation. Answers the record's id (null when onConflict skipped it).
   */
  write(source: Omit<Source, 'id'>, record: NewRecord | { existing: number | string }): Promise<string | null>;
  /** A balance goes below zero (only ever true under `allowNegative`). */
  belowZero: boolean;
}

/**
 * Phase one of writing money: locks the registers' cash rows and refuses the operation (400,
 * naming what is available) if any balance would go below zero — before anything is written,
 * so a refusal leaves the transaction clean. `avgCost` sets the weighted average cost the
 * caller computed under the lock (exchange BUY); `locked` are rows the caller already locked.
 */
export async function preparePosting(
  tx: Queryable,
  postings: Posting[],
  options: {
    avgCost?: { cashRegisterId: number; currencyId: number; value: Decimal };
    field?: string;
    locked?: Map<string, CashBalance>;
    /**
     * A deal made at the window during an outage (docs/OFFLINE.md): the cash already changed
     * hands, so a balance below zero is written and reported (`belowZero`), never refused.
     * Nothing else passes this: `ledger verify` accepts a negative balance only beside such a deal.
     */
    allowNegative?: boolean;
  } = {},
): Promise<PreparedPosting> {
  const entries = postings.filter((p) => !p.amount.isZero());
  const cashDelta = new Map<string, { r: number; c: number; delta: Decimal }>();
  for (const p of entries) {
    if (p.account !== 'CASH') continue;
    const k = key(p.cashRegisterId!, p.currencyId);
    const prev = cashDelta.get(k);
    cashDelta.set(k, { r: p.cashRegisterId!, c: p.currencyId, delta: (prev?.delta ?? new Dec(0)).plus(p.amount) });
  }
  const avg = options.avgCost;
  if (avg && !cashDelta.has(key(avg.cashRegisterId, avg.currencyId))) {
    cashDelta.set(key(avg.cashRegisterId, avg.currencyId), { r: avg.cashRegisterId, c: avg.currencyId, delta: new Dec(0) });
  }
  const list = [...cashDelta.values()];
  let belowZero = false;
  if (list.length) {
    const known = options.locked && list.every((d) => options.locked!.has(key(d.r, d.c)));
    const locked = known ? options.locked! : await lockCash(tx, list.map((d) => [d.r, d.c]));
    for (const d of list) {
      const balance = locked.get(key(d.r, d.c))!;
      if (!balance.amount.plus(d.delta).isNegative()) continue;
      if (!options.allowNegative) throw await insufficientFunds(tx, d.c, balance.amount, options.field);
      belowZero = true;
    }
  }
  const avgFor = (d: { r: number; c: number }) =>
    avg && avg.cashRegisterId === d.r && avg.currencyId === d.c ? avg.value.toFixed(12) : null;

  return {
    belowZero,
    async write(source, record) {
      const params: unknown[] = [
        entries.map((e) => e.account),
        entries.map((e) => e.cashRegisterId ?? null),
        entries.map((e) => e.personId ?? null),
        entries.map((e) => e.currencyId),
        entries.map((e) => e.amount.toFixed()),
        entries.map((e) => e.kind),
        source.type,
        source.at.toISOString(),
        list.map((d) => d.r),
        list.map((d) => d.c),
        list.map((d) => d.delta.toFixed()),
        list.map(avgFor),
      ];
      let rec: string;
      if ('existing' in record) {
        rec = `rec AS (SELECT $${params.push(String(record.existing))}::bigint AS id)`;
      } else {
        const columns = Object.keys(record.values);
        const placeholders = columns.map((c) => `$${params.push(record.values[c])}`);
        rec = `rec AS (INSERT INTO ${record.table} (${columns.join(', ')}) VALUES (${placeholders.join(', ')})
                 ${record.onConflict ?? ''} RETURNING id)`;
      }
      // Every move is tied to rec: if the record was not inserted, nothing moves. Only a
      // posting with person entries carries the person_balances upsert: run empty by every
      // other posting, it cost the demo seed ~15 % on PGlite. A person's balance row is added
      // on their first entry in a currency; rows in a fixed order, so two writers never wait
      // on each other's rows in opposite orders.
      const persons = entries.some((e) => e.account === 'PERSON')
        ? `persons AS (
           INSERT INTO person_balances AS b (operation_person_id, currency_id, amount)
           SELECT v.p, v.c, sum(v.amt)
             FROM rec, unnest($1::text[], $3::int[], $4::int[], $5::numeric[]) AS v(a, p, c, amt)
            WHERE v.a = 'PERSON'
            GROUP BY 1, 2 ORDER BY 1, 2
           ON CONFLICT (operation_person_id, currency_id) DO UPDATE SET amount = b.amount + EXCLUDED.amount),`
        : '';
      const { rows } = await tx.query<{ id: string; crossings: Parameters<typeof notifyLimitCrossings>[1] | null }>(
        `WITH ${rec},
         moved AS (
           UPDATE cash_balances b
              SET amount = b.amount + v.delta, avg_cost = COALESCE(v.avg, b.avg_cost), updated_at = now()
             FROM rec, unnest($9::int[], $10::int[], $11::numeric[], $12::numeric[]) AS v(r, c, delta, avg)
            WHERE b.cash_register_id = v.r AND b.currency_id = v.c
           RETURNING b.cash_register_id AS r, b.currency_id AS c, b.amount AS after, b.amount - v.delta AS before),
         ${persons}
         entries AS (
           INSERT INTO ledger_entries
             (account, cash_register_id, operation_person_id, currency_id, amount, entry_kind, source_type, source_id, created_at)
           SELECT v.a, v.r, v.p, v.c, v.amt, v.k, $7, rec.id, $8
             FROM rec, unnest($1::text[], $2::int[], $3::int[], $4::int[], $5::numeric[], $6::text[]) AS v(a, r, p, c, amt, k))
         SELECT id::text AS id, ${LIMIT_CROSSINGS('moved')} AS crossings FROM rec`,
        params,
      );
      const id = rows[0]?.id ?? null;
      // A till that crossed a limit: its city hears it when this transaction commits.
      if (rows[0]?.crossings) await notifyLimitCrossings(tx, rows[0].crossings);
      const memo = memoOf(tx);
      if (memo && id !== null) {
        for (const d of list) {
          const k = `cash:${key(d.r, d.c)}`;
          const before = memo.get(k) as CashBalance | undefined;
          if (!before) continue;
          const avgCost = avg && avg.cashRegisterId === d.r && avg.currencyId === d.c ? avg.value : before.avgCost;
          memo.set(k, { amount: before.amount.plus(d.delta), avgCost });
        }
      }
      return id;
    },
  };
}

/** Both phases for a record that already exists (transfer transitions and edits). */
export async function post(
  tx: Queryable,
  source: Source,
  postings: Posting[],
  options: Parameters<typeof preparePosting>[2] = {},
): Promise<void> {
  const prepared = await preparePosting(tx, postings, options);
  await prepared.write(source, { existing: source.id });
}
