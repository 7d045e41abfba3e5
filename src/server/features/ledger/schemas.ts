import { CRYPTO_DECIMALS, FIAT_DECIMALS, RATE_DECIMALS, decimalPattern } from '../../../shared/money';
import { idSchema, pageQueryProperties, recordPageQueryProperties, refSchema } from '../../http/schemas';

/**
 * JSON-schema pieces of the ledger's routes: request fields (checked by Fastify's ajv, bad →
 * DRF field errors in Russian via `x-error`) and the answer shapes (which also serialise the
 * answer and feed the OpenAPI document).
 */

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
export const rateField = decimalField(RATE_DECIMALS, 'Курс');
export const percentageField = decimalField(2, 'Процент', false);

export const WIRE_DATE_ERROR = 'Неправильный формат даты. Используйте формат YYYY-MM-DD.';
/** yyyy-MM-dd; impossible days (2026-02-30) are caught by the dates hook (routeKit.ts). */
export const dateField = { type: 'string', pattern: '^\\d{4}-\\d{2}-\\d{2}$', 'x-error': WIRE_DATE_ERROR } as const;

/** PostgreSQL text cannot hold NUL: refused here, or the INSERT would fail with a 500. */
const NO_NUL = { pattern: '^[^\\u0000]*$' } as const;
export const text = (maxLength = 1000) => ({ type: 'string', maxLength, ...NO_NUL }) as const;
export const requiredText = (maxLength = 150) => ({ type: 'string', minLength: 1, maxLength, ...NO_NUL }) as const;

export { idSchema, pageQueryProperties };

export function body(properties: Record<string, unknown>, required: string[]) {
  return { type: 'object', required, properties, additionalProperties: false } as const;
}
export function query(properties: Record<string, unknown>, required: string[] = []) {
  return { type: 'object', required, properties, additionalProperties: false } as const;
}
export const pageQuery = pageQueryProperties;
/** Lists of records (operations and transfers): 20 a page by default. */
export const recordPageQuery = recordPageQueryProperties;

// --- answers ------------------------------------------------------------------------------

const S = { type: 'string' } as const;
const NS = { type: ['string', 'null'] } as const;
const I = { type: 'integer' } as const;
const B = { type: 'boolean' } as const;
export const nullableRef = { ...refSchema, type: ['object', 'null'] } as const;
export const currencyRefSchema = {
  type: 'object',
  required: ['id', 'code', 'name'],
  properties: { id: I, code: S, name: S },
} as const;

/** An object answer; every property listed is required (the services always send them). */
export function answer(properties: Record<string, unknown>) {
  return { type: 'object', required: Object.keys(properties), properties } as const;
}
export const types = { S, NS, I, B, ref: refSchema, nullableRef, currency: currencyRefSchema };
export const arrayOf = (items: unknown) => ({ type: 'array', items }) as const;

/** Fields every record has (kind, who and when). */
export const recordBase = { id: I, kind: S, created_at: S, user: nullableRef, comment: S } as const;
