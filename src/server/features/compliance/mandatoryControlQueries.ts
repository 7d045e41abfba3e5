import type { MandatoryControlQuery, MandatoryControlRow } from '../../../shared/contract/clients';
import type { Paginated } from '../../../shared/contract/pagination';
import type { Db, Queryable } from '../../db/types';
import { conflict, notFound } from '../../http/errors';
import { paginate, pageParams } from '../../http/pagination';
import type { Actor } from '../../http/scope';
import { auditRecord, recordSnapshot } from '../../lib/audit';
import { isoSql } from '../../ledger/sqlRefs';
import { SERVER_MESSAGES as M } from '../../http/messages';

/** The mandatory-control queue (docs/api/clients.md): the list, a report's mark. Compliance officers and admins. */

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

/** The filters of the list and the download: $1 from, $2 to, $3 city, $4 status (each may be null). */
export const CONTROL_WHERE = `($1::date IS NULL OR m.day >= $1::date) AND ($2::date IS NULL OR m.day <= $2::date)
  AND ($3::int IS NULL OR m.city_id = $3::int) AND ($4::text IS NULL OR m.status = $4::text)`;

export const controlParams = (q: MandatoryControlQuery) => [q.from_date ?? null, q.to_date ?? null, q.city ?? null, q.status ?? null];

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
  return paginate<MandatoryControlRow & { day_sort?: string }, MandatoryControlRow>(db, query.url, pageParams(query, 50), {
    sql: `SELECT ${CONTROL_COLUMNS} FROM ${CONTROL_FROM} WHERE ${CONTROL_WHERE}`,
    params: controlParams(query),
    orderBy: 'date DESC, id DESC',
    map: ({ id, kind, city, client, filed_identity, date, total, threshold, base_currency, operations, status, reported_at, reported_by, reference, created_at }) =>
      ({ id: Number(id), kind, city, client, filed_identity, date, total, threshold, base_currency, operations, status, reported_at, reported_by, reference, created_at }),
  });
}

async function controlRow(q: Queryable, id: number): Promise<MandatoryControlRow> {
  const { rows } = await q.query<MandatoryControlRow>(`SELECT ${CONTROL_COLUMNS} FROM ${CONTROL_FROM} WHERE m.id = $1`, [id]);
  if (!rows[0]) throw notFound();
  return { ...rows[0], id: Number(rows[0].id) };
}

/**
 * PUT /api/compliance/mandatory_control/{id}/report/ {reference}: who, when, the reference,
 * and the client's identity as it stands now — what the report sent; once.
 */
export async function reportMandatoryControl(db: Db, actor: Actor, id: number, reference: string): Promise<MandatoryControlRow> {
  return db.transaction(async (tx) => {
    const { rows } = await tx.query<{ status: string }>('SELECT status FROM mandatory_control WHERE id = $1 FOR UPDATE', [id]);
    if (!rows[0]) throw notFound();
    if (rows[0].status === 'reported') throw conflict(M.alreadyReported);
    const before = await recordSnapshot(tx, 'mandatory_control', id);
    await tx.query(
      `UPDATE mandatory_control m SET status = 'reported', reported_at = now(), reported_by = $2, reference = $3,
              ${IDENTITY_FIELDS.map((f) => `filed_${f} = c.${f}`).join(', ')}
         FROM clients c WHERE m.id = $1 AND c.id = m.client_id`,
      [id, actor.id, reference.trim()],
    );
    await auditRecord(tx, actor, 'mandatory_control.report', 'mandatory_control', id, before);
    return controlRow(tx, id);
  });
}
