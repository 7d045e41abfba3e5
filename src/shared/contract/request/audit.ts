import { Id, Query, StringEnum, Type, WireDay, pageFields, type Static } from './fields';

const filters = {
  user: Id,
  kind: Type.String({ pattern: '^[a-z_]+(\\.[a-z_]+)?$', maxLength: 64, 'x-error': 'Вид записи: transfer или transfer.accept.' }),
  record: Type.String({ pattern: '^[0-9A-Za-z_.:-]{1,64}$', 'x-error': 'Номер записи: цифры и буквы, до 64 символов.' }),
  from_date: WireDay,
  to_date: WireDay,
};

/** `GET /api/audit/`: the change log, filtered, a page. */
export const AuditListQuery = Query({ ...pageFields, ...filters });
export type AuditListQuery = Static<typeof AuditListQuery>;

/** `GET /api/print_audit/`: every row of the same filters, as XLSX. */
export const AuditExportQuery = Query({ ...filters, format: StringEnum(['xlsx'], { default: 'xlsx' }) });
export type AuditExportQuery = Static<typeof AuditExportQuery>;
