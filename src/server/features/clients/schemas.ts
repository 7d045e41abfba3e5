import { ClientOperationPageSchema, ClientSchema } from '../../../shared/contract/schema';
import { ClientBody, ClientListQuery, ClientOperationsQuery, IdParams } from '../../../shared/contract/request';
import { paginatedSchema, responses } from '../../http/schemas';

/** The client register's routes (docs/api/clients.md); their requests are declared in the contract. */

const tags = ['clients'];

export const listSchema = {
  summary: 'Клиенты: поиск по началу слов имени (без учёта регистра, ё = е, порядок слов любой, кириллица или латиница), полному номеру документа (каждый найденный так клиент — просмотр в журнале аудита) или началу телефона. Документ в списке — тип и последние 4 символа номера (••••1234), без серии',
  tags,
  querystring: ClientListQuery,
  response: responses({ 200: paginatedSchema(ClientSchema) }, [400, 404]),
} as const;

export const getSchema = {
  summary: 'Карточка клиента с полным номером документа (каждое чтение записывается в журнал аудита: client.view)',
  tags,
  params: IdParams,
  response: responses({ 200: ClientSchema }, [404]),
} as const;

export const createSchema = {
  summary: 'Новый клиент (один клиент на документ: серия и номер в любом написании и гражданство, какого бы типа ни был документ); проверяется по перечню',
  tags,
  body: ClientBody,
  response: responses({ 201: ClientSchema }, [400]),
} as const;

export const updateSchema = {
  summary: 'Изменить клиента (все поля, как при создании); проверяется по перечню заново',
  tags,
  params: IdParams,
  body: ClientBody,
  response: responses({ 200: ClientSchema }, [400, 404]),
} as const;

export const operationsSchema = {
  summary: 'Операции клиента: обмен, крипто, отправленные и полученные переводы, новые сверху; итоги по валютам за период (сторно и отменённые — в списке, но не в итогах)',
  description: 'docs/api/clients.md, "A client\'s operations". Кассиры и супервайзеры видят операции касс своих городов, администраторы и комплаенс — все.',
  tags,
  params: IdParams,
  querystring: ClientOperationsQuery,
  response: responses({ 200: ClientOperationPageSchema }, [400, 404]),
} as const;
