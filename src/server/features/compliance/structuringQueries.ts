import type { Paginated } from '../../../shared/contract/pagination';
import {
  STRUCTURING_NOTE_REQUIRED,
  type StructuringDecision,
  type StructuringQuery,
  type StructuringSign,
} from '../../../shared/contract/structuring';
import type { Db, Queryable } from '../../db/types';
import { conflict, fieldError, notFound } from '../../http/errors';
import { paginate, pageParams } from '../../http/pagination';
import type { Actor } from '../../http/scope';
import { auditRecord, recordSnapshot } from '../../lib/audit';
import { isoSql } from '../../ledger/sqlRefs';
import { timeZone } from '../../ledger/time';
import { controlCity } from './mandatoryControlQueries';
import { SERVER_MESSAGES as M } from '../../http/messages';

/**
 * The queue of structuring signs (docs/api/clients.md, «Признаки дробления»): the list and an
 * officer's decision. Compliance officers and admins; the rows are written by the deals
 * themselves (checks/structuringSigns.ts).
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

/** $1 from, $2 to (days of the first deal, in the network's time zone), $3 city, $4 status, $5 the zone; each filter may be null. */
const WHERE = `($1::date IS NULL OR g.first_at >= ($1::date::timestamp AT TIME ZONE $5::text))
  AND ($2::date IS NULL OR g.first_at < (($2::date + 1)::timestamp AT TIME ZONE $5::text))
  AND ($3::int IS NULL OR g.city_id = $3::int) AND ($4::text IS NULL OR g.status = $4::text)`;

const toSign = (row: StructuringSign): StructuringSign => ({ ...row, id: Number(row.id) });

/** GET /api/compliance/structuring/?from_date&to_date&city&status&page&size — the newest bursts first. */
export async function listStructuringSigns(db: Db, query: StructuringQuery & { url: string }): Promise<Paginated<StructuringSign>> {
  await controlCity(db, query.city);
  return paginate<StructuringSign, StructuringSign>(db, query.url, pageParams(query, 50), {
    sql: `SELECT ${COLUMNS} FROM ${FROM} WHERE ${WHERE}`,
    params: [query.from_date ?? null, query.to_date ?? null, query.city ?? null, query.status ?? null, timeZone()],
    orderBy: 'first_at DESC, id DESC',
    map: ({ id, city, cash_register, cashiers, deals, total, threshold, base_currency, window_minutes, first_at, last_at, status, decided_by, decided_at, note, created_at }) =>
      toSign({ id, city, cash_register, cashiers, deals, total, threshold, base_currency, window_minutes, first_at, last_at, status, decided_by, decided_at, note, created_at }),
  });
}

async function signRow(q: Queryable, id: number): Promise<StructuringSign> {
  const { rows } = await q.query<StructuringSign>(`SELECT ${COLUMNS} FROM ${FROM} WHERE g.id = $1`, [id]);
  if (!rows[0]) throw notFound();
  return toSign(rows[0]);
}

/**
 * PUT /api/compliance/structuring/{id}/decide/ {decision, note}: «проверено» (nothing to
 * report; the note is optional) or «сообщено» (the note says what was reported and where: it
 * is required). A note of spaces only is refused either way; a row is decided once (409).
 */
export async function decideStructuringSign(
  db: Db,
  actor: Actor,
  id: number,
  input: { decision: StructuringDecision; note?: string },
): Promise<StructuringSign> {
  const note = (input.note ?? '').trim();
  if (input.note !== undefined && input.note !== '' && note === '') throw fieldError('note', M.blankNote);
  if (input.decision === 'reported' && note === '') throw fieldError('note', STRUCTURING_NOTE_REQUIRED);
  return db.transaction(async (tx) => {
    const { rows } = await tx.query<{ status: string }>('SELECT status FROM structuring_signs WHERE id = $1 FOR UPDATE', [id]);
    if (!rows[0]) throw notFound();
    if (rows[0].status !== 'new') throw conflict(M.structuringDecided);
    const before = await recordSnapshot(tx, 'structuring_signs', id);
    await tx.query('UPDATE structuring_signs SET status = $2, note = $3, decided_by = $4, decided_at = now() WHERE id = $1', [
      id, input.decision, note, actor.id,
    ]);
    await auditRecord(tx, actor, 'structuring_sign.decide', 'structuring_signs', id, before);
    return signRow(tx, id);
  });
}
