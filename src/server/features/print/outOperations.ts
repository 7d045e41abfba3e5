import type { OutOperationType } from '../../../shared/contract/ledger';
import type { Queryable } from '../../db/types';
import { hasPermission, visiblePersonsSql, type Actor } from '../../http/scope';
import { nonFieldError } from '../../http/errors';
import { dayEnd, dayStart, timeZone } from '../../ledger/time';
import { SqlWhere } from '../../lib/sqlList';
import { amount, at, type Cell, type Column, type Table } from '../../documents/printDocument';
import type { Period } from '../../documents/printFormat';
import { SERVER_MESSAGES as M } from '../../http/messages';

/**
 * Creditor/debtor operations (out transactions) over a period, for the person card and the
 * register report: the rows in order of time and the totals per currency and type, summed
 * in SQL. Callers check the register or person is in the user's scope first. Crypto ones
 * are included only for users with isCryptoTransactionPageActive (as their list needs),
 * inactive persons' ones only for users who may see inactive persons.
 */
export const OUT_TYPE_LABELS: Record<OutOperationType, string> = { REPLENISHMENT: 'Пополнение', HANDED_OVER: 'Выдача' };

/** A printed period beyond this many operations answers 400: a shorter period is asked for. */
export const MAX_ROWS = 5000;

export interface OutRow {
  created_at: Date;
  cash_register: string;
  person: string;
  operation_type: OutOperationType;
  currency: string;
  decimals: number;
  amount: string;
  comment: string;
  user: string | null;
}

export interface OutTotal {
  currency: string;
  decimals: number;
  replenishment: string;
  handed_over: string;
  net: string;
  count: number;
}

function filterSql(actor: Actor, filter: Period & { cash_register?: number; operation_person?: number }): SqlWhere {
  const where = new SqlWhere([], [visiblePersonsSql(actor, 'o.operation_person_id')]);
  if (!hasPermission(actor, 'isCryptoTransactionPageActive')) where.and('NOT o.is_crypto');
  if (filter.cash_register !== undefined) where.and(`o.cash_register_id = ${where.param(filter.cash_register)}`);
  if (filter.operation_person !== undefined) where.and(`o.operation_person_id = ${where.param(filter.operation_person)}`);
  if (filter.from_date || filter.to_date) {
    const tz = where.param(timeZone());
    if (filter.from_date) where.and(`o.created_at >= ${dayStart(where.param(filter.from_date), tz)}`);
    if (filter.to_date) where.and(`o.created_at < ${dayEnd(where.param(filter.to_date), tz)}`);
  }
  return where;
}

const FROM = `
    FROM out_transactions o
    JOIN cash_registers r ON r.id = o.cash_register_id
    JOIN operation_persons p ON p.id = o.operation_person_id
    JOIN currencies c ON c.id = o.currency_id
    LEFT JOIN users u ON u.id = o.user_id`;

type OutFilter = Period & { cash_register?: number; operation_person?: number };

const COLUMNS = `o.created_at, r.name AS cash_register, trim(p.first_name || ' ' || p.last_name) AS person, o.operation_type,
            c.code AS currency, c.decimals, round(o.amount, c.decimals)::text AS amount,
            -- The correction mark (storno): a reversing record's comment names its original already.
            o.comment || CASE WHEN o.reversed_by_id IS NOT NULL THEN ' [сторнировано: №' || o.reversed_by_id || ']' ELSE '' END AS comment,
            COALESCE(NULLIF(trim(u.first_name || ' ' || u.last_name), ''), u.username) AS "user"`;

/**
 * All the operations of a filter, page by page in time order (keyset on created_at, id), so
 * an export of any length holds one page in memory at a time. Stops when `stopped()` says
 * the client has gone.
 */
export async function* outOperationPages(q: Queryable, actor: Actor, filter: OutFilter, pageSize = 2000, stopped = () => false): AsyncGenerator<OutRow[]> {
  const where = filterSql(actor, filter);
  // The cursor's time as PostgreSQL's text: a JS Date would drop the microseconds and repeat rows.
  let last: { at: string; id: number | string } | null = null;
  while (!stopped()) {
    const page = where.copy();
    // The plain `>=` lets the (register, created_at) index start at the cursor; the row
    // comparison then skips what the last page already had.
    if (last) {
      const at = page.param(last.at);
      page.and(`o.created_at >= ${at}::timestamptz AND (o.created_at, o.id) > (${at}::timestamptz, ${page.param(last.id)}::bigint)`);
    }
    const { rows }: { rows: Array<OutRow & { id: number | string; cursor_at: string }> } = await q.query<OutRow & { id: number | string; cursor_at: string }>(
      // The page is chosen on out_transactions alone, then joined: joining first would join
      // every remaining row of the period before the LIMIT (0,7 s a page at 100 000 rows).
      `WITH page AS (
         SELECT o.* FROM out_transactions o ${page.sql} ORDER BY o.created_at, o.id LIMIT ${pageSize}
       )
       SELECT o.id, o.created_at::text AS cursor_at, ${COLUMNS} ${FROM.replace('FROM out_transactions o', 'FROM page o')}
       ORDER BY o.created_at, o.id`,
      page.params,
    );
    if (rows.length === 0) return;
    yield rows;
    if (rows.length < pageSize) return;
    const tail: { id: number | string; cursor_at: string } = rows[rows.length - 1];
    last = { at: tail.cursor_at, id: tail.id };
  }
}

export async function outOperations(
  q: Queryable,
  actor: Actor,
  filter: OutFilter,
): Promise<{ rows: OutRow[]; totals: OutTotal[] }> {
  const where = filterSql(actor, filter);
  const { rows } = await q.query<OutRow>(
    `SELECT ${COLUMNS}
     ${FROM} ${where.sql} ORDER BY o.created_at, o.id LIMIT ${MAX_ROWS + 1}`,
    where.params,
  );
  if (rows.length > MAX_ROWS) {
    throw nonFieldError(M.tooManyOperations(MAX_ROWS));
  }
  return { rows, totals: await outTotals(q, actor, filter) };
}

/** Totals per currency and type of a filter, summed in SQL. */
export async function outTotals(q: Queryable, actor: Actor, filter: OutFilter): Promise<OutTotal[]> {
  const where = filterSql(actor, filter);
  const { rows: totals } = await q.query<OutTotal>(
    `SELECT c.code AS currency, c.decimals,
            round(COALESCE(sum(o.amount) FILTER (WHERE o.operation_type = 'REPLENISHMENT'), 0), c.decimals)::text AS replenishment,
            round(COALESCE(sum(o.amount) FILTER (WHERE o.operation_type = 'HANDED_OVER'), 0), c.decimals)::text AS handed_over,
            round(sum(CASE WHEN o.operation_type = 'REPLENISHMENT' THEN o.amount ELSE -o.amount END), c.decimals)::text AS net,
            count(*)::int AS count
     ${FROM} ${where.sql}
     GROUP BY c.id, c.code, c.decimals, c.is_crypto, c."order" ORDER BY c.is_crypto, c."order", c.code`,
    where.params,
  );
  return totals;
}

/** The totals as a table: what came in, what went out, the difference. */
export function totalsTable(totals: OutTotal[]): Table {
  const columns: Column[] = [
    { header: 'Валюта', width: 2 },
    { header: 'Пополнение', width: 3, align: 'right' },
    { header: 'Выдача', width: 3, align: 'right' },
    { header: 'Разница', width: 3, align: 'right' },
    { header: 'Операций', width: 2, align: 'right' },
  ];
  const rows: Cell[][] = totals.map((t) => [
    t.currency,
    amount(t.replenishment, t.decimals),
    amount(t.handed_over, t.decimals),
    amount(t.net, t.decimals),
    amount(String(t.count), 0),
  ]);
  return { caption: 'Итоги по валютам', columns, rows, empty: 'Нет операций' };
}

export const operationCells = (row: OutRow): Record<string, Cell> => ({
  at: at(row.created_at),
  register: row.cash_register,
  person: row.person,
  type: OUT_TYPE_LABELS[row.operation_type],
  currency: row.currency,
  amount: amount(row.amount, row.decimals),
  comment: row.comment,
  user: row.user ?? '',
});
