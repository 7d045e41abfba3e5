import { JOURNAL_KINDS } from '../../../shared/contract/journal';
import type { JournalKind } from '../../../shared/contract/ledger';
import type { Db } from '../../db/types';
import type { JsonPage } from '../../http/jsonPage';
import { pageParams, type PageQuery, selectJsonPage } from '../../http/pagination';
import { hasPermission, requirePermission, visiblePersonsSql, type Actor } from '../../http/scope';
import { registerInScope } from '../../ledger/referenceChecks';
import { timeZone, today } from '../../ledger/time';
import { JOURNAL_JSON, JOURNAL_ORDER, JOURNAL_SHAPE, journalSql } from './journalSql';

/** Asking for these by name needs the crypto permission; without it they are left out of "all". */
const CRYPTO_KINDS: readonly JournalKind[] = ['CRYPTO_TRANSACTION', 'CRYPTO_TRANSFER'];
const ALL_KINDS = JOURNAL_KINDS.join(',');

/**
 * GET /api/operation/?cash_register&date&kind&page — the register's day journal
 * (docs/api/operation-journal.md): every kind of record of that day, newest first, as
 * uniform rows written by PostgreSQL for the page only.
 */
export async function listJournal(
  db: Db,
  actor: Actor,
  query: PageQuery & { cash_register: number; date?: string; kind?: JournalKind },
): Promise<JsonPage> {
  if (query.kind && CRYPTO_KINDS.includes(query.kind)) requirePermission(actor, 'isCryptoTransactionPageActive');
  const register = await registerInScope(db, actor, query.cash_register);
  const withCrypto = hasPermission(actor, 'isCryptoTransactionPageActive');
  const params: unknown[] = [register.id, query.date ?? today(), timeZone()];
  const personFilter = visiblePersonsSql(actor, 'o.operation_person_id');
  if (db.kind === 'pglite') {
    // PGlite plans every statement anew outside a transaction: planning seven more selects
    // for the count cost more than counting a day's rows with a window (docs/api/operation-journal.md).
    const sql = journalSql(query.kind ?? ALL_KINDS, withCrypto, personFilter, null);
    return selectJsonPage(db, sql.rows, params, JOURNAL_ORDER, query, JOURNAL_JSON, { shape: JOURNAL_SHAPE, countWindow: true });
  }
  // PostgreSQL keeps the prepared statement's plan: each branch stops at the page's end (the
  // first page's as a literal, which a generic plan then knows, http/pagination.ts; a later
  // page's as $4) and the total is counted per branch, so the cost follows the page.
  const { page, size } = pageParams(query);
  const limit = page === 1 ? String(size) : `$${params.push(page * size)}`;
  const sql = journalSql(query.kind ?? ALL_KINDS, withCrypto, personFilter, limit);
  return selectJsonPage(db, sql.rows, params, JOURNAL_ORDER, query, JOURNAL_JSON, { shape: JOURNAL_SHAPE, countSql: sql.count });
}
