import type { Paginated } from '../../../shared/contract/pagination';
import type { StructuringQuery, StructuringSign } from '../../../shared/contract/structuring';
import type { Db, Queryable } from '../../db/types';
import { notFound } from '../../http/errors';
import { paginate, pageParams } from '../../http/pagination';
import { SqlWhere } from '../../lib/sqlList';
import { isoSql } from '../../ledger/sqlRefs';
import { timeZone } from '../../ledger/time';
import { controlCity } from './mandatoryControlQueries';

/**
 * The queue of structuring signs (docs/api/clients.md, «Признаки дробления»), read: the list and
 * a sign. Compliance officers and admins; the rows are written by the deals themselves
 * (checks/structuringSigns.ts), an officer's decision by structuringService.ts.
 */

const ref = (alias: string) => `json_build_object('id', ${alias}.id, 'name', ${alias}.name)`;
const userName = (alias: string) => `COALESCE(NULLIF(btrim(${alias}.first_name || ' ' || ${alias}.last_name), ''), ${alias}.username)`;
const userRef = (alias: string) => `json_build_object('id', ${alias}.id, 'name', ${userName(alias)})`;

/** The row's deals with their cashiers (none for the system's own, e.g. the demo's); amounts as text (a NUMERIC in JSON would be read as a float). */
const DEALS = (s: string) => `(SELECT s.* FROM (
    SELECT e.created_at AS at, 'TRANSACTION' AS record_kind, e.id, e.operation_type, e.amount, e.currency_id,
           COALESCE(e.base_value, e.total) AS base_total, e.user_id
      FROM structuring_sign_deals d JOIN exchange_transactions e ON d.record_kind = 'TRANSACTION' AND e.id = d.record_id
     WHERE d.sign_id = ${s}.id
    UNION ALL
    SELECT c.created_at, 'CRYPTO_TRANSACTION', c.id, c.operation_type, c.amount, c.crypto_currency_id, c.base_value, c.user_id
      FROM structuring_sign_deals d JOIN crypto_transactions c ON d.record_kind = 'CRYPTO_TRANSACTION' AND c.id = d.record_id
     WHERE d.sign_id = ${s}.id) s)`;

const DEALS_JSON = (s: string) => `COALESCE((SELECT json_agg(json_build_object('record_kind', x.record_kind, 'id', x.id,
    'created_at', ${isoSql('x.at')}, 'operation_type', x.operation_type, 'amount', x.amount::text,
    'currency', json_build_object('id', cu.id, 'code', cu.code, 'name', cu.name), 'base_total', x.base_total::text,
    'cashier', CASE WHEN u.id IS NOT NULL THEN ${userRef('u')} END) ORDER BY x.at, x.id)
  FROM ${DEALS(s)} x JOIN currencies cu ON cu.id = x.currency_id LEFT JOIN users u ON u.id = x.user_id), '[]'::json)`;

const CASHIERS_JSON = (s: string) => `COALESCE((SELECT json_agg(${userRef('u')} ORDER BY u.id)
  FROM users u WHERE u.id IN (SELECT x.user_id FROM ${DEALS(s)} x)), '[]'::json)`;

const COLUMNS = `g.id, ${ref('ci')} AS city, ${ref('r')} AS cash_register, ${CASHIERS_JSON('g')} AS cashiers, ${DEALS_JSON('g')} AS deals,
  g.total::text AS total, g.threshold::text AS threshold, json_build_object('id', bc.id, 'code', bc.code, 'name', bc.name) AS base_currency,
  g.window_minutes, ${isoSql('g.first_at')} AS first_at, ${isoSql('g.last_at')} AS last_at, g.status,
  CASE WHEN du.id IS NOT NULL THEN ${userRef('du')} END AS decided_by, ${isoSql('g.decided_at')} AS decided_at, g.note,
  ${isoSql('g.created_at')} AS created_at`;

const FROM = `structuring_signs g JOIN cities ci ON ci.id = g.city_id JOIN cash_registers r ON r.id = g.cash_register_id
  JOIN currencies bc ON bc.id = g.base_currency_id LEFT JOIN users du ON du.id = g.decided_by`;

/**
 * The list's filters, each only when given: the days of the first deal (in the network's time
 * zone), the city, the status.
 */
function signWhere(query: StructuringQuery): SqlWhere {
  const where = new SqlWhere();
  const zone = () => where.param(timeZone());
  if (query.from_date) where.and(`g.first_at >= (${where.param(query.from_date)}::date::timestamp AT TIME ZONE ${zone()}::text)`);
  if (query.to_date) where.and(`g.first_at < ((${where.param(query.to_date)}::date + 1)::timestamp AT TIME ZONE ${zone()}::text)`);
  if (query.city !== undefined) where.and(`g.city_id = ${where.param(query.city)}`);
  if (query.status) where.and(`g.status = ${where.param(query.status)}`);
  return where;
}

const toSign = (row: StructuringSign): StructuringSign => ({ ...row, id: Number(row.id) });

/** GET /api/compliance/structuring/?from_date&to_date&city&status&page&size — the newest bursts first. */
export async function listStructuringSigns(db: Db, query: StructuringQuery & { url: string }): Promise<Paginated<StructuringSign>> {
  await controlCity(db, query.city);
  const where = signWhere(query);
  return paginate<StructuringSign, StructuringSign>(db, query.url, pageParams(query, 50), {
    sql: `SELECT ${COLUMNS} FROM ${FROM} ${where.sql}`,
    params: where.params,
    orderBy: 'first_at DESC, id DESC',
    map: ({ id, city, cash_register, cashiers, deals, total, threshold, base_currency, window_minutes, first_at, last_at, status, decided_by, decided_at, note, created_at }) =>
      toSign({ id, city, cash_register, cashiers, deals, total, threshold, base_currency, window_minutes, first_at, last_at, status, decided_by, decided_at, note, created_at }),
  });
}

/** One sign, as the list answers it; 404 when there is none. */
export async function signRow(q: Queryable, id: number): Promise<StructuringSign> {
  const { rows } = await q.query<StructuringSign>(`SELECT ${COLUMNS} FROM ${FROM} WHERE g.id = $1`, [id]);
  if (!rows[0]) throw notFound();
  return toSign(rows[0]);
}
