import type {
  Correction,
  CorrectionStatus,
  CreateCorrectionBody,
} from '../../../shared/contract/corrections';
import type { Paginated } from '../../../shared/contract';
import type { CorrectionListQuery } from '../../../shared/contract/request/corrections';
import type { Db, Queryable } from '../../db/types';
import { auditRecord, recordSnapshot } from '../../lib/audit';
import { conflict, forbidden, notFound } from '../../http/errors';
import { SERVER_MESSAGES as SM } from '../../http/messages';
import { pageParams, type PageQuery, paginate } from '../../http/pagination';
import { canSeeCity, cityScope, hasPermission, requirePermission, type Actor } from '../../http/scope';
import { SqlWhere } from '../../lib/sqlList';
import { registerForWrite, registerInScope } from '../../ledger/referenceChecks';
import { moneyTransaction } from '../../ledger/posting';
import { recordTime } from '../../ledger/time';
import { CORRECTION_ROWS, toCorrection, type CorrectionRow } from './correctionSql';
import { KINDS, recordWhere } from './correctionKinds';
import { writeReversal } from './reversal';
import { notifyCorrection } from '../../notifications/correctionEvents';

/**
 * Corrections (storno; docs/api/corrections.md): anyone who sees a record's
 * register asks, with a reason; a supervisor or admin of its city who did not ask decides.
 * Approval writes the reversing record (reversal.ts) in the same transaction.
 */

/** The corrections' refusals (the catalogue's, named as the feature's tests read them). */
export const M = SM.correction;

/** One correction as the wire has it, read with `q` (inside a write: its own transaction). */
export async function getCorrection(q: Queryable, actor: Actor, id: number): Promise<Correction> {
  const { rows } = await q.query<CorrectionRow>(`${CORRECTION_ROWS} WHERE c.id = $1`, [id]);
  if (!rows[0]) throw notFound();
  return toCorrection(actor.id)(rows[0]);
}

/** POST /api/correction/create/ */
export async function createCorrection(db: Db, actor: Actor, input: CreateCorrectionBody): Promise<Correction> {
  const kind = KINDS[input.record_kind];
  return db.transaction(async (tx) => {
    const { rows } = await tx.query<{ cash_register_id: number; reverses_id: string | null; reversed_by_id: string | null }>(
      `SELECT t.cash_register_id, t.reverses_id, t.reversed_by_id FROM ${kind.table} t WHERE ${recordWhere(input.record_kind)}`,
      [input.record_id],
    );
    const record = rows[0];
    if (!record) throw notFound();
    // A reversal moves money: not in a deactivated register (and a deactivation waits for this request's decision).
    await registerForWrite(tx, record.cash_register_id, 'record_id', actor);
    if (kind.crypto) requirePermission(actor, 'isCryptoTransactionPageActive');
    if (record.reverses_id !== null) throw conflict(M.isReversal);
    if (record.reversed_by_id !== null) throw conflict(M.alreadyReversed);
    // The partial unique index (migration 016) is the judge when two ask at once.
    const inserted = await tx.query<{ id: number }>(
      `INSERT INTO corrections (record_kind, record_id, cash_register_id, reason, requested_by, requested_at)
       VALUES ($1, $2, $3, $4, $5, $6)
       ON CONFLICT (record_kind, record_id) WHERE status <> 'Rejected' DO NOTHING RETURNING id`,
      [input.record_kind, input.record_id, record.cash_register_id, input.reason.trim(), actor.id, recordTime().toISOString()],
    );
    if (!inserted.rows[0]) throw conflict(M.alreadyReversed);
    const id = inserted.rows[0].id;
    await auditRecord(tx, actor, 'correction.create', 'corrections', id);
    // The approval queues' counts, live (delivered when this transaction commits).
    await notifyCorrection(tx, 'correction.created', id);
    return getCorrection(tx, actor, id);
  });
}

/** The list's filters (its query without the page). */
export type CorrectionFilter = Omit<CorrectionListQuery, 'page' | 'size'>;

/** GET /api/correction/ — the actor's cities, newest first; Pending first is the web app's filter. */
export async function listCorrections(db: Db, actor: Actor, query: CorrectionFilter & PageQuery): Promise<Paginated<Correction>> {
  const where = new SqlWhere();
  const scope = cityScope(actor);
  if (scope) where.and(`r.city_id = ANY(${where.param(scope)}::int[])`);
  if (query.city !== undefined) {
    if (!canSeeCity(actor, query.city)) throw notFound();
    where.and(`r.city_id = ${where.param(query.city)}`);
  }
  if (query.cash_register !== undefined) {
    await registerInScope(db, actor, query.cash_register);
    where.and(`c.cash_register_id = ${where.param(query.cash_register)}`);
  }
  // Crypto records are the crypto page's business, in lists as in their own routes.
  if (!hasPermission(actor, 'isCryptoTransactionPageActive')) where.and(`c.record_kind NOT IN ('CRYPTO_TRANSACTION', 'CRYPTO_OUT_TRANSACTION')`);
  if (query.status !== undefined) where.and(`c.status = ${where.param(query.status)}`);
  return paginate(db, query.url ?? '/api/correction/', pageParams(query), {
    sql: `SELECT * FROM (${CORRECTION_ROWS} ${where.sql}) x`,
    params: where.params,
    orderBy: 'id DESC',
    map: toCorrection(actor.id),
  });
}

export type Decision = 'approve' | 'reject';

/**
 * PUT /api/correction/approve|reject/{id}/. Only who sets day rates decides (canSetRates:
 * supervisor or admin): the route's guard refuses anyone else before the body is read.
 */
export async function decideCorrection(
  db: Db,
  actor: Actor,
  id: number,
  decision: Decision,
  comment: string,
): Promise<Correction> {
  const decide = async (tx: Queryable) => {
    const { rows } = await tx.query<{
      record_kind: CreateCorrectionBody['record_kind'];
      record_id: string;
      cash_register_id: number;
      status: CorrectionStatus;
      requested_by: number | null;
      reason: string;
    }>('SELECT record_kind, record_id, cash_register_id, status, requested_by, reason FROM corrections WHERE id = $1 FOR UPDATE', [id]);
    const c = rows[0];
    if (!c) throw notFound();
    await registerInScope(tx, actor, c.cash_register_id);
    if (KINDS[c.record_kind].crypto) requirePermission(actor, 'isCryptoTransactionPageActive');
    // Four eyes bind admins too: whoever asked never decides.
    if (c.requested_by !== null && c.requested_by === actor.id) throw forbidden(M.ownRequest);
    if (c.status !== 'Pending') throw conflict(M.notPending);
    const before = await recordSnapshot(tx, 'corrections', id);
    const at = recordTime();
    const reversalId =
      decision === 'approve' ? await writeReversal(tx, actor, { id, kind: c.record_kind, recordId: c.record_id, reason: c.reason, at }) : null;
    await tx.query(
      `UPDATE corrections SET status = $2, decided_by = $3, decided_at = $4, decision_comment = $5, reversal_id = $6 WHERE id = $1`,
      [id, decision === 'approve' ? 'Approved' : 'Rejected', actor.id, at.toISOString(), comment.trim(), reversalId],
    );
    await auditRecord(tx, actor, `correction.${decision}`, 'corrections', id, before);
    await notifyCorrection(tx, decision === 'approve' ? 'correction.approved' : 'correction.rejected', id);
    return getCorrection(tx, actor, id);
  };
  // Approval moves money: moneyTransaction creates missing balance rows and runs it again.
  return decision === 'approve' ? moneyTransaction(db, decide) : db.transaction(decide);
}
