import type { Client, ClientBody } from '../../../shared/contract/clients';
import { clientFullName, maskDocument } from '../../../shared/contract/clients';
import type { Queryable } from '../../db/types';
import { notFound } from '../../http/errors';
import { isoSql } from '../../ledger/sqlRefs';

/** Reading clients: the wire record, one by id, and the search's conditions. */

export const CLIENT_COLUMNS = `c.id, c.last_name, c.first_name, c.middle_name, to_char(c.birth_date, 'YYYY-MM-DD') AS birth_date,
  c.citizenship, c.document_type, c.document_series, c.document_number, c.document_issued_by,
  to_char(c.document_issued_at, 'YYYY-MM-DD') AS document_issued_at, c.address, c.phone, c.note, c.screening_status,
  ${isoSql('c.created_at')} AS created_at`;

/** A row as the wire carries it; in lists the document number is masked. */
export function toClient(row: Client, masked: boolean): Client {
  return {
    id: row.id, last_name: row.last_name, first_name: row.first_name, middle_name: row.middle_name, birth_date: row.birth_date,
    citizenship: row.citizenship, document_type: row.document_type, document_series: row.document_series,
    document_number: masked ? maskDocument(row.document_number) : row.document_number,
    document_issued_by: row.document_issued_by, document_issued_at: row.document_issued_at, address: row.address,
    phone: row.phone, note: row.note, screening_status: row.screening_status, created_at: row.created_at,
  };
}

export async function clientRow(q: Queryable, id: number): Promise<Client> {
  const { rows } = await q.query<Client>(`SELECT ${CLIENT_COLUMNS} FROM clients c WHERE c.id = $1`, [id]);
  if (!rows[0]) throw notFound();
  return rows[0];
}

/** The client a document belongs to, if any (type, series and number as the unique index compares them). */
export async function clientWithDocument(q: Queryable, input: Pick<ClientBody, 'document_type' | 'document_series' | 'document_number'>, exceptId: number | null) {
  const { rows } = await q.query<Pick<Client, 'id' | 'last_name' | 'first_name' | 'middle_name'>>(
    `SELECT id, last_name, first_name, middle_name FROM clients
      WHERE document_type = $1 AND document_key = replace(client_translit($2 || $3), ' ', '') AND id IS DISTINCT FROM $4`,
    [input.document_type, input.document_series ?? '', input.document_number, exceptId],
  );
  return rows[0] ? { id: rows[0].id, name: clientFullName(rows[0]) } : null;
}

/**
 * What a search looks for (docs/api/clients.md, "Search"): every word of the query is the
 * start of a name, a document or a phone. The words come from client_translit (lower case,
 * one alphabet, [a-z0-9] only), so they go into the SQL as prefixes of LIKE literals: a
 * literal prefix is what lets PostgreSQL use the text_pattern_ops indexes, whatever the plan
 * cache. `lead` is the longest word's alternatives, one per key index (clientSearch.ts reads
 * its matches from those indexes); `rest` the other words; `all` every word; null: no search.
 */
export interface SearchTerms {
  all: string;
  lead: string[];
  rest: string;
}

export async function searchTerms(q: Queryable, search: string | undefined): Promise<SearchTerms | null> {
  const text = (search ?? '').trim();
  if (!text) return null;
  if (/^[\d\s()+\-.]+$/.test(text)) {
    const { rows } = await q.query<{ digits: string }>('SELECT client_phone_key($1) AS digits', [text]);
    const digits = literal(rows[0].digits);
    if (!digits) return { all: 'FALSE', lead: ['FALSE'], rest: 'TRUE' };
    const lead = [`c.document_key LIKE '${digits}%'`, `c.number_key LIKE '${digits}%'`, `c.phone_key LIKE '${digits}%'`];
    // Ten digits may be a Russian mobile number typed without its country code.
    if (digits.length === 10) lead.push(`c.phone_key LIKE '7${digits}%'`);
    return { all: `(${lead.join(' OR ')})`, lead, rest: 'TRUE' };
  }
  const { rows } = await q.query<{ t: string }>('SELECT client_translit($1) AS t', [text]);
  const words = rows[0].t.split(' ').map(literal).filter(Boolean).slice(0, 6);
  if (!words.length) return { all: 'FALSE', lead: ['FALSE'], rest: 'TRUE' };
  const alternatives = (w: string) => NAME_KEYS.map((key) => `c.${key} LIKE '${w}%'`);
  const condition = (w: string) => `(${alternatives(w).join(' OR ')})`;
  // The longest word is the likeliest to be rare: its matches are read first.
  const lead = words.reduce((a, b) => (b.length > a.length ? b : a));
  const rest = words.filter((w, i) => i !== words.indexOf(lead));
  return { all: words.map(condition).join(' AND '), lead: alternatives(lead), rest: rest.length ? rest.map(condition).join(' AND ') : 'TRUE' };
}

/** The keys a word of a name search is looked up in (each has its index; migration 028 makes them cover the search). */
const NAME_KEYS = ['last_key', 'first_key', 'middle_key', 'document_key', 'number_key'] as const;

/** Only [a-z0-9] reach the SQL text (client_translit gives nothing else; this makes sure). */
function literal(word: string): string {
  return /^[a-z0-9]+$/.test(word) ? word : '';
}
