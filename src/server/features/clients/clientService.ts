import {
  IDENTITY_FIELDS,
  IDENTITY_LOCKED_MESSAGE,
  canEditIdentity,
  type Client,
  type ClientBody,
  type ClientListQuery,
  type ScreeningStatus,
} from '../../../shared/contract/clients';
import type { Paginated } from '../../../shared/contract/pagination';
import type { Db, Queryable } from '../../db/types';
import { fieldError, fieldErrors, forbidden, notFound } from '../../http/errors';
import { pageParams } from '../../http/pagination';
import type { Actor } from '../../http/scope';
import { audit, auditRecord, recordSnapshot } from '../../lib/audit';
import { today } from '../../ledger/time';
import { clientRow, documentTaken, searchTerms, toClient } from './clientQueries';
import { searchClients } from './clientSearch';
import { screenClient } from '../../checks/screening';
import { SERVER_MESSAGES as M } from '../../http/messages';

/**
 * The register of clients (docs/api/clients.md): shared by the whole network — every user
 * who records operations may search, create and update them. One client per document.
 */

/**
 * GET /api/client/?search&page&size: documents masked. A client found by a document's whole
 * number is audited as a view of that client (the search confirmed whose document it is).
 */
export async function listClients(db: Db, actor: Actor, query: ClientListQuery & { url: string }): Promise<Paginated<Client>> {
  const terms = await searchTerms(db, query.search);
  const page = await searchClients(db, terms, query.url, pageParams(query));
  if (terms?.document && page.results.length) {
    const { rows } = await db.query<{ id: number }>(
      'SELECT id FROM clients WHERE id = ANY($1::int[]) AND (document_key = $2 OR number_key = $2) ORDER BY id',
      [page.results.map((c) => c.id), terms.document],
    );
    for (const { id } of rows) await audit(db, actor, 'client.view', { client: id, search: 'document' });
  }
  return page;
}

/** GET /api/client/{id}/: the full document; the read is audited (who saw whose documents). */
export async function getClient(db: Db, actor: Actor, id: number): Promise<Client> {
  const row = await clientRow(db, id);
  await audit(db, actor, 'client.view', { client: id });
  return toClient(row, false);
}

/**
 * Control and format characters (zero-width spaces and joiners, soft hyphen, direction
 * overrides, BOM…): a name is stored as a person reads it, so a name hiding such a character
 * is refused rather than cleaned (screening ignores them anyway: client_visible).
 */
const INVISIBLE = /[\p{Cc}\p{Cf}\u115F\u1160\u2028\u2029\u3164\uFFA0]|\p{Variation_Selector}|\u034F|\u17B4|\u17B5|\u180B|\u180C|\u180D|\u180F/u;

/** The body as stored: trimmed, citizenship upper case, empty issue date as none. */
function normalised(input: ClientBody) {
  const t = (s: string | undefined) => (s ?? '').trim();
  const values = {
    last_name: t(input.last_name), first_name: t(input.first_name), middle_name: t(input.middle_name),
    birth_date: input.birth_date, citizenship: input.citizenship.toUpperCase(), document_type: input.document_type,
    document_series: t(input.document_series), document_number: t(input.document_number),
    document_issued_by: t(input.document_issued_by), document_issued_at: input.document_issued_at || null,
    address: t(input.address), phone: t(input.phone), note: t(input.note),
  };
  const errors: Record<string, string[]> = {};
  for (const field of ['last_name', 'first_name', 'document_number'] as const) {
    if (!values[field]) errors[field] = [M.blank];
  }
  for (const field of ['last_name', 'first_name', 'middle_name'] as const) {
    if (INVISIBLE.test(values[field])) errors[field] = [M.invisibleName];
  }
  if (values.birth_date > today()) errors.birth_date = [M.birthDateInFuture];
  if (values.document_issued_at && values.document_issued_at > today()) errors.document_issued_at = [M.issuedInFuture];
  if (values.document_issued_at && values.document_issued_at < values.birth_date) {
    errors.document_issued_at = [M.issuedBeforeBirth];
  }
  if (Object.keys(errors).length) throw fieldErrors(errors);
  return values;
}

/** The refusal names nobody: whoever types a document learns only that it is registered. */
export const DOCUMENT_TAKEN_MESSAGE = M.documentTaken;

/**
 * One client per document. Writers of one document (as normalised) are serialised first, so
 * two creates of one passport — «АВ» in one, "AB" in the other — cannot both pass the check.
 */
async function refuseDuplicate(tx: Queryable, values: ReturnType<typeof normalised>, exceptId: number | null) {
  await tx.query("SELECT pg_advisory_xact_lock(2025, hashtext($1 || '|' || client_document_key($2 || $3)))", [
    values.citizenship, values.document_series, values.document_number,
  ]);
  if (await documentTaken(tx, values, exceptId)) throw fieldError('document_number', DOCUMENT_TAKEN_MESSAGE);
}

const COLUMNS = ['last_name', 'first_name', 'middle_name', 'birth_date', 'citizenship', 'document_type', 'document_series',
  'document_number', 'document_issued_by', 'document_issued_at', 'address', 'phone', 'note'] as const;

/** POST /api/client/create/ → 201: screened against the current list in the same transaction. */
export async function createClient(db: Db, actor: Actor, input: ClientBody): Promise<Client> {
  const values = normalised(input);
  return db.transaction(async (tx) => {
    await refuseDuplicate(tx, values, null);
    const { rows } = await tx.query<{ id: number }>(
      `INSERT INTO clients (${COLUMNS.join(', ')}, created_by, updated_by)
       VALUES (${COLUMNS.map((_, i) => `$${i + 1}`).join(', ')}, $${COLUMNS.length + 1}, $${COLUMNS.length + 1}) RETURNING id`,
      [...COLUMNS.map((c) => values[c]), actor.id],
    );
    const id = rows[0].id;
    await screenClient(tx, id);
    await auditRecord(tx, actor, 'client.create', 'clients', id);
    return toClient(await clientRow(tx, id), false);
  });
}

/**
 * The client's row locked for the edit (404 first). Who a blocked or waiting client is — the
 * identity screening compared — is changed by a compliance officer only: a cashier who could
 * retype one letter would take the person off the list. Other fields stay anyone's to edit.
 */
async function lockForEdit(tx: Queryable, actor: Actor, id: number, values: ReturnType<typeof normalised>): Promise<void> {
  const { rows } = await tx.query<Record<(typeof IDENTITY_FIELDS)[number], string> & { screening_status: ScreeningStatus }>(
    `SELECT ${IDENTITY_FIELDS.filter((f) => f !== 'birth_date').join(', ')}, to_char(birth_date, 'YYYY-MM-DD') AS birth_date, screening_status
       FROM clients WHERE id = $1 FOR UPDATE`,
    [id],
  );
  const stored = rows[0];
  if (!stored) throw notFound();
  if (canEditIdentity(actor, stored.screening_status)) return;
  if (IDENTITY_FIELDS.some((f) => stored[f] !== values[f])) throw forbidden(IDENTITY_LOCKED_MESSAGE);
}

/**
 * PUT /api/client/update/{id}/: every field again; screened again — which adds matches and
 * never ends one, so an edit never lowers the client's state.
 */
export async function updateClient(db: Db, actor: Actor, id: number, input: ClientBody): Promise<Client> {
  const values = normalised(input);
  return db.transaction(async (tx) => {
    await lockForEdit(tx, actor, id, values); // 404 first, then who may change the identity
    await refuseDuplicate(tx, values, id);
    const before = await recordSnapshot(tx, 'clients', id);
    await tx.query(
      `UPDATE clients SET ${COLUMNS.map((c, i) => `${c} = $${i + 2}`).join(', ')}, updated_by = $${COLUMNS.length + 2}, updated_at = now()
        WHERE id = $1`,
      [id, ...COLUMNS.map((c) => values[c]), actor.id],
    );
    await screenClient(tx, id);
    await auditRecord(tx, actor, 'client.update', 'clients', id, before);
    return toClient(await clientRow(tx, id), false);
  });
}
