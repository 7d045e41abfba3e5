import {
  Type,
  CryptoOutTransactionSchema as cryptoOutTransaction,
  OperationPersonSchema as person,
  OutTransactionSchema as outTransaction,
} from '../../../shared/contract/schema';
import {
  anyAmount,
  body,
  fiatAmount,
  idParams,
  idSchema,
  pageQuery,
  paginatedSchema,
  query,
  recordPageQuery,
  requiredText,
  responses,
  text,
} from '../../http/schemas';
import { PERSON_ORDERINGS } from './personService';

const TAGS = ['operation-persons'];
const INACTIVE = 'неактивные — только с правом isAllowToCheckNonActiveOperationPerson';

export const createPersonSchema = {
  summary: 'Новый кредитор / дебитор города',
  tags: TAGS,
  body: body(
    { first_name: requiredText(), last_name: text(150), phone: text(50), comment: text(), city: idSchema },
    ['first_name', 'city'],
  ),
  response: responses({ 201: person }, [400, 404]),
} as const;

const filters = {
  city: idSchema,
  is_active: { type: 'boolean' },
  search: text(100),
  ordering: { type: 'string', enum: PERSON_ORDERINGS, default: 'first_name' },
};

export const listPersonsSchema = {
  summary: `Кредиторы / дебиторы с балансами по валютам (${INACTIVE})`,
  tags: TAGS,
  querystring: query({ ...filters, ...pageQuery }),
  response: responses({ 200: paginatedSchema(person) }, [400, 403, 404]),
} as const;

export const allPersonsSchema = {
  summary: 'Все кредиторы / дебиторы (для выбора), без страниц',
  tags: TAGS,
  querystring: query({ city: idSchema, is_active: { type: 'boolean' } }),
  response: responses({ 200: Type.Array(person) }, [400, 403, 404]),
} as const;

export const getPersonSchema = {
  summary: `Кредитор / дебитор (${INACTIVE})`,
  tags: TAGS,
  params: idParams,
  response: responses({ 200: person }, [403, 404]),
} as const;

export const activationSchema = {
  summary: 'Активировать / деактивировать (право isAllowToCheckNonActiveOperationPerson)',
  tags: TAGS,
  params: idParams,
  body: body({ is_active: { type: 'boolean' } }, ['is_active']),
  response: responses({ 200: person }, [400, 403, 404]),
} as const;

const outType = { type: 'string', enum: ['REPLENISHMENT', 'HANDED_OVER'] } as const;
const outQuery = query({ cash_register: idSchema, operation_person: idSchema, ...recordPageQuery });

export const listOutSchema = {
  summary: 'Операции с кредиторами / дебиторами (по кассе и/или лицу), новые сверху',
  tags: TAGS,
  querystring: outQuery,
  response: responses({ 200: paginatedSchema(outTransaction) }, [400, 404]),
} as const;

export const createOutSchema = {
  summary: 'REPLENISHMENT: лицо вносит (касса +, лицо +); HANDED_OVER: касса выдаёт (касса −, лицо −)',
  tags: TAGS,
  body: body(
    { cash_register: idSchema, operation_person: idSchema, currency: idSchema, operation_type: outType, amount: fiatAmount, comment: text() },
    ['cash_register', 'operation_person', 'currency', 'operation_type', 'amount'],
  ),
  response: responses({ 201: outTransaction }, [400, 404]),
} as const;

export const listCryptoOutSchema = {
  summary: 'Крипто-операции с кредиторами / дебиторами (право isCryptoTransactionPageActive)',
  tags: [...TAGS, 'crypto'],
  querystring: outQuery,
  response: responses({ 200: paginatedSchema(cryptoOutTransaction) }, [400, 403, 404]),
} as const;

export const createCryptoOutSchema = {
  summary: 'Крипто-операция с кредитором / дебитором (право isCryptoTransactionPageActive)',
  tags: [...TAGS, 'crypto'],
  body: body(
    { cash_register: idSchema, operation_person: idSchema, crypto_currency: idSchema, operation_type: outType, amount: anyAmount, comment: text() },
    ['cash_register', 'operation_person', 'crypto_currency', 'operation_type', 'amount'],
  ),
  response: responses({ 201: cryptoOutTransaction }, [400, 403, 404]),
} as const;
