import { DetailSchema, Page, type TSchema } from '../../shared/contract/schema';

/**
 * The answers' side of a route's schema: the records' declarations are in
 * src/shared/contract/schema (they also serialise the answer and feed the OpenAPI document);
 * `responses()` adds the error codes. Requests are declared in src/shared/contract/request
 * (docs/api/conventions.md, "Requests").
 */

export const detailSchema = DetailSchema;

/** `{"field": ["message"]}`, `{"non_field_errors": [...]}` or `{"detail": "..."}` for a bad body. */
export const badRequestSchema = {
  type: 'object',
  description: 'Ошибки полей в стиле DRF: {"поле": ["сообщение"]}',
  additionalProperties: true,
} as const;

/**
 * 403: `{detail}`, or a refusal about one field — a client found in the list is refused under
 * `client` (docs/api/clients.md) — so `detail` is not required.
 */
const forbiddenSchema = {
  type: 'object',
  description: 'Недостаточно прав: {"detail": ...} или {"client": ["..."]} для клиента из перечня',
  properties: { detail: { type: 'string' } },
  additionalProperties: true,
} as const;

const ERROR_DESCRIPTIONS: Record<number, string> = {
  400: 'Неверные данные',
  401: 'Нет или недействительный токен',
  403: 'Недостаточно прав',
  404: 'Не найдено',
  409: 'Недопустимый переход состояния',
  429: 'Слишком много попыток',
  503: 'Сайт выключен администратором',
};

/**
 * A route's `response` map: the success schema plus the error codes it may answer.
 * 401 and 503 are added to every authenticated route (any call may meet them).
 */
export function responses(ok: Record<number, TSchema | object>, errorCodes: number[] = [], opts: { public?: boolean } = {}) {
  const codes = new Set([...errorCodes, ...(opts.public ? [] : [401]), 429, 503]);
  const out: Record<number, unknown> = { ...ok };
  for (const code of [...codes].sort()) {
    out[code] = code === 400 ? badRequestSchema : code === 403 ? forbiddenSchema : { ...detailSchema, description: ERROR_DESCRIPTIONS[code] };
  }
  return out;
}

/** A DRF page of `item` records. */
export const paginatedSchema = Page;
