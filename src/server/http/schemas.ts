import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE, RECORD_PAGE_SIZE } from '../../shared/contract';
import { DetailSchema, Page, type TSchema } from '../../shared/contract/schema';
import { CRYPTO_DECIMALS, FIAT_DECIMALS, RATE_DECIMALS, decimalPattern } from '../../shared/money';
import { SERVER_MESSAGES as M } from './messages';

/**
 * JSON-schema pieces every route reuses. Requests: Fastify validates them with these (bad →
 * DRF field errors in Russian, `x-error` where a field has its own message: validation.ts).
 * Answers: the records' declarations in src/shared/contract/schema, which also serialise
 * the answer and feed the OpenAPI document; `responses()` adds the error codes.
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

// --- request fields -------------------------------------------------------------------------

/** Positive: "0", "0.00" are refused by the look-ahead. */
function decimalField(decimals: number, what: string, positive = true) {
  const pattern = decimalPattern(decimals).replace('^', positive ? '^(?!0+(\\.0+)?$)' : '^');
  return {
    type: 'string',
    pattern,
    'x-error': `${what}: ${positive ? 'положительное ' : ''}число, не более ${decimals} знаков после запятой.`,
    description: `${what}, десятичная строка (до ${decimals} знаков)`,
  } as const;
}

/** Fiat amounts (2 decimals). */
export const fiatAmount = decimalField(FIAT_DECIMALS, 'Сумма');
/** Amounts whose currency may be crypto (up to 8; the service checks the currency's own). */
export const anyAmount = decimalField(CRYPTO_DECIMALS, 'Сумма');
export const feeAmount = decimalField(CRYPTO_DECIMALS, 'Комиссия', false);
export const fiatFee = decimalField(FIAT_DECIMALS, 'Комиссия', false);
/** What a count found in a drawer: zero or more, 2 decimals (fiat only is counted). */
export const countedAmount = decimalField(FIAT_DECIMALS, 'Сумма', false);
export const rateField = decimalField(RATE_DECIMALS, 'Курс');
export const percentageField = decimalField(2, 'Процент', false);
/** A banknote's face value: positive, fiat's 2 decimals at most (the service checks the currency's own). */
export const denominationField = decimalField(FIAT_DECIMALS, 'Номинал');

export const WIRE_DATE_ERROR = 'Неправильный формат даты. Используйте формат YYYY-MM-DD.';
/** yyyy-MM-dd; impossible days (2026-02-30) are caught by checkDates (routeKit.ts). */
export const dateField = { type: 'string', pattern: '^\\d{4}-\\d{2}-\\d{2}$', 'x-error': WIRE_DATE_ERROR } as const;

/** PostgreSQL text cannot hold NUL: refused here, or the INSERT would fail with a 500. */
const NO_NUL = { pattern: '^[^\\u0000]*$' } as const;
/** Only spaces (refused by requiredText: validation.ts reports a failed `not` as blank). */
const BLANK = { pattern: '^\\s*$' } as const;
export const text = (maxLength = 1000) => ({ type: 'string', maxLength, ...NO_NUL }) as const;
/**
 * A text that must say something: spaces alone (any Unicode space) are as blank as nothing
 * ("Это поле не может быть пустым."). `not` rather than one combined pattern: a pattern that
 * both forbids NUL and requires a non-space backtracks quadratically on a long hostile string.
 */
export const requiredText = (maxLength = 150) => ({ type: 'string', minLength: 1, maxLength, ...NO_NUL, not: BLANK }) as const;
/** Required but taken as typed, spaces included: a password. */
export const nonEmptyText = (maxLength = 150) => ({ type: 'string', minLength: 1, maxLength, ...NO_NUL }) as const;

export function body(properties: Record<string, unknown>, required: string[]) {
  return { type: 'object', required, properties, additionalProperties: false } as const;
}
export function query(properties: Record<string, unknown>, required: string[] = []) {
  return { type: 'object', required, properties, additionalProperties: false } as const;
}
export const pageQuery = pageQueryProperties;
/** Lists of records (operations and transfers): 20 a page by default. */
export const recordPageQuery = recordPageQueryProperties;

/** An operation's or transfer's client (an id, or null/omitted for none). */
export const clientIdField = {
  type: ['integer', 'null'],
  minimum: 1,
  maximum: 2147483647,
  description: 'Клиент (id); обязателен от порога идентификации города (docs/api/clients.md)',
} as const;
