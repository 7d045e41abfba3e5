import type { OfflineReview, OfflineReviewStatus } from '../../../shared/contract/offline';
import type { Db } from '../../db/types';
import { conflict, notFound } from '../../http/errors';
import type { JsonPage } from '../../http/jsonPage';
import { SERVER_MESSAGES as M } from '../../http/messages';
import { selectJsonPage, type PageQuery } from '../../http/pagination';
import { canSeeCity, cityScope, type Actor } from '../../http/scope';
import { auditRecord, recordSnapshot } from '../../lib/audit';
import { SqlWhere } from '../../lib/sqlList';
import { jsonInteger, jsonObjectSql, jsonRaw, jsonString } from '../../ledger/jsonText';
import { refShape, type RecordRefs } from '../../ledger/recordSql';
import { isoSql } from '../../ledger/sqlRefs';
import { EXCHANGE_REFS, EXCHANGE_ROWS, exchangeJson, seesEarningsOf } from '../../ledger/exchangeSql';

/**
 * «Офлайн-операции на проверку» (docs/OFFLINE.md): every offline deal that broke a rule when it
 * arrived waits here for a supervisor or an admin of its city, who marks it checked — or
 * reverses it through the usual storno (docs/api/corrections.md), which its row then shows.
 * Who may: the route's guard (http/rateSettersOnly.ts) refuses cashiers before anything is read.
 */

/** The exchange's own columns, with the queue row's. */
const ROWS = `
  SELECT x.*, o.city_id AS review_city_id, o.checked_by AS checked_by_id, o.checked_at
    FROM (${EXCHANGE_ROWS}) x JOIN offline_reviews o ON o.id = x.id`;

const REFS: RecordRefs = { ...EXCHANGE_REFS, city: ['cities', 'review_city_id'], checked_by: ['users', 'checked_by_id'] };
const SHAPE = refShape(REFS);

/** The row's JSON over the page row `q`; `seesEarnings`: the parameter for the deal's costs and earnings. */
const reviewJson = (seesEarnings: string) =>
  jsonObjectSql({
    id: jsonInteger('q.id'),
    status: jsonString("CASE WHEN q.checked_at IS NULL THEN 'pending' ELSE 'checked' END"),
    flags: jsonRaw('to_json(q.offline_flags)::text'),
    made_at: jsonString(isoSql('q.created_at')),
    received_at: jsonString(isoSql('q.received_at')),
    cashier: jsonRaw('q."user"'),
    cash_register: jsonRaw('q."cash_register"'),
    city: jsonRaw('q."city"'),
    checked_by: jsonRaw('q."checked_by"'),
    checked_at: jsonString(isoSql('q.checked_at')),
    deal: jsonRaw(exchangeJson(seesEarnings)),
  });

export interface OfflineReviewFilter {
  city?: number;
  status?: OfflineReviewStatus;
}

/** GET /api/offline_review/?city&status&page — newest deal first, rows as JSON text. */
export async function listOfflineReviews(db: Db, actor: Actor, query: OfflineReviewFilter & PageQuery): Promise<JsonPage> {
  const where = new SqlWhere([seesEarningsOf(actor)]);
  const scope = cityScope(actor);
  if (scope) where.and(`o.city_id = ANY(${where.param(scope)}::int[])`);
  if (query.city !== undefined) {
    if (!canSeeCity(actor, query.city)) throw notFound();
    where.and(`o.city_id = ${where.param(query.city)}`);
  }
  if (query.status !== undefined) where.and(`o.checked_at IS ${query.status === 'pending' ? '' : 'NOT '}NULL`);
  return selectJsonPage(db, `${ROWS} ${where.sql}`, where.params, 'id DESC', query, reviewJson('$1::boolean'), { shape: SHAPE });
}

/**
 * POST /api/offline_review/{id}/check/: marks the deal checked, by whom and when (audited);
 * 409 when someone already did, 404 when there is no such row in the caller's cities. The row
 * is locked first, so two supervisors checking at once make one check and one 409.
 */
export async function checkOfflineReview(db: Db, actor: Actor, id: number): Promise<OfflineReview> {
  return db.transaction(async (tx) => {
    const { rows } = await tx.query<{ city_id: number; checked_at: Date | null }>(
      'SELECT city_id, checked_at FROM offline_reviews WHERE id = $1 FOR UPDATE',
      [id],
    );
    const row = rows[0];
    if (!row || !canSeeCity(actor, row.city_id)) throw notFound();
    if (row.checked_at !== null) throw conflict(M.offlineReviewChecked);
    const before = await recordSnapshot(tx, 'offline_reviews', id);
    await tx.query('UPDATE offline_reviews SET checked_by = $2, checked_at = now() WHERE id = $1', [id, actor.id]);
    await auditRecord(tx, actor, 'offline_review.check', 'offline_reviews', id, before);
    // The answer read back inside the write's transaction (docs/api/idempotency.md).
    const page = await selectJsonPage(tx, `${ROWS} WHERE o.id = $2`, [seesEarningsOf(actor), id], 'id DESC', {}, reviewJson('$1::boolean'), {
      shape: SHAPE,
    });
    return JSON.parse(page.results[0]) as OfflineReview;
  });
}
