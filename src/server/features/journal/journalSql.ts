import type { JournalKind } from '../../../shared/contract/ledger';
import type { PageShape } from '../../http/pagination';
import { memoizeArgs } from '../../lib/memoizeArgs';
import {
  currencyText,
  clientText,
  jsonBoolean,
  jsonInteger,
  jsonObjectSql,
  jsonRaw,
  jsonString,
  personText,
  refText,
  userText,
} from '../../ledger/jsonText';
import { isoSql } from '../../ledger/sqlRefs';
import { dayEnd, dayStart } from '../../ledger/time';

/**
 * The day journal's SQL: one SELECT per kind of record over that kind's own table, limited
 * to the register ($1) and the day ($2 a yyyy-MM-dd, $3 the time zone) so that each uses its
 * (register, time) index, glued with UNION ALL into uniform rows. Each branch takes only its
 * first rows up to the page's end, newest first, walking its index from the day's end, and
 * the total is a sum of per-branch counts: the cost follows the page, not the day's rows
 * (a register's busy day has thousands; docs/PERFORMANCE.md, "API at 10 million ledger
 * entries"). Amounts are written as the record's own list writes them (amount_text), or
 * rounded to the currency's decimals for the page's rows (raw_amount) where that list rounds
 * too.
 *
 * Columns of every branch, in this order: row_id, record_id, kind, created_at, user_id,
 * operation_type, is_crypto, status, currency_id, raw_amount, amount_text, rate, total,
 * total_currency_id, raw_fee, fee_text, operation_person_id, counterpart_id, comment, outside_limits,
 * reverses_id, reversed_by_id, client_id (outside_limits: an exchange or a crypto transaction a supervisor or
 * admin made outside the city's limits, false for the rest; corrections: the links of a reversing record and its
 * original, NULL for transfers).
 */

const inDay = (column: string) => `${column} >= ${dayStart('$2', '$3')} AND ${column} < ${dayEnd('$2', '$3')}`;

/**
 * One branch: `sql` (SELECT … FROM … WHERE …), the order of its rows (the journal's order
 * restricted to one table: its time, then the record's id, which also orders its row ids) and
 * how many rows of the day it has.
 */
interface Branch {
  sql: string;
  order: string;
  count: string;
}
const countOf = (sql: string) => `SELECT count(*) ${sql.slice(sql.indexOf('\n    FROM '))}`;
const branch = (sql: string, order: string): Branch => ({ sql, order, count: countOf(sql) });

// The first branch's NULLs name their types; the others follow it.
const EXCHANGES_SQL = `
  SELECT 'TRANSACTION:' || t.id AS row_id, t.id AS record_id, 'TRANSACTION'::text AS kind, t.created_at, t.user_id,
         t.operation_type, false AS is_crypto, NULL::text AS status, t.currency_id, NULL::numeric AS raw_amount,
         t.amount::text AS amount_text, t.rate::text AS rate, t.total::text AS total, t.base_currency_id AS total_currency_id,
         NULL::numeric AS raw_fee, NULL::text AS fee_text, NULL::integer AS operation_person_id,
         NULL::integer AS counterpart_id, t.comment, t.outside_limits, t.reverses_id, t.reversed_by_id, t.client_id
    FROM exchange_transactions t
   WHERE t.cash_register_id = $1 AND ${inDay('t.created_at')}`;
/**
 * The exchanges' count from their daily totals (exchange_daily.n: the register's exchanges
 * of each day in the ledger's time zone, which the server keeps equal to its own, $3): an
 * equality on the day, which PostgreSQL estimates well even for a prepared statement's
 * generic plan, where a count over a time range would be guessed at 0.5 % of the table.
 */
const exchanges = (included: boolean): Branch => ({
  sql: `${EXCHANGES_SQL}${included ? '' : ' AND false'}`,
  order: 't.created_at DESC, t.id DESC',
  count: included ? 'SELECT COALESCE(sum(d.n), 0) FROM exchange_daily d WHERE d.cash_register_id = $1 AND d.day = $2::date' : 'SELECT 0',
});

const CRYPTO_TRANSACTIONS = branch(`
  SELECT 'CRYPTO_TRANSACTION:' || t.id, t.id, 'CRYPTO_TRANSACTION', t.created_at, t.user_id,
         t.operation_type, true, NULL, t.crypto_currency_id, NULL, t.amount::text, t.rate::text, t.total::text, t.currency_id,
         NULL, t.fee::text, NULL, NULL, t.comment, t.outside_limits, t.reverses_id, t.reversed_by_id, t.client_id
    FROM crypto_transactions t
   WHERE t.cash_register_id = $1 AND ${inDay('t.created_at')}`, 't.created_at DESC, t.id DESC');

/**
 * is_crypto IN (…) lets out_tx_register_idx (register, is_crypto, created_at) bound the day;
 * `personFilter` (scope.visiblePersonsSql) leaves out inactive persons for those who may not see them.
 */
const outTransactions = (withCrypto: boolean, personFilter: string) => branch(`
  SELECT 'OUT_TRANSACTION:' || o.id, o.id, 'OUT_TRANSACTION', o.created_at, o.user_id,
         o.operation_type, o.is_crypto, NULL, o.currency_id, o.amount, NULL, NULL, NULL, NULL,
         NULL, NULL, o.operation_person_id, NULL, o.comment, false, o.reverses_id, o.reversed_by_id, NULL
    FROM out_transactions o
   WHERE o.cash_register_id = $1 AND o.is_crypto IN (${withCrypto ? 'false, true' : 'false'}) AND ${inDay('o.created_at')}
     AND ${personFilter}`, 'o.created_at DESC, o.id DESC');

const INCOME_OUTCOME = branch(`
  SELECT 'INCOME_OUTCOME:' || i.id, i.id, 'INCOME_OUTCOME', i.created_at, i.user_id,
         i.direction, false, NULL, i.currency_id, NULL, i.amount::text, NULL, NULL, NULL,
         NULL, NULL, NULL, NULL, i.comment, false, i.reverses_id, i.reversed_by_id, NULL
    FROM income_outcome i
   WHERE i.cash_register_id = $1 AND ${inDay('i.created_at')}`, 'i.created_at DESC, i.id DESC');

const TRANSFER_KIND: Partial<Record<JournalKind, string>> = {
  INTERNAL_TRANSFER: 'INTERNAL',
  EXTERNAL_TRANSFER: 'EXTERNAL',
  CRYPTO_TRANSFER: 'CRYPTO',
};
const RECORD_KIND_SQL = `CASE t.kind WHEN 'INTERNAL' THEN 'INTERNAL_TRANSFER' WHEN 'EXTERNAL' THEN 'EXTERNAL_TRANSFER' ELSE 'CRYPTO_TRANSFER' END`;

/**
 * A transfer makes up to three rows (docs/api/operation-journal.md): the sender's on the day
 * it was created, the receiver's on the day it was accepted and, for a client's transfer,
 * on the day the cash was handed out — each where the register's cash moved, by whoever did it.
 * A cancelled one makes the sender's second row instead, on the day it was
 * cancelled: the money came back that day, so that day's journal explains its balance.
 */
function transfers(kinds: string[]): Branch[] {
  const kindIn = `t.kind IN (${kinds.map((k) => `'${k}'`).join(', ')})`;
  // The client of a row: the sender on the sender's rows, the receiver on the receiver's.
  const row = (suffix: string, at: string, userId: string, type: string, otherRegister: string, fee: string, comment = 't.comment') => `
  SELECT ${RECORD_KIND_SQL} || ':' || t.id || ':${suffix}', t.id, ${RECORD_KIND_SQL}, ${at}, ${userId},
         '${type}', t.kind = 'CRYPTO', t.status, t.currency_id, t.amount, NULL, NULL, NULL, NULL,
         ${fee}, NULL, NULL, ${otherRegister}, ${comment}, false, NULL, NULL,
         ${type === 'TRANSFER_IN' || type === 'TRANSFER_DELIVERED' ? 't.receiver_client_id' : 't.client_id'}
    FROM transfers t`;
  return [
    branch(`${row('out', 't.created_at', 't.user_id', 'TRANSFER_OUT', 't.to_cash_register_id', 't.fee')}
   WHERE t.from_cash_register_id = $1 AND ${kindIn} AND ${inDay('t.created_at')}`, 't.created_at DESC, t.id DESC'),
    branch(`${row('in', 't.accepted_at', 't.accepted_by', 'TRANSFER_IN', 't.from_cash_register_id', 'NULL')}
   WHERE t.to_cash_register_id = $1 AND t.accepted_at IS NOT NULL AND ${kindIn} AND ${inDay('t.accepted_at')}`, 't.accepted_at DESC, t.id DESC'),
    branch(`${row('delivered', 't.delivered_at', 't.delivered_by', 'TRANSFER_DELIVERED', 't.from_cash_register_id', 'NULL')}
   WHERE t.to_cash_register_id = $1 AND t.delivered_at IS NOT NULL AND ${kindIn} AND ${inDay('t.delivered_at')}`, 't.delivered_at DESC, t.id DESC'),
    // Its comment is the reason for the cancel (the transfer's own comment is on the sender's first row).
    branch(`${row('cancelled', 't.cancelled_at', 't.cancelled_by', 'TRANSFER_CANCELLED', 't.to_cash_register_id', 't.fee', 't.cancel_reason')}
   WHERE t.from_cash_register_id = $1 AND t.cancelled_at IS NOT NULL AND ${kindIn} AND ${inDay('t.cancelled_at')}`, 't.cancelled_at DESC, t.id DESC'),
  ];
}

/**
 * A cash count's differences (docs/SHIFTS.md): one row per currency whose counted
 * cash differed from the books, at the count's moment, signed (surplus +, shortage −) as its
 * ledger entry; by whoever counted (the opening or the closing person) with the reason they
 * wrote. Without these a day with a count would not explain its balance. Its index
 * (shift_counts_register_idx) holds only the counts with a difference.
 */
const CASH_COUNTS = branch(`
  SELECT 'CASH_COUNT:' || k.id, k.id, 'CASH_COUNT', k.counted_at, CASE k.phase WHEN 'OPEN' THEN s.opened_by ELSE s.closed_by END,
         CASE WHEN k.counted > k.expected THEN 'SURPLUS' ELSE 'SHORTAGE' END, false, NULL, k.currency_id, k.counted - k.expected, NULL, NULL, NULL, NULL,
         NULL, NULL, NULL, NULL, CASE k.phase WHEN 'OPEN' THEN s.opening_comment ELSE s.comment END, false, NULL, NULL, NULL
    FROM shift_counts k JOIN shifts s ON s.id = k.shift_id
   WHERE k.cash_register_id = $1 AND k.counted <> k.expected AND ${inDay('k.counted_at')}`, 'k.counted_at DESC, k.id DESC');

/**
 * The journal's rows for a set of kinds (`kinds` joined by commas, from the fixed list) with
 * or without the crypto ones, and the persons' filter of the one scope module: `rows`, each
 * branch cut at `limit` rows (the page's end: a literal for the first page, else the
 * parameter that holds it; null: every row of the day), and `count`, the day's rows of those
 * kinds. EXCHANGES goes first even when not asked for (then empty): its NULLs carry the types.
 */
export const journalSql = memoizeArgs((kindList: string, withCrypto: boolean, personFilter: string, limit: string | null) => {
  const kinds = new Set(kindList.split(',') as JournalKind[]);
  const branches: Branch[] = [exchanges(kinds.has('TRANSACTION'))];
  if (kinds.has('CRYPTO_TRANSACTION') && withCrypto) branches.push(CRYPTO_TRANSACTIONS);
  if (kinds.has('OUT_TRANSACTION')) branches.push(outTransactions(withCrypto, personFilter));
  if (kinds.has('INCOME_OUTCOME')) branches.push(INCOME_OUTCOME);
  const transferKinds = [...kinds]
    .filter((k) => k !== 'CRYPTO_TRANSFER' || withCrypto)
    .map((k) => TRANSFER_KIND[k])
    .filter((k): k is string => k !== undefined);
  if (transferKinds.length) branches.push(...transfers(transferKinds));
  if (kinds.has('CASH_COUNT')) branches.push(CASH_COUNTS);
  return {
    rows: branches.map((b) => (limit ? `(${b.sql}\n   ORDER BY ${b.order} LIMIT ${limit})` : b.sql)).join('\n  UNION ALL '),
    count: `SELECT ${branches.map((b) => `(${b.count})`).join('\n   + ')}`,
  };
});

/** Newest first; the record id and then the row id break ties (a transfer accepted as it was sent). */
export const JOURNAL_ORDER = 'created_at DESC, record_id DESC, row_id DESC';

/** References and amounts for the page's rows only (http/pagination.ts PageShape). */
export const JOURNAL_SHAPE: PageShape = {
  columns: [
    `${userText('ref_user')} AS "user"`,
    `${currencyText('ref_currency')} AS currency`,
    `CASE WHEN ref_total_currency.id IS NOT NULL THEN ${currencyText('ref_total_currency')} END AS total_currency`,
    `COALESCE(p.amount_text, round(p.raw_amount, ref_currency.decimals)::text) AS amount`,
    `COALESCE(p.fee_text, round(p.raw_fee, ref_currency.decimals)::text) AS fee`,
    `${personText('ref_person')} AS operation_person`,
    `${refText('ref_counterpart')} AS counterpart_cash_register`,
    `${clientText('ref_client')} AS client`,
    // A correction waiting on this record (corrections_live_idx): for the page's rows only.
    `EXISTS (SELECT 1 FROM corrections c WHERE c.status = 'Pending' AND c.record_id = p.record_id
        AND c.record_kind = CASE WHEN p.kind = 'OUT_TRANSACTION' AND p.is_crypto THEN 'CRYPTO_OUT_TRANSACTION' ELSE p.kind END)
       AS correction_pending`,
    // An offline deal's marks (docs/OFFLINE.md): for the page's exchange rows only.
    `COALESCE(ref_tx.offline, false) AS offline`,
    `CASE WHEN ref_tx.offline THEN p.created_at END AS made_at`,
    `CASE WHEN ref_tx.offline THEN ref_tx.received_at END AS received_at`,
  ].join(',\n    '),
  joins: `LEFT JOIN users ref_user ON ref_user.id = p.user_id
    JOIN currencies ref_currency ON ref_currency.id = p.currency_id
    LEFT JOIN currencies ref_total_currency ON ref_total_currency.id = p.total_currency_id
    LEFT JOIN operation_persons ref_person ON ref_person.id = p.operation_person_id
    LEFT JOIN cash_registers ref_counterpart ON ref_counterpart.id = p.counterpart_id
    LEFT JOIN clients ref_client ON ref_client.id = p.client_id
    LEFT JOIN exchange_transactions ref_tx ON p.kind = 'TRANSACTION' AND ref_tx.id = p.record_id`,
};

/** A JournalRow (shared/contract/journal.ts) as JSON text over a shaped row `q`. */
export const JOURNAL_JSON = jsonObjectSql({
  id: jsonString('q.row_id'),
  record_id: jsonInteger('q.record_id'),
  kind: jsonString('q.kind'),
  created_at: jsonString(isoSql('q.created_at')),
  user: jsonRaw('q."user"'),
  operation_type: jsonString('q.operation_type'),
  is_crypto: jsonBoolean('q.is_crypto'),
  status: jsonString('q.status'),
  currency: jsonRaw('q.currency'),
  amount: jsonString('q.amount'),
  rate: jsonString('q.rate'),
  total: jsonString('q.total'),
  total_currency: jsonRaw('q.total_currency'),
  fee: jsonString('q.fee'),
  operation_person: jsonRaw('q.operation_person'),
  counterpart_cash_register: jsonRaw('q.counterpart_cash_register'),
  comment: jsonString('q.comment'),
  outside_limits: jsonBoolean('q.outside_limits'),
  client: jsonRaw('q.client'),
  reverses: jsonInteger('q.reverses_id'),
  reversed_by: jsonInteger('q.reversed_by_id'),
  correction_pending: jsonBoolean('q.correction_pending'),
  offline: jsonBoolean('q.offline'),
  made_at: jsonString(isoSql('q.made_at')),
  received_at: jsonString(isoSql('q.received_at')),
});
