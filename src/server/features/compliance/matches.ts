import type { ComplianceMatch, MatchStatus } from '../../../shared/contract/clients';
import type { Paginated } from '../../../shared/contract/pagination';
import type { Db, Queryable } from '../../db/types';
import { conflict, forbidden, notFound } from '../../http/errors';
import { paginate, pageParams } from '../../http/pagination';
import type { Actor } from '../../http/scope';
import { auditRecord, recordSnapshot } from '../../lib/audit';
import { restateClient } from '../../checks/screening';
import { isoSql } from '../../ledger/sqlRefs';

/**
 * The matches of the current list for a compliance officer to decide (docs/api/clients.md):
 * clear (a namesake: the client is clear until the list changes) or confirm (blocked). Every
 * decision is audited, and nobody decides a match on a client they created.
 */

const userRef = (alias: string) =>
  `CASE WHEN ${alias}.id IS NOT NULL THEN json_build_object('id', ${alias}.id, 'name', COALESCE(NULLIF(btrim(${alias}.first_name || ' ' || ${alias}.last_name), ''), ${alias}.username)) END`;

const COLUMNS = `m.id, json_build_object('id', c.id, 'name', btrim(c.last_name || ' ' || c.first_name || ' ' || c.middle_name)) AS client,
  to_char(c.birth_date, 'YYYY-MM-DD') AS client_birth_date,
  json_build_object('full_name', m.entry_full_name, 'birth_date', to_char(m.entry_birth_date, 'YYYY-MM-DD')) AS entry,
  m.kind, m.status, ${isoSql('m.created_at')} AS created_at, ${isoSql('m.decided_at')} AS decided_at, ${userRef('du')} AS decided_by`;
const FROM = `compliance_matches m JOIN clients c ON c.id = m.client_id LEFT JOIN users du ON du.id = m.decided_by`;

const toMatch = (r: ComplianceMatch): ComplianceMatch => ({ ...r, id: Number(r.id) });

/** GET /api/compliance/matches/?status&page — the current list's matches, open first by default order of id. */
export async function listMatches(db: Db, query: { status?: MatchStatus; page?: number; size?: number; url: string }): Promise<Paginated<ComplianceMatch>> {
  return paginate<ComplianceMatch, ComplianceMatch>(db, query.url, pageParams(query, 50), {
    sql: `SELECT ${COLUMNS} FROM ${FROM}
           WHERE m.import_id = (SELECT max(id) FROM watchlist_imports WHERE state = 'applied') AND ($1::text IS NULL OR m.status = $1::text)`,
    params: [query.status ?? null],
    orderBy: 'id DESC',
    map: toMatch,
  });
}

async function matchRow(q: Queryable, id: number): Promise<ComplianceMatch> {
  const { rows } = await q.query<ComplianceMatch>(`SELECT ${COLUMNS} FROM ${FROM} WHERE m.id = $1`, [id]);
  if (!rows[0]) throw notFound();
  return toMatch(rows[0]);
}

/** PUT /api/compliance/matches/{id}/clear/ or …/confirm/: an open match of the current list, once. */
export async function decideMatch(db: Db, actor: Actor, id: number, decision: 'cleared' | 'confirmed'): Promise<ComplianceMatch> {
  return db.transaction(async (tx) => {
    const { rows } = await tx.query<{ status: MatchStatus; client_id: number; created_by: number | null; current: boolean }>(
      `SELECT m.status, m.client_id, c.created_by, m.import_id = (SELECT max(id) FROM watchlist_imports WHERE state = 'applied') AS current
         FROM compliance_matches m JOIN clients c ON c.id = m.client_id WHERE m.id = $1 FOR UPDATE OF m`,
      [id],
    );
    const match = rows[0];
    if (!match) throw notFound();
    if (actor.id !== null && match.created_by === actor.id) throw forbidden('Нельзя решать совпадение по клиенту, которого вы сами завели.');
    if (!match.current) throw conflict('Перечень с тех пор обновлён: это совпадение больше не действует.');
    if (match.status !== 'open') throw conflict('По этому совпадению уже принято решение.');
    const before = await recordSnapshot(tx, 'compliance_matches', id);
    await tx.query('UPDATE compliance_matches SET status = $2, decided_at = now(), decided_by = $3 WHERE id = $1', [id, decision, actor.id]);
    await restateClient(tx, match.client_id);
    await auditRecord(tx, actor, decision === 'cleared' ? 'compliance_match.clear' : 'compliance_match.confirm', 'compliance_matches', id, before, {
      client: match.client_id,
    });
    return matchRow(tx, id);
  });
}
