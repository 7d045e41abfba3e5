import * as yup from 'yup';
import { DOCUMENT_TYPE_LABELS, type Client, type ClientBody, type DocumentType } from '../../../shared/contract';
import { isCountryCode, MIN_BIRTH_DATE } from '../../../shared/countries';
import { ClientBody as ClientRequest } from '../../../shared/contract/request/clients';
import { todayWire } from '../../appConfig';
import { REQUIRED } from '../form/validation';
import { textOf } from '../form/requestLimits';

export const DOCUMENT_TYPES = DOCUMENT_TYPE_LABELS;

/** The dialog's values: the wire's fields (so a 400 lands under each), dates as typed (ДД.ММ.ГГГГ). */
export interface ClientFormValues {
  last_name: string;
  first_name: string;
  middle_name: string;
  birth_date: string;
  citizenship: string;
  document_type: DocumentType;
  document_series: string;
  document_number: string;
  document_issued_by: string;
  document_issued_at: string;
  address: string;
  phone: string;
  note: string;
}

export const DATE_HINT = 'ДД.ММ.ГГГГ';
const DATE_MESSAGE = `Дата в формате ${DATE_HINT}`;

/** A typed date (31.12.1980, 31/12/1980 or 1980-12-31) as the wire's yyyy-MM-dd, or null if it is no real date. */
export function wireDate(typed: string): string | null {
  const t = typed.trim();
  const m = /^(\d{1,2})[./-](\d{1,2})[./-](\d{4})$/.exec(t) ?? null;
  const iso = /^(\d{4})-(\d{2})-(\d{2})$/.exec(t);
  const [y, mo, d] = m ? [Number(m[3]), Number(m[2]), Number(m[1])] : iso ? [Number(iso[1]), Number(iso[2]), Number(iso[3])] : [0, 0, 0];
  if (!y) return null;
  const date = new Date(Date.UTC(y, mo - 1, d));
  if (date.getUTCFullYear() !== y || date.getUTCMonth() !== mo - 1 || date.getUTCDate() !== d) return null;
  return `${y}-${String(mo).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
}

/** yyyy-MM-dd as the form shows it: dd.MM.yyyy. */
export function shownDate(wire: string | null | undefined): string {
  const m = wire ? /^(\d{4})-(\d{2})-(\d{2})/.exec(wire) : null;
  return m ? `${m[3]}.${m[2]}.${m[1]}` : '';
}

/** Not after today in the network's zone (as the server counts it; UTC's date lags it in the night). */
const notFuture = (wire: string | null) => wire === null || wire <= todayWire();

/** The client dialog's checks: the lengths, required fields and patterns are the request's (ClientBody). */
export const clientSchema = yup.object({
  last_name: textOf(ClientRequest, 'last_name'),
  first_name: textOf(ClientRequest, 'first_name'),
  middle_name: textOf(ClientRequest, 'middle_name'),
  birth_date: yup
    .string()
    .required(REQUIRED)
    .test('date', DATE_MESSAGE, (v) => !v || wireDate(v) !== null)
    .test('past', 'Дата не может быть позже сегодняшней', (v) => !v || notFuture(wireDate(v)))
    .test('early', 'Дата не может быть раньше 01.01.1900', (v) => !v || (wireDate(v) ?? MIN_BIRTH_DATE) >= MIN_BIRTH_DATE),
  citizenship: textOf(ClientRequest, 'citizenship').test('country', 'Код страны ISO 3166 из двух латинских букв, например RU', (v) => !v || isCountryCode(v)),
  document_type: yup.string().required(REQUIRED),
  document_series: textOf(ClientRequest, 'document_series'),
  document_number: textOf(ClientRequest, 'document_number'),
  document_issued_by: textOf(ClientRequest, 'document_issued_by'),
  document_issued_at: yup
    .string()
    .test('date', DATE_MESSAGE, (v) => !v || wireDate(v) !== null)
    .test('past', 'Дата не может быть позже сегодняшней', (v) => !v || notFuture(wireDate(v))),
  address: textOf(ClientRequest, 'address'),
  phone: textOf(ClientRequest, 'phone'),
  note: textOf(ClientRequest, 'note'),
});

/** A new client: the typed search may already be the name ("Иванов Иван"), a Russian passport by default. */
export function emptyClient(typed = ''): ClientFormValues {
  const looksLikeName = /^[\p{L}\s-]+$/u.test(typed.trim());
  const [last = '', first = '', middle = ''] = looksLikeName ? typed.trim().split(/\s+/) : [];
  return {
    last_name: last,
    first_name: first,
    middle_name: middle,
    birth_date: '',
    citizenship: 'RU',
    document_type: DOCUMENT_TYPES[0],
    document_series: '',
    document_number: looksLikeName ? '' : typed.trim(),
    document_issued_by: '',
    document_issued_at: '',
    address: '',
    phone: '',
    note: '',
  };
}

export function clientFormValues(c: Client): ClientFormValues {
  return {
    last_name: c.last_name,
    first_name: c.first_name,
    middle_name: c.middle_name ?? '',
    birth_date: shownDate(c.birth_date),
    citizenship: c.citizenship,
    document_type: c.document_type,
    document_series: c.document_series ?? '',
    document_number: c.document_number,
    document_issued_by: c.document_issued_by ?? '',
    document_issued_at: shownDate(c.document_issued_at),
    address: c.address ?? '',
    phone: c.phone ?? '',
    note: c.note ?? '',
  };
}

/** What is sent: trimmed text, dates as yyyy-MM-dd, the country in capitals. */
export function clientBody(v: ClientFormValues): ClientBody {
  const t = (s: string) => s.trim();
  return {
    last_name: t(v.last_name),
    first_name: t(v.first_name),
    middle_name: t(v.middle_name),
    birth_date: wireDate(v.birth_date) ?? v.birth_date,
    citizenship: t(v.citizenship).toUpperCase(),
    document_type: v.document_type,
    document_series: t(v.document_series),
    document_number: t(v.document_number),
    document_issued_by: t(v.document_issued_by),
    document_issued_at: v.document_issued_at.trim() ? wireDate(v.document_issued_at) : null,
    address: t(v.address),
    phone: t(v.phone),
    note: t(v.note),
  };
}

export { clientFullName as clientName, maskDocument as maskedDocument } from '../../../shared/contract';

/** The client's screening state in words (the card, the lists). */
export { SCREENING_STATUS_LABELS as SCREENING_LABELS } from '../../../shared/contract';
