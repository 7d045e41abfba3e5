import type { TransferKind } from '../../../shared/machines/transferLifecycle';
import { CryptoTransferSchema, TransferSchema } from '../../../shared/contract/schema';
import { IdParams, RegisterRecordsQuery } from '../../../shared/contract/request';
import {
  AcceptInternalTransferBody,
  AcceptTransferByCodeBody,
  CancelTransferBody,
  CityTransfersQuery,
  CreateCryptoTransferBody,
  CreateExternalTransferBody,
  CreateInternalTransferBody,
  DeliverTransferBody,
  FindTransferByCodeQuery,
  UpdateCryptoTransferBody,
  UpdateExternalTransferBody,
  UpdateInternalTransferBody,
} from '../../../shared/contract/request/transfers';
import { paginatedSchema, responses } from '../../http/schemas';

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

const CREATE_BODIES = { INTERNAL: CreateInternalTransferBody, EXTERNAL: CreateExternalTransferBody, CRYPTO: CreateCryptoTransferBody } as const;
const UPDATE_BODIES = { INTERNAL: UpdateInternalTransferBody, EXTERNAL: UpdateExternalTransferBody, CRYPTO: UpdateCryptoTransferBody } as const;

export function createSchema(kind: TransferKind) {
  return {
    summary: `${NAMES[kind]}: создать (касса отправителя; деньги уходят в пути)`,
    tags: tags(kind),
    body: CREATE_BODIES[kind],
    response: responses({ 201: transferAnswer(kind) }, codes(kind, [400, 404])),
  } as const;
}

export function updateSchema(kind: TransferKind) {
  return {
    summary: `${NAMES[kind]}: изменить, пока Pending (иначе 409)`,
    tags: tags(kind),
    params: IdParams,
    // The sender is named once, at creation (the client the cash came from).
    body: UPDATE_BODIES[kind],
    response: responses({ 200: transferAnswer(kind) }, codes(kind, [400, 404, 409])),
  } as const;
}

export function acceptSchema(kind: TransferKind) {
  return {
    summary:
      kind === 'INTERNAL'
        ? 'Внутренний перевод: принять по id (касса получателя)'
        : `${NAMES[kind]}: принять с кодом transfer_code (10 неверных кодов в минуту → 429)`,
    tags: tags(kind),
    params: IdParams,
    body: kind === 'INTERNAL' ? AcceptInternalTransferBody : AcceptTransferByCodeBody,
    response: responses({ 200: transferAnswer(kind) }, codes(kind, FOUR_EYES_CODES)),
  } as const;
}

export function deliverSchema(kind: TransferKind) {
  return {
    summary: `${NAMES[kind]}: выдать клиенту (Accepted → Delivered; касса получателя −)`,
    tags: tags(kind),
    params: IdParams,
    body: DeliverTransferBody,
    response: responses({ 200: transferAnswer(kind) }, codes(kind, FOUR_EYES_CODES)),
  } as const;
}

export function newCodeSchema(kind: TransferKind) {
  return {
    summary: `${NAMES[kind]}: новый код для клиента, пока Pending (касса отправителя; старый код больше не действует)`,
    tags: tags(kind),
    params: IdParams,
    response: responses({ 200: transferAnswer(kind) }, codes(kind, [404, 409])),
  } as const;
}

export function cancelSchema(kind: TransferKind) {
  return {
    summary: `${NAMES[kind]}: отменить, пока Pending (касса отправителя; сумма и комиссия возвращаются, код больше не действует; иначе 409)`,
    tags: tags(kind),
    params: IdParams,
    body: CancelTransferBody,
    response: responses({ 200: transferAnswer(kind) }, codes(kind, [400, 404, 409])),
  } as const;
}

export function listSchema(kind: TransferKind) {
  return {
    summary: `${NAMES[kind]}: отправленные и полученные кассой, новые сверху`,
    tags: tags(kind),
    querystring: RegisterRecordsQuery,
    response: responses({ 200: paginatedSchema(transferAnswer(kind)) }, codes(kind, [400, 404])),
  } as const;
}

export function cityListSchema(kind: TransferKind) {
  return {
    summary: `${NAMES[kind]}: незавершённые переводы города (без city — всех городов пользователя)`,
    tags: tags(kind),
    querystring: CityTransfersQuery,
    response: responses({ 200: paginatedSchema(transferAnswer(kind)) }, codes(kind, [400, 404])),
  } as const;
}

export const findSchema = {
  summary: 'Поиск по коду: открытый внешний (или крипто) перевод в эту кассу, в ответе без кода (10 неверных кодов в минуту → 429)',
  tags: ['transfers'],
  querystring: FindTransferByCodeQuery,
  response: responses({ 200: transferAnswer('EXTERNAL') }, [400, 404]),
} as const;
