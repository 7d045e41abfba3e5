import type { Client, ClientBody } from '../../../shared/contract/clients';
import { maskDocument } from '../../../shared/contract/clients';
import type { Queryable } from '../../db/types';
import { notFound } from '../../http/errors';
import { isoSql } from '../../ledger/sqlRefs';

/** Reading clients: the wire record, one by id, and the search's conditions. */

export const CLIENT_COLUMNS = `c.id, c.last_name, c.first_name, c.middle_name, to_char(c.birth_date, 'YYYY-MM-DD') AS birth_date,
  c.citizenship, c.document_type, c.document_series, c.document_number, c.document_issued_by,
  to_char(c.document_issued_at, 'YYYY-MM-DD') AS document_issued_at, c.address, c.phone, c.note, c.screening_status,
  ${isoSql('c.created_at')} AS created_at`;

/**
 * A row as the wire carries it. In lists the document is its type and the last four
 * characters of its number: no series (series and number together would give most of it).
 */
export function toClient(row: Client, masked: boolean): Client {
  return {
    id: row.id, last_name: row.last_name, first_name: row.first_name, middle_name: row.middle_name, birth_date: row.birth_date,
    citizenship: row.citizenship, document_type: row.document_type, document_series: masked ? '' : row.document_series,
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

/**
 * Another client with this document, if any: the same normalised series and number
 * (client_document_key: look-alikes folded, spaces and dashes removed, case folded) and the
 * same citizenship, whatever the document's type — as the unique index compares them.
 */
export async function documentTaken(
  q: Queryable, input: Pick<ClientBody, 'citizenship' | 'document_series' | 'document_number'>, exceptId: number | null,
): Promise<boolean> {
  const { rows } = await q.query(
    `SELECT 1 FROM clients
      WHERE citizenship = $1 AND document_key = client_document_key($2 || $3) AND id IS DISTINCT FROM $4 LIMIT 1`,
    [input.citizenship, input.document_series ?? '', input.document_number, exceptId],
  );
  return rows.length > 0;
}

/**
 * What a search looks for (docs/api/clients.md, "Search"): every word of the query is the
 * start of a name word, or the whole query is a document's whole number (with or without
 * its series: never a part of one, so a number cannot be read out digit by digit), or a
 * phone's start. Name words come from client_translit (lower case, one alphabet, [a-z0-9]
 * only), so they go into the SQL as prefixes of LIKE literals: a literal prefix is what lets
 * PostgreSQL use the text_pattern_ops indexes, whatever the plan cache. `lead` holds the
 * alternatives, one per key index (clientSearch.ts reads its matches from those indexes), each
 * with the rest of its condition; `all` is the whole condition; `document` the query as a
 * document key when it may be one (the clients found by it are audited as views); null: no search.
 */
export interface SearchTerms {
  all: string;
  lead: string[];
  document: string | null;
}

const NOTHING: SearchTerms = { all: 'FALSE', lead: ['FALSE'], document: null };

export async function searchTerms(q: Queryable, search: string | undefined): Promise<SearchTerms | null> {
  const text = (search ?? '').trim();
  if (!text) return null;
  const { rows } = await q.query<{ t: string; d: string; p: string }>(
    'SELECT client_translit($1) AS t, client_document_key($1) AS d, client_phone_key($1) AS p', [text],
  );
  // A document has digits; its key is [0-9a-z] and Cyrillic letters only (client_document_key).
  const doc = /\d/.test(rows[0].d) && /^[0-9a-z\u0400-\u04ff]+$/.test(rows[0].d) ? rows[0].d : null;
  const documents = doc ? [`c.document_key = '${doc}'`, `c.number_key = '${doc}'`] : [];
  if (/^[\d\s()+\-.]+$/.test(text)) {
    const digits = literal(rows[0].p);
    if (!digits) return NOTHING;
    const lead = [...documents, `c.phone_key LIKE '${digits}%'`];
    // Ten digits may be a Russian mobile number typed without its country code.
    if (digits.length === 10) lead.push(`c.phone_key LIKE '7${digits}%'`);
    return { all: `(${lead.join(' OR ')})`, lead, document: doc };
  }
  const words = rows[0].t.split(' ').map(literal).filter(Boolean).slice(0, 6);
  if (!words.length && !documents.length) return NOTHING;
  const alternatives = (w: string) => NAME_KEYS.map((key) => `c.${key} LIKE '${w}%'`);
  const condition = (w: string) => `(${alternatives(w).join(' OR ')})`;
  const names = words.length ? words.map(condition).join(' AND ') : 'FALSE';
  // The longest word is the likeliest to be rare: its matches are read first.
  const lead = words.length ? words.reduce((a, b) => (b.length > a.length ? b : a)) : '';
  const rest = words.filter((w, i) => i !== words.indexOf(lead)).map(condition);
  const named = words.length ? alternatives(lead).map((alt) => [alt, ...rest].join(' AND ')) : [];
  return { all: [`(${names})`, ...documents].join(' OR '), lead: [...named, ...documents], document: doc };
}

/** The keys a word of a name search is looked up in (each has its index; migration 029 makes them cover the search). */
const NAME_KEYS = ['last_key', 'first_key', 'middle_key'] as const;

/** Only [a-z0-9] reach the SQL text (client_translit gives nothing else; this makes sure). */
function literal(word: string): string {
  return /^[a-z0-9]+$/.test(word) ? word : '';
}
