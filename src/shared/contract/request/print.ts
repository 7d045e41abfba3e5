import { Id, periodFields, Query, StringEnum, Text, Type, WireDay, type Static } from './fields';
import { CashDifferencesQuery } from './reports';

/** The printed reports, `/api/print_...` (docs/print.md): each takes a `format`. */

const format = StringEnum(['pdf', 'xlsx'], { default: 'pdf', description: 'pdf — для печати (A4), xlsx — для скачивания' });

/** `GET /api/print_operation_person_list/`: a city's creditors and debtors. */
export const OperationPersonListPrintQuery = Query({ format, city: Id, is_active: Type.Boolean(), search: Text(100) }, ['city']);
export type OperationPersonListPrintQuery = Static<typeof OperationPersonListPrintQuery>;

/** `GET /api/print_operation_person_detail/{id}/`: one person over a period. */
export const OperationPersonDetailPrintQuery = Query({ format, ...periodFields });
export type OperationPersonDetailPrintQuery = Static<typeof OperationPersonDetailPrintQuery>;

/** `GET /api/print_value_setting_detail/?city=&date=`: a city's rate board. */
export const ValueSettingPrintQuery = Query({ format, city: Id, date: WireDay }, ['city']);
export type ValueSettingPrintQuery = Static<typeof ValueSettingPrintQuery>;

/** `GET /api/print_out_transaction_report/`: a register's creditor/debtor operations over a period. */
export const OutTransactionReportPrintQuery = Query({ format, cash_register: Id, ...periodFields }, ['cash_register']);
export type OutTransactionReportPrintQuery = Static<typeof OutTransactionReportPrintQuery>;

/** `GET /api/print_day_report/?city=&date=` */
export const DayReportPrintQuery = Query({ format, city: Id, date: WireDay });
export type DayReportPrintQuery = Static<typeof DayReportPrintQuery>;

/** `GET /api/print_earning_report/`: a register's, a city's or the network's. */
export const EarningPrintQuery = Query({ format, cash_register: Id, city: Id, ...periodFields });
export type EarningPrintQuery = Static<typeof EarningPrintQuery>;

/** `GET /api/print_shift_report/{id}/` */
export const ShiftReportPrintQuery = Query({ format });
export type ShiftReportPrintQuery = Static<typeof ShiftReportPrintQuery>;

/** `GET /api/print_cash_differences/`: the on-screen report's query, printed. */
export const CashDifferencesPrintQuery = Query({ format, ...CashDifferencesQuery.properties });
export type CashDifferencesPrintQuery = Static<typeof CashDifferencesPrintQuery>;
