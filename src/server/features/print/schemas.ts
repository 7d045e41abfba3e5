import {
  CashDifferencesPrintQuery,
  DayReportPrintQuery,
  EarningPrintQuery,
  IdParams,
  OperationPersonDetailPrintQuery,
  OperationPersonListPrintQuery,
  OutTransactionReportPrintQuery,
  ShiftReportPrintQuery,
  ValueSettingPrintQuery,
} from '../../../shared/contract/request';
import { responses } from '../../http/schemas';

/**
 * The routes of /api/print_...; their queries are declared in the contract (bad values are
 * 400 DRF field errors in Russian, http/validation.ts).
 */
const TAGS = ['print'];
const file = {
  200: { type: 'string', description: 'Файл PDF или XLSX; имя — в Content-Disposition (filename*=UTF-8)' },
};
const errors = [400, 403, 404];
const PERMISSION = 'право isAllowToPrint или администратор';

export const personListSchema = {
  summary: `Список кредиторов / дебиторов города с балансами по валютам (${PERMISSION})`,
  tags: TAGS,
  querystring: OperationPersonListPrintQuery,
  response: responses(file, errors),
} as const;

export const personDetailSchema = {
  summary: `Карточка кредитора / дебитора: баланс и операции за период (${PERMISSION})`,
  tags: TAGS,
  params: IdParams,
  querystring: OperationPersonDetailPrintQuery,
  response: responses(file, errors),
} as const;

export const valueSettingSchema = {
  summary: `Табло курсов города на дату, по умолчанию сегодня (${PERMISSION})`,
  tags: TAGS,
  querystring: ValueSettingPrintQuery,
  response: responses(file, errors),
} as const;

export const outReportSchema = {
  summary: `Операции кредиторов / дебиторов кассы за период с итогами, по умолчанию сегодня (${PERMISSION})`,
  tags: TAGS,
  querystring: OutTransactionReportPrintQuery,
  response: responses(file, errors),
} as const;

export const dayReportSchema = {
  summary: `Остатки за день: по кассам города с итогом, без города — по городам с итогом сети (${PERMISSION})`,
  tags: TAGS,
  querystring: DayReportPrintQuery,
  response: responses(file, errors),
} as const;

export const earningPrintSchema = {
  summary: `Отчет о доходах кассы, города или всей сети за период (${PERMISSION} и isAllowToCheckEarningReport)`,
  tags: TAGS,
  querystring: EarningPrintQuery,
  response: responses(file, errors),
} as const;

export const shiftReportSchema = {
  summary: `Отчет о смене: пересчёты при открытии и закрытии, операции смены по видам с итогами, расхождения и подписи (${PERMISSION})`,
  tags: TAGS,
  params: IdParams,
  querystring: ShiftReportPrintQuery,
  response: responses(file, errors),
} as const;

export const cashDifferencesPrintSchema = {
  summary: `Расхождения кассы за период: по кассам, по кассирам, итог (${PERMISSION})`,
  tags: TAGS,
  querystring: CashDifferencesPrintQuery,
  response: responses(file, errors),
} as const;
