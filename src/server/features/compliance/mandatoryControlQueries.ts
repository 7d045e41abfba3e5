import type { MandatoryControlQuery, MandatoryControlRow } from '../../../shared/contract/clients';
import type { Paginated } from '../../../shared/contract/pagination';
import type { Db, Queryable } from '../../db/types';
import { notFound } from '../../http/errors';
import { paginate, pageParams } from '../../http/pagination';
import { SqlWhere } from '../../lib/sqlList';
import { isoSql } from '../../ledger/sqlRefs';

/** The mandatory-control queue (docs/api/clients.md), read: the list and a row. Marking a row reported: mandatoryControlService.ts. */

const ref = (alias: string) => `json_build_object('id', ${alias}.id, 'name', ${alias}.name)`;

/** The identity a report names: kept with the row when it is marked reported (migration 033). */
export const IDENTITY_FIELDS = ['last_name', 'first_name', 'middle_name', 'birth_date', 'citizenship', 'document_type', 'document_series',
  'document_number', 'document_issued_by', 'document_issued_at', 'address'] as const;

/**
 * A field of the client as the row shows it: what was filed once the row is reported (the
 * card may have changed since), the live card while it is not. `m` is mandatory_control,
 * `cl` the client.
 */
export const shownIdentity = (field: (typeof IDENTITY_FIELDS)[number]) =>
  `CASE WHEN m.status = 'reported' THEN m.filed_${field} ELSE cl.${field} END`;

const clientName = `btrim(${shownIdentity('last_name')} || ' ' || ${shownIdentity('first_name')} || ' ' || COALESCE(${shownIdentity('middle_name')}, ''))`;

/** The filed identity as the queue answers it (null until reported); dates as yyyy-MM-dd. */
const FILED_IDENTITY = `CASE WHEN m.status = 'reported' THEN json_build_object(${IDENTITY_FIELDS.map((f) =>
  `'${f}', ${f.endsWith('_date') || f.endsWith('_at') ? `to_char(m.filed_${f}, 'YYYY-MM-DD')` : `m.filed_${f}`}`).join(', ')}) END`;

/** The row's operations, oldest first; amounts as text (a NUMERIC in JSON would be read as a float). */
const OPERATIONS = (m: string) => `COALESCE((SELECT json_agg(s.op ORDER BY s.at, s.id) FROM (
    SELECT e.created_at AS at, e.id, json_build_object('kind', 'TRANSACTION', 'id', e.id, 'created_at', ${isoSql('e.created_at')},
           'cash_register', ${ref('r')}, 'operation_type', e.operation_type,
           'currency', json_build_object('id', cu.id, 'code', cu.code, 'name', cu.name),
           'amount', e.amount::text, 'rate', e.rate::text, 'total', e.total::text) AS op
      FROM mandatory_control_operations o JOIN exchange_transactions e ON o.record_kind = 'TRANSACTION' AND e.id = o.record_id
      JOIN cash_registers r ON r.id = e.cash_register_id JOIN currencies cu ON cu.id = e.currency_id
     WHERE o.control_id = ${m}.id
    UNION ALL
    SELECT c.created_at, c.id, json_build_object('kind', 'CRYPTO_TRANSACTION', 'id', c.id, 'created_at', ${isoSql('c.created_at')},
           'cash_register', ${ref('r')}, 'operation_type', c.operation_type,
           'currency', json_build_object('id', cu.id, 'code', cu.code, 'name', cu.name),
           'amount', c.amount::text, 'rate', c.rate::text, 'total', c.total::text)
      FROM mandatory_control_operations o JOIN crypto_transactions c ON o.record_kind = 'CRYPTO_TRANSACTION' AND c.id = o.record_id
      JOIN cash_registers r ON r.id = c.cash_register_id JOIN currencies cu ON cu.id = c.crypto_currency_id
     WHERE o.control_id = ${m}.id) s), '[]'::json)`;

export const CONTROL_COLUMNS = `m.id, m.kind, ${ref('ci')} AS city, json_build_object('id', cl.id, 'name', ${clientName}) AS client,
  ${FILED_IDENTITY} AS filed_identity,
  to_char(m.day, 'YYYY-MM-DD') AS date, m.total::text AS total, m.threshold::text AS threshold,
  json_build_object('id', bc.id, 'code', bc.code, 'name', bc.name) AS base_currency, ${OPERATIONS('m')} AS operations,
  m.status, ${isoSql('m.reported_at')} AS reported_at,
  CASE WHEN ru.id IS NOT NULL THEN json_build_object('id', ru.id, 'name', COALESCE(NULLIF(btrim(ru.first_name || ' ' || ru.last_name), ''), ru.username)) END AS reported_by,
  m.reference, ${isoSql('m.created_at')} AS created_at`;

export const CONTROL_FROM = `mandatory_control m JOIN cities ci ON ci.id = m.city_id JOIN clients cl ON cl.id = m.client_id
  JOIN currencies bc ON bc.id = m.base_currency_id LEFT JOIN users ru ON ru.id = m.reported_by`;

/** The filters of the list and the download: the days, the city, the status — each only when given. */
export function controlWhere(q: MandatoryControlQuery): SqlWhere {
  const where = new SqlWhere();
  if (q.from_date) where.and(`m.day >= ${where.param(q.from_date)}::date`);
  if (q.to_date) where.and(`m.day <= ${where.param(q.to_date)}::date`);
  if (q.city !== undefined) where.and(`m.city_id = ${where.param(q.city)}`);
  if (q.status) where.and(`m.status = ${where.param(q.status)}`);
  return where;
}

/**
 * The city a filter names: any city of the network (compliance officers and admins work for
 * all of them, so no city scope), and a 404 for one that does not exist, as everywhere.
 */
export async function controlCity(q: Queryable, id: number | undefined): Promise<string | null> {
  if (id === undefined) return null;
  const { rows } = await q.query<{ name: string }>('SELECT name FROM cities WHERE id = $1', [id]);
  if (!rows[0]) throw notFound();
  return rows[0].name;
}

/** GET /api/compliance/mandatory_control/?from_date&to_date&city&status&page — newest days first. */
export async function listMandatoryControl(db: Db, query: MandatoryControlQuery & { url: string; size?: number }): Promise<Paginated<MandatoryControlRow>> {
  await controlCity(db, query.city);
  const where = controlWhere(query);
  return paginate<MandatoryControlRow & { day_sort?: string }, MandatoryControlRow>(db, query.url, pageParams(query, 50), {
    sql: `SELECT ${CONTROL_COLUMNS} FROM ${CONTROL_FROM} ${where.sql}`,
    params: where.params,
    orderBy: 'date DESC, id DESC',
    map: ({ id, kind, city, client, filed_identity, date, total, threshold, base_currency, operations, status, reported_at, reported_by, reference, created_at }) =>
      ({ id: Number(id), kind, city, client, filed_identity, date, total, threshold, base_currency, operations, status, reported_at, reported_by, reference, created_at }),
  });
}

/** One row of the queue, as the list answers it; 404 when there is none. */
export async function controlRow(q: Queryable, id: number): Promise<MandatoryControlRow> {
  const { rows } = await q.query<MandatoryControlRow>(`SELECT ${CONTROL_COLUMNS} FROM ${CONTROL_FROM} WHERE m.id = $1`, [id]);
  if (!rows[0]) throw notFound();
  return { ...rows[0], id: Number(rows[0].id) };
}
