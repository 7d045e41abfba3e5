import {
  Type,
  CryptoOutTransactionSchema as cryptoOutTransaction,
  OperationPersonSchema as person,
  OutTransactionSchema as outTransaction,
} from '../../../shared/contract/schema';
import { IdParams } from '../../../shared/contract/request/fields';
import {
  AllOperationPersonsQuery,
  CreateCryptoOutTransactionBody,
  CreateOperationPersonBody,
  CreateOutTransactionBody,
  OperationPersonListQuery,
  OutTransactionListQuery,
  PersonActivationBody,
} from '../../../shared/contract/request/operationPersons';
import { paginatedSchema, responses } from '../../http/schemas';

const TAGS = ['operation-persons'];
const INACTIVE = 'неактивные — только с правом isAllowToCheckNonActiveOperationPerson';

export const createPersonSchema = {
  summary: 'Новый кредитор / дебитор города',
  tags: TAGS,
  body: CreateOperationPersonBody,
  response: responses({ 201: person }, [400, 404]),
} as const;

export const listPersonsSchema = {
  summary: `Кредиторы / дебиторы с балансами по валютам (${INACTIVE})`,
  tags: TAGS,
  querystring: OperationPersonListQuery,
  response: responses({ 200: paginatedSchema(person) }, [400, 403, 404]),
} as const;

export const allPersonsSchema = {
  summary: 'Все кредиторы / дебиторы (для выбора), без страниц',
  tags: TAGS,
  querystring: AllOperationPersonsQuery,
  response: responses({ 200: Type.Array(person) }, [400, 403, 404]),
} as const;

export const getPersonSchema = {
  summary: `Кредитор / дебитор (${INACTIVE})`,
  tags: TAGS,
  params: IdParams,
  response: responses({ 200: person }, [403, 404]),
} as const;

export const activationSchema = {
  summary: 'Активировать / деактивировать (право isAllowToCheckNonActiveOperationPerson)',
  tags: TAGS,
  params: IdParams,
  body: PersonActivationBody,
  response: responses({ 200: person }, [400, 403, 404]),
} as const;

export const listOutSchema = {
  summary: 'Операции с кредиторами / дебиторами (по кассе и/или лицу), новые сверху',
  tags: TAGS,
  querystring: OutTransactionListQuery,
  response: responses({ 200: paginatedSchema(outTransaction) }, [400, 404]),
} as const;

export const createOutSchema = {
  summary: 'REPLENISHMENT: лицо вносит (касса +, лицо +); HANDED_OVER: касса выдаёт (касса −, лицо −)',
  tags: TAGS,
  body: CreateOutTransactionBody,
  response: responses({ 201: outTransaction }, [400, 404]),
} as const;

export const listCryptoOutSchema = {
  summary: 'Крипто-операции с кредиторами / дебиторами (право isCryptoTransactionPageActive)',
  tags: [...TAGS, 'crypto'],
  querystring: OutTransactionListQuery,
  response: responses({ 200: paginatedSchema(cryptoOutTransaction) }, [400, 403, 404]),
} as const;

export const createCryptoOutSchema = {
  summary: 'Крипто-операция с кредитором / дебитором (право isCryptoTransactionPageActive)',
  tags: [...TAGS, 'crypto'],
  body: CreateCryptoOutTransactionBody,
  response: responses({ 201: cryptoOutTransaction }, [400, 403, 404]),
} as const;
