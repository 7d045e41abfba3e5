import type { RecordKind } from '../../shared/contract/ledger';
import type { PageShape } from '../http/pagination';
import {
  clientText,
  currencyText,
  jsonConstant,
  jsonInteger,
  jsonObjectSql,
  jsonRaw,
  jsonString,
  personText,
  refText,
  userText,
  type JsonValueSql,
} from './jsonText';
import { isoSql } from './sqlRefs';

/**
 * The SQL the ledger's lists share: a record's references joined for the page's rows only
 * (http/pagination.ts PageShape) and its wire JSON (http/jsonPage.ts), so each list names
 * its references and fields once instead of writing the joins and the JSON out.
 */

/** What a reference field points at: the table, and the id column of the picked row `p`. */
export type RecordRef = readonly [
  table: 'cash_registers' | 'cities' | 'currencies' | 'operation_persons' | 'users' | 'clients',
  idColumn: string,
];
export type RecordRefs = Readonly<Record<string, RecordRef>>;

const REF_TEXT: Record<RecordRef[0], (alias: string) => string> = {
  cash_registers: refText,
  cities: refText,
  currencies: currencyText,
  operation_persons: personText,
  users: userText,
  clients: clientText,
};

/** References that may be missing (a user removed; an anonymous operation's client): LEFT JOIN. */
const OPTIONAL_REFS = new Set<RecordRef[0]>(['users', 'clients']);

/**
 * Joins each reference as `ref_<field>` (a user may be gone: LEFT JOIN) and adds its JSON
 * text as the column `<field>`; `columns` adds more over `p` and those joins (e.g.
 * `round(p.raw_amount, ref_currency.decimals)::text AS amount`).
 */
export function refShape(refs: RecordRefs, columns?: string): PageShape {
  const entries = Object.entries(refs);
  return {
    columns: [columns, ...entries.map(([field, [table]]) => `${REF_TEXT[table](`ref_${field}`)} AS "${field}"`)]
      .filter(Boolean)
      .join(',\n    '),
    joins: entries
      .map(([field, [table, idColumn]]) => `${OPTIONAL_REFS.has(table) ? 'LEFT JOIN' : 'JOIN'} ${table} ref_${field} ON ref_${field}.id = p.${idColumn}`)
      .join('\n    '),
  };
}

/**
 * A ledger record's wire JSON over a row `q` shaped by refShape(refs): the fields every
 * record has (id, kind, created_at, comment), its references, then `fields`.
 */
export function recordJson(kind: RecordKind, refs: RecordRefs, fields: Record<string, JsonValueSql>): string {
  return jsonObjectSql({
    id: jsonInteger('q.id'),
    kind: jsonConstant(kind),
    created_at: jsonString(isoSql('q.created_at')),
    comment: jsonString('q.comment'),
    ...Object.fromEntries(Object.keys(refs).map((field) => [field, jsonRaw(`q."${field}"`)])),
    ...fields,
  });
}

/** The histories' order: newest first (ids break ties within a timestamp). */
export const NEWEST_FIRST = 'created_at DESC, id DESC';
