import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE, RECORD_PAGE_SIZE } from '../../shared/contract';
import { SERVER_MESSAGES as M } from './messages';

/**
 * JSON-schema pieces every route reuses. Fastify validates requests with them and
 * serialises answers with them; the OpenAPI document is generated from the same schemas.
 */

/** PostgreSQL `integer`: an id past it would make the database, not the request, fail. */
export const MAX_ID = 2147483647;

export const idSchema = { type: 'integer', minimum: 1, maximum: MAX_ID } as const;

/** `/{id}/` — a non-numeric or impossible id is a page that does not exist (404), as in DRF. */
export const idParams = {
  type: 'object',
  required: ['id'],
  properties: { id: idSchema },
} as const;

export const pageQueryProperties = {
  // The maximum keeps OFFSET inside bigint; any page that far is past the end anyway.
  page: { type: 'integer', minimum: 1, maximum: 1_000_000_000, 'x-error': M.invalidPage, description: 'Номер страницы, с 1' },
  size: { type: 'integer', minimum: 1, maximum: MAX_PAGE_SIZE, default: DEFAULT_PAGE_SIZE, description: 'Размер страницы' },
} as const;

/** The same for the histories of operations: 20 a page unless `size` says otherwise. */
export const recordPageQueryProperties = {
  page: pageQueryProperties.page,
  size: { ...pageQueryProperties.size, default: RECORD_PAGE_SIZE },
} as const;

export const detailSchema = {
  type: 'object',
  required: ['detail'],
  properties: { detail: { type: 'string' } },
} as const;

/** `{"field": ["message"]}`, `{"non_field_errors": [...]}` or `{"detail": "..."}` for a bad body. */
export const badRequestSchema = {
  type: 'object',
  description: 'Ошибки полей в стиле DRF: {"поле": ["сообщение"]}',
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
export function responses(ok: Record<number, unknown>, errorCodes: number[] = [], opts: { public?: boolean } = {}) {
  const codes = new Set([...errorCodes, ...(opts.public ? [] : [401]), 429, 503]);
  const out: Record<number, unknown> = { ...ok };
  for (const code of [...codes].sort()) {
    out[code] = code === 400 ? badRequestSchema : { ...detailSchema, description: ERROR_DESCRIPTIONS[code] };
  }
  return out;
}

export const refSchema = {
  type: 'object',
  required: ['id', 'name'],
  properties: { id: { type: 'integer' }, name: { type: 'string' } },
} as const;

export function paginatedSchema(item: unknown) {
  return {
    type: 'object',
    required: ['count', 'next', 'previous', 'results'],
    properties: {
      count: { type: 'integer' },
      next: { type: ['string', 'null'] },
      previous: { type: ['string', 'null'] },
      results: { type: 'array', items: item },
    },
  } as const;
}
