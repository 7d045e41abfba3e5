import type { TransferKind } from '../../../shared/machines/transferLifecycle';
import { CryptoTransferSchema, TransferSchema } from '../../../shared/contract/schema';
import {
  anyAmount,
  body,
  feeAmount,
  fiatAmount,
  fiatFee,
  idParams,
  idSchema,
  paginatedSchema,
  query,
  recordPageQuery,
  responses,
  text,
} from '../../http/schemas';
import { clientIdField } from '../../http/schemas';

const transferAnswer = (kind: TransferKind) => (kind === 'CRYPTO' ? CryptoTransferSchema : TransferSchema);

const NAMES: Record<TransferKind, string> = {
  INTERNAL: 'Внутренний перевод',
  EXTERNAL: 'Внешний перевод',
  CRYPTO: 'Крипто перевод',
};
const tags = (kind: TransferKind) => (kind === 'CRYPTO' ? ['transfers', 'crypto'] : ['transfers']);
/** Crypto calls can also answer 403 (isCryptoTransactionPageActive). */
const codes = (kind: TransferKind, list: number[]) => (kind === 'CRYPTO' && !list.includes(403) ? [...list, 403] : list);
/** Accept and deliver also answer 403 to the transfer's creator (four eyes). */
const FOUR_EYES_CODES = [400, 403, 404, 409];

function moneyFields(kind: TransferKind) {
  const currency = kind === 'CRYPTO' ? { crypto_currency: idSchema } : { currency: idSchema };
  const amount = kind === 'CRYPTO' ? anyAmount : fiatAmount;
  const client =
    kind === 'INTERNAL'
      ? {}
      : {
          fee: kind === 'CRYPTO' ? feeAmount : fiatFee,
          sender_name: text(150),
          receiver_name: text(150),
          receiver_phone: text(50),
          client: clientIdField,
        };
  return { to_cash_register: idSchema, ...currency, amount, ...client, comment: text() };
}

function withoutClient(fields: Record<string, unknown>): Record<string, unknown> {
  const { client: _client, ...rest } = fields;
  return rest;
}

export function createSchema(kind: TransferKind) {
  return {
    summary: `${NAMES[kind]}: создать (касса отправителя; деньги уходят в пути)`,
    tags: tags(kind),
    body: body(
      { from_cash_register: idSchema, ...moneyFields(kind) },
      ['from_cash_register', 'to_cash_register', kind === 'CRYPTO' ? 'crypto_currency' : 'currency', 'amount'],
    ),
    response: responses({ 201: transferAnswer(kind) }, codes(kind, [400, 404])),
  } as const;
}

export function updateSchema(kind: TransferKind) {
  return {
    summary: `${NAMES[kind]}: изменить, пока Pending (иначе 409)`,
    tags: tags(kind),
    params: idParams,
    // The sender is named once, at creation (the client the cash came from).
    body: body(withoutClient(moneyFields(kind)), []),
    response: responses({ 200: transferAnswer(kind) }, codes(kind, [400, 404, 409])),
  } as const;
}

export function acceptSchema(kind: TransferKind) {
  const code = { type: 'string', pattern: '^\\d{8}$', 'x-error': 'Код перевода: 8 цифр.' } as const;
  return {
    summary:
      kind === 'INTERNAL'
        ? 'Внутренний перевод: принять по id (касса получателя)'
        : `${NAMES[kind]}: принять с кодом transfer_code (10 неверных кодов в минуту → 429)`,
    tags: tags(kind),
    params: idParams,
    body: kind === 'INTERNAL' ? body({ id: idSchema }, []) : body({ transfer_code: code, receiver_client: clientIdField }, ['transfer_code']),
    response: responses({ 200: transferAnswer(kind) }, codes(kind, FOUR_EYES_CODES)),
  } as const;
}

export function deliverSchema(kind: TransferKind) {
  return {
    summary: `${NAMES[kind]}: выдать клиенту (Accepted → Delivered; касса получателя −)`,
    tags: tags(kind),
    params: idParams,
    body: body({ receiver_client: clientIdField }, []),
    response: responses({ 200: transferAnswer(kind) }, codes(kind, FOUR_EYES_CODES)),
  } as const;
}

export function newCodeSchema(kind: TransferKind) {
  return {
    summary: `${NAMES[kind]}: новый код для клиента, пока Pending (касса отправителя; старый код больше не действует)`,
    tags: tags(kind),
    params: idParams,
    response: responses({ 200: transferAnswer(kind) }, codes(kind, [404, 409])),
  } as const;
}

export function cancelSchema(kind: TransferKind) {
  return {
    summary: `${NAMES[kind]}: отменить, пока Pending (касса отправителя; сумма и комиссия возвращаются, код больше не действует; иначе 409)`,
    tags: tags(kind),
    params: idParams,
    body: body({ reason: text() }, ['reason']),
    response: responses({ 200: transferAnswer(kind) }, codes(kind, [400, 404, 409])),
  } as const;
}

export function listSchema(kind: TransferKind) {
  return {
    summary: `${NAMES[kind]}: отправленные и полученные кассой, новые сверху`,
    tags: tags(kind),
    querystring: query({ cash_register: idSchema, ...recordPageQuery }, ['cash_register']),
    response: responses({ 200: paginatedSchema(transferAnswer(kind)) }, codes(kind, [400, 404])),
  } as const;
}

export function cityListSchema(kind: TransferKind) {
  return {
    summary: `${NAMES[kind]}: незавершённые переводы города (без city — всех городов пользователя)`,
    tags: tags(kind),
    querystring: query({ city: idSchema, ...recordPageQuery }),
    response: responses({ 200: paginatedSchema(transferAnswer(kind)) }, codes(kind, [400, 404])),
  } as const;
}

export const findSchema = {
  summary: 'Поиск по коду: открытый внешний (или крипто) перевод в эту кассу, в ответе без кода (10 неверных кодов в минуту → 429)',
  tags: ['transfers'],
  querystring: query(
    { cash_register: idSchema, code: { type: 'string', pattern: '^\\d{8}$', 'x-error': 'Код перевода: 8 цифр.' } },
    ['cash_register', 'code'],
  ),
  response: responses({ 200: transferAnswer('EXTERNAL') }, [400, 404]),
} as const;
