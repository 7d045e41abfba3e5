import {
  IDENTITY_FIELDS,
  IDENTITY_LOCKED_MESSAGE,
  canEditIdentity,
  type Client,
  type ClientBody,
  type ClientQuery,
  type ScreeningStatus,
} from '../../../shared/contract/clients';
import type { Paginated } from '../../../shared/contract/pagination';
import type { Db, Queryable } from '../../db/types';
import { fieldError, fieldErrors, forbidden, notFound } from '../../http/errors';
import { pageParams } from '../../http/pagination';
import type { Actor } from '../../http/scope';
import { audit, auditRecord, recordSnapshot } from '../../lib/audit';
import { today } from '../../ledger/time';
import { clientRow, clientWithDocument, searchTerms, toClient } from './clientQueries';
import { searchClients } from './clientSearch';
import { screenClient } from '../../checks/screening';

/**
 * The register of clients (docs/api/clients.md): shared by the whole network — every user
 * who records operations may search, create and update them. One client per document.
 */

/** GET /api/client/?search&page&size: documents masked. */
export async function listClients(db: Db, query: ClientQuery & { url: string }): Promise<Paginated<Client>> {
  return searchClients(db, await searchTerms(db, query.search), query.url, pageParams(query));
}

/** GET /api/client/{id}/: the full document; the read is audited (who saw whose documents). */
export async function getClient(db: Db, actor: Actor, id: number): Promise<Client> {
  const row = await clientRow(db, id);
  await audit(db, actor, 'client.view', { client: id });
  return toClient(row, false);
}

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
    if (!values[field]) errors[field] = ['Это поле не может быть пустым.'];
  }
  if (values.birth_date > today()) errors.birth_date = ['Дата рождения не может быть в будущем.'];
  if (values.document_issued_at && values.document_issued_at > today()) errors.document_issued_at = ['Дата выдачи не может быть в будущем.'];
  if (values.document_issued_at && values.document_issued_at < values.birth_date) {
    errors.document_issued_at = ['Документ не может быть выдан раньше даты рождения.'];
  }
  if (Object.keys(errors).length) throw fieldErrors(errors);
  return values;
}

async function refuseDuplicate(tx: Queryable, values: ReturnType<typeof normalised>, exceptId: number | null) {
  const existing = await clientWithDocument(tx, values, exceptId);
  if (existing) throw fieldError('document_number', `Клиент с этим документом уже есть: ${existing.name} (id ${existing.id}).`);
}

const COLUMNS = ['last_name', 'first_name', 'middle_name', 'birth_date', 'citizenship', 'document_type', 'document_series',
  'document_number', 'document_issued_by', 'document_issued_at', 'address', 'phone', 'note'] as const;

/** POST /api/client/create/ → 201: screened against the current list in the same transaction. */
export async function createClient(db: Db, actor: Actor, input: ClientBody): Promise<Client> {
  const values = normalised(input);
  return db.transaction(async (tx) => {
    // One writer of a document at a time: two creates of one passport cannot both pass the check.
    await tx.query('SELECT pg_advisory_xact_lock(2025, hashtext($1))', [`${values.document_type}|${values.document_number}`]);
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
    await lockForEdit(tx, actor, id, values);
    await tx.query('SELECT pg_advisory_xact_lock(2025, hashtext($1))', [`${values.document_type}|${values.document_number}`]);
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
