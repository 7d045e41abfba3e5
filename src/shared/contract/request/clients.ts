import { CITIZENSHIP_ERROR } from '../../countries';
import { DOCUMENT_TYPES } from '../schema/clients';
import {
  Body,
  pageFields,
  periodFieldsWithOldNames,
  Query,
  recordPageFields,
  RequiredText,
  StringEnum,
  Text,
  Type,
  WIRE_DATE_ERROR,
  WireDay,
  type Static,
} from './fields';

/** The register of clients (docs/api/clients.md). */

/** `GET /api/client/?search=&page=&size=` */
export const ClientListQuery = Query({ search: Text(200), ...pageFields });
export type ClientListQuery = Static<typeof ClientListQuery>;

/**
 * `POST /api/client/create/` and `PUT /api/client/update/{id}/` (the same fields). Calendar
 * days, the earliest birth date and a real country code are the server's own checks.
 */
export const ClientBody = Body(
  {
    last_name: RequiredText(150),
    first_name: RequiredText(150),
    middle_name: Text(150),
    birth_date: WireDay,
    /** ISO 3166 alpha-2: "RU". */
    citizenship: Type.String({ pattern: '^[A-Za-z]{2}$', 'x-error': CITIZENSHIP_ERROR }),
    document_type: StringEnum(DOCUMENT_TYPES),
    document_series: Text(20),
    document_number: RequiredText(50),
    document_issued_by: Text(300),
    /** Empty or null: the document's issue date is not known. */
    document_issued_at: Type.Union([WireDay, Type.String({ maxLength: 0 }), Type.Null()], { 'x-error': WIRE_DATE_ERROR }),
    address: Text(500),
    phone: Text(50),
    note: Text(1000),
  },
  ['last_name', 'first_name', 'birth_date', 'citizenship', 'document_type', 'document_number'],
);
export type ClientBody = Static<typeof ClientBody>;

/** `GET /api/client/{id}/operations/?from_date=&to_date=&page=&size=` (date_from/date_to: deprecated aliases). */
export const ClientOperationsQuery = Query({ ...periodFieldsWithOldNames, ...recordPageFields });
export type ClientOperationsQuery = Static<typeof ClientOperationsQuery>;
