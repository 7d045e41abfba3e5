import { dateField, idParams, idSchema, query, responses, text } from '../../http/schemas';

/** Query schemas of /api/print_...: bad values are 400 DRF field errors in Russian (http/validation.ts). */
const TAGS = ['print'];
const format = {
  type: 'string',
  enum: ['pdf', 'xlsx'],
  default: 'pdf',
  description: 'pdf — для печати (A4), xlsx — для скачивания',
} as const;
const file = {
  200: { type: 'string', description: 'Файл PDF или XLSX; имя — в Content-Disposition (filename*=UTF-8)' },
};
const errors = [400, 403, 404];
const PERMISSION = 'право isAllowToPrint или администратор';

export const personListSchema = {
  summary: `Список кредиторов / дебиторов города с балансами по валютам (${PERMISSION})`,
  tags: TAGS,
  querystring: query({ format, city: idSchema, is_active: { type: 'boolean' }, search: text(100) }, ['city']),
  response: responses(file, errors),
} as const;

export const personDetailSchema = {
  summary: `Карточка кредитора / дебитора: баланс и операции за период (${PERMISSION})`,
  tags: TAGS,
  params: idParams,
  querystring: query({ format, from_date: dateField, to_date: dateField }),
  response: responses(file, errors),
} as const;

export const valueSettingSchema = {
  summary: `Табло курсов города на дату, по умолчанию сегодня (${PERMISSION})`,
  tags: TAGS,
  querystring: query({ format, city: idSchema, date: dateField }, ['city']),
  response: responses(file, errors),
} as const;

export const outReportSchema = {
  summary: `Операции кредиторов / дебиторов кассы за период с итогами, по умолчанию сегодня (${PERMISSION})`,
  tags: TAGS,
  querystring: query({ format, cash_register: idSchema, from_date: dateField, to_date: dateField }, ['cash_register']),
  response: responses(file, errors),
} as const;

export const dayReportSchema = {
  summary: `Остатки за день: по кассам города с итогом, без города — по городам с итогом сети (${PERMISSION})`,
  tags: TAGS,
  querystring: query({ format, city: idSchema, date: dateField }),
  response: responses(file, errors),
} as const;

export const earningPrintSchema = {
  summary: `Отчет о доходах кассы, города или всей сети за период (${PERMISSION} и isAllowToCheckEarningReport)`,
  tags: TAGS,
  querystring: query({ format, cash_register: idSchema, city: idSchema, from_date: dateField, to_date: dateField }),
  response: responses(file, errors),
} as const;

export const shiftReportSchema = {
  summary: `Отчет о смене: пересчёты при открытии и закрытии, операции смены по видам с итогами, расхождения и подписи (${PERMISSION})`,
  tags: TAGS,
  params: idParams,
  querystring: query({ format }),
  response: responses(file, errors),
} as const;

export const cashDifferencesPrintSchema = {
  summary: `Расхождения кассы за период: по кассам, по кассирам, итог (${PERMISSION})`,
  tags: TAGS,
  querystring: query({ format, city: idSchema, from_date: dateField, to_date: dateField }),
  response: responses(file, errors),
} as const;
