import { RECORD_PAGE_SIZE } from '../../../shared/contract/pagination';
import type { ClientCurrencyTotals, ClientOperation, ClientOperationPage, ClientOperationsQuery } from '../../../shared/contract/clients';
import type { Db } from '../../db/types';
import { paginate, pageParams, type PageQuery } from '../../http/pagination';
import { hasPermission, type Actor } from '../../http/scope';
import { refJson, isoSql } from '../../ledger/sqlRefs';
import { dayEnd, dayStart, timeZone } from '../../ledger/time';
import { SqlWhere } from '../../lib/sqlList';
import { clientRow } from './clientQueries';

/**
 * A client's operations (docs/api/clients.md, "A client's operations"): the exchanges and
 * crypto deals made with them, the transfers they sent and those paid out to them, newest
 * first, with the period's sums per currency computed by PostgreSQL.
 *
 * Each branch reads its table by the client's index; the reversals themselves (storno
 * records) are not rows: the original is listed with `reversed` and left out of the sums, as
 * a cancelled transfer is. A received transfer is dated and placed at its payout (an external
 * one's delivery, a crypto one's acceptance) and only once paid.
 *
 * Columns: kind, record_id, happened_at, register_id, operation_type, currency_id, raw_amount, total,
 * reversed, is_crypto.
 */
const ROWS = `
  SELECT 'TRANSACTION'::text AS kind, e.id AS record_id, e.created_at AS happened_at, e.cash_register_id AS register_id,
         e.operation_type::text AS operation_type, e.currency_id, e.amount::numeric AS raw_amount, e.total::text AS total,
         e.reversed_by_id IS NOT NULL AS reversed, false AS is_crypto
    FROM exchange_transactions e
   WHERE e.client_id = $1 AND e.reverses_id IS NULL
  UNION ALL
  SELECT 'CRYPTO_TRANSACTION', c.id, c.created_at, c.cash_register_id, c.operation_type, c.crypto_currency_id, c.amount,
         CASE WHEN f.is_base THEN c.total::text END, c.reversed_by_id IS NOT NULL, true
    FROM crypto_transactions c JOIN currencies f ON f.id = c.currency_id
   WHERE c.client_id = $1 AND c.reverses_id IS NULL
  UNION ALL
  SELECT 'TRANSFER_SENT', t.id, t.created_at, t.from_cash_register_id, t.kind, t.currency_id, t.amount, NULL,
         t.status = 'Cancelled', t.kind = 'CRYPTO'
    FROM transfers t
   WHERE t.client_id = $1
  UNION ALL
  SELECT 'TRANSFER_RECEIVED', t.id, CASE t.kind WHEN 'CRYPTO' THEN t.accepted_at ELSE t.delivered_at END, t.to_cash_register_id,
         t.kind, t.currency_id, t.amount, NULL, false, t.kind = 'CRYPTO'
    FROM transfers t
   WHERE t.receiver_client_id = $1 AND CASE t.kind WHEN 'CRYPTO' THEN t.accepted_at ELSE t.delivered_at END IS NOT NULL`;

/** Newest first; the record and its kind break ties (a transfer sent and received at once). */
const ORDER = 'happened_at DESC, record_id DESC, kind';

interface Row {
  kind: ClientOperation['kind'];
  record_id: string;
  created_at: string;
  city: ClientOperation['city'];
  cash_register: ClientOperation['cash_register'];
  operation_type: ClientOperation['operation_type'];
  currency: string;
  amount: string;
  total: string | null;
  reversed: boolean;
}

/**
 * Who sees which rows: a client is the network's, their operations are the cities'. Admins and
 * compliance officers see every city's; anyone else the rows of registers in their own cities.
 * A user without the crypto permission sees no crypto deal or crypto transfer.
 */
function filters(actor: Actor, clientId: number, query: ClientOperationsQuery): SqlWhere {
  const where = new SqlWhere([clientId]);
  let tz = '';
  const zone = () => (tz ||= where.param(timeZone()));
  if (query.from_date) where.and(`s.happened_at >= ${dayStart(where.param(query.from_date), zone())}`);
  if (query.to_date) where.and(`s.happened_at < ${dayEnd(where.param(query.to_date), zone())}`);
  if (!hasPermission(actor, 'isComplianceOfficer')) {
    where.and(`s.register_id IN (SELECT id FROM cash_registers WHERE city_id = ANY(${where.param([...actor.cityIds])}::int[]))`);
  }
  if (!hasPermission(actor, 'isCryptoTransactionPageActive')) where.and('NOT s.is_crypto');
  return where;
}

/** GET /api/client/{id}/operations/?from_date&to_date&page&size — 404 for a client that does not exist. */
export async function listClientOperations(
  db: Db,
  actor: Actor,
  clientId: number,
  query: ClientOperationsQuery & PageQuery,
): Promise<ClientOperationPage> {
  await clientRow(db, clientId);
  const where = filters(actor, clientId, query);
  const rows = `SELECT s.* FROM (${ROWS}) s ${where.sql}`;
  const page = await paginate<Row, ClientOperation>(db, query.url ?? '/', pageParams(query, RECORD_PAGE_SIZE), {
    sql: rows,
    params: where.params,
    orderBy: ORDER,
    shape: {
      columns: `${isoSql('p.happened_at')} AS created_at, ${refJson('ci')} AS city, ${refJson('r')} AS cash_register, cu.code AS currency,
        round(p.raw_amount, cu.decimals)::text AS amount`,
      joins: 'JOIN cash_registers r ON r.id = p.register_id JOIN cities ci ON ci.id = r.city_id JOIN currencies cu ON cu.id = p.currency_id',
    },
    map: (r) => ({
      kind: r.kind, id: Number(r.record_id), created_at: r.created_at, city: r.city, cash_register: r.cash_register,
      operation_type: r.operation_type, currency: r.currency, amount: r.amount, total: r.total, reversed: r.reversed,
    }),
  });
  const { rows: totals } = await db.query<ClientCurrencyTotals>(
    `SELECT cu.code AS currency,
            round(COALESCE(sum(s.raw_amount) FILTER (WHERE s.kind IN ('TRANSACTION', 'CRYPTO_TRANSACTION') AND s.operation_type = 'BUY'), 0), cu.decimals)::text AS bought,
            round(COALESCE(sum(s.raw_amount) FILTER (WHERE s.kind IN ('TRANSACTION', 'CRYPTO_TRANSACTION') AND s.operation_type = 'SELL'), 0), cu.decimals)::text AS sold,
            round(COALESCE(sum(s.raw_amount) FILTER (WHERE s.kind = 'TRANSFER_SENT'), 0), cu.decimals)::text AS sent,
            round(COALESCE(sum(s.raw_amount) FILTER (WHERE s.kind = 'TRANSFER_RECEIVED'), 0), cu.decimals)::text AS received
       FROM (${rows}) s JOIN currencies cu ON cu.id = s.currency_id
      WHERE NOT s.reversed
      GROUP BY cu.id, cu.code, cu.decimals
      ORDER BY cu.code`,
    where.params,
  );
  return { ...page, totals };
}
