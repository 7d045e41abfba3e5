import { CITIZENSHIP_ERROR } from '../../../shared/countries';
import { ClientOperationPageSchema, ClientSchema } from '../../../shared/contract/schema';
import { DOCUMENT_TYPES } from '../../../shared/contract/schema/clients';
import { periodQueryWithOldNames } from '../../http/period';
import { body, dateField, idParams, pageQuery, paginatedSchema, query, recordPageQuery, requiredText, responses, text, WIRE_DATE_ERROR } from '../../http/schemas';

/** Requests of the client register's routes (docs/api/clients.md). */

const tags = ['clients'];
const citizenship = {
  type: 'string',
  pattern: '^[A-Za-z]{2}$',
  'x-error': CITIZENSHIP_ERROR,
} as const;
const documentType = { type: 'string', enum: [...DOCUMENT_TYPES] } as const;
/** Empty or null: the document's issue date is not known. */
const optionalDate = { anyOf: [{ ...dateField }, { type: 'string', maxLength: 0 }, { type: 'null' }], 'x-error': WIRE_DATE_ERROR } as const;

const clientFields = {
  last_name: requiredText(150),
  first_name: requiredText(150),
  middle_name: text(150),
  birth_date: dateField,
  citizenship,
  document_type: documentType,
  document_series: text(20),
  document_number: requiredText(50),
  document_issued_by: text(300),
  document_issued_at: optionalDate,
  address: text(500),
  phone: text(50),
  note: text(1000),
};
const REQUIRED = ['last_name', 'first_name', 'birth_date', 'citizenship', 'document_type', 'document_number'];

export const listSchema = {
  summary: 'Клиенты: поиск по началу слов имени (без учёта регистра, ё = е, порядок слов любой, кириллица или латиница), полному номеру документа (каждый найденный так клиент — просмотр в журнале аудита) или началу телефона. Документ в списке — тип и последние 4 символа номера (••••1234), без серии',
  tags,
  querystring: query({ search: text(200), ...pageQuery }),
  response: responses({ 200: paginatedSchema(ClientSchema) }, [400, 404]),
} as const;

export const getSchema = {
  summary: 'Карточка клиента с полным номером документа (каждое чтение записывается в журнал аудита: client.view)',
  tags,
  params: idParams,
  response: responses({ 200: ClientSchema }, [404]),
} as const;

export const createSchema = {
  summary: 'Новый клиент (один клиент на документ: серия и номер в любом написании и гражданство, какого бы типа ни был документ); проверяется по перечню',
  tags,
  body: body(clientFields, REQUIRED),
  response: responses({ 201: ClientSchema }, [400]),
} as const;

export const updateSchema = {
  summary: 'Изменить клиента (все поля, как при создании); проверяется по перечню заново',
  tags,
  params: idParams,
  body: body(clientFields, REQUIRED),
  response: responses({ 200: ClientSchema }, [400, 404]),
} as const;

export const operationsSchema = {
  summary: 'Операции клиента: обмен, крипто, отправленные и полученные переводы, новые сверху; итоги по валютам за период (сторно и отменённые — в списке, но не в итогах)',
  description: 'docs/api/clients.md, "A client\'s operations". Кассиры и супервайзеры видят операции касс своих городов, администраторы и комплаенс — все.',
  tags,
  params: idParams,
  querystring: query({ ...periodQueryWithOldNames, ...recordPageQuery }),
  response: responses({ 200: ClientOperationPageSchema }, [400, 404]),
} as const;
