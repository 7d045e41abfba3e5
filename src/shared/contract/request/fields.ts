import Type, { type Static, type TObject, type TOptional, type TProperties, type TSchema } from 'typebox';
import { CRYPTO_DECIMALS, FIAT_DECIMALS, RATE_DECIMALS, decimalPattern } from '../../money';
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE, RECORD_PAGE_SIZE } from '../pagination';
import { MESSAGES } from '../errors';
import { StringEnum, WireDate } from '../schema/kit';

/**
 * The pieces every request declaration is made of (docs/api/conventions.md, "Requests"). Each
 * is a TypeBox value: a JSON schema the server validates a body or a query with, a TypeScript
 * type its handler reads, what the OpenAPI document shows, and the limits (lengths, patterns,
 * ranges) the web's forms check before sending. `x-error` is a field's own message, used
 * instead of the validator's when the field is refused (the server's validation.ts).
 */

export { Type };
export type { Static, TObject, TSchema };

/** PostgreSQL `integer`: an id past it would make the database, not the request, fail. */
export const MAX_ID = 2147483647;

export const Id = Type.Integer({ minimum: 1, maximum: MAX_ID });

/** `/{id}/`: a non-numeric or impossible id is a page that does not exist (404), as in DRF. */
export const IdParams = Type.Object({ id: Id });

export const pageFields = {
  // The maximum keeps OFFSET inside bigint; any page that far is past the end anyway.
  page: Type.Optional(Type.Integer({ minimum: 1, maximum: 1_000_000_000, 'x-error': MESSAGES.invalidPage, description: 'Номер страницы, с 1' })),
  size: Type.Optional(Type.Integer({ minimum: 1, maximum: MAX_PAGE_SIZE, default: DEFAULT_PAGE_SIZE, description: 'Размер страницы' })),
};

/** The same for the histories of operations: 20 a page unless `size` says otherwise. */
export const recordPageFields = {
  page: pageFields.page,
  size: Type.Optional(Type.Integer({ minimum: 1, maximum: MAX_PAGE_SIZE, default: RECORD_PAGE_SIZE, description: 'Размер страницы' })),
};

/** Positive: "0", "0.00" are refused by the look-ahead. */
function decimalField(decimals: number, what: string, positive = true) {
  const pattern = decimalPattern(decimals).replace('^', positive ? '^(?!0+(\\.0+)?$)' : '^');
  return Type.String({
    pattern,
    'x-error': `${what}: ${positive ? 'положительное ' : ''}число, не более ${decimals} знаков после запятой.`,
    description: `${what}, десятичная строка (до ${decimals} знаков)`,
  });
}

/** Fiat amounts (2 decimals). */
export const FiatAmount = decimalField(FIAT_DECIMALS, 'Сумма');
/** Amounts whose currency may be crypto (up to 8; the service checks the currency's own). */
export const AnyAmount = decimalField(CRYPTO_DECIMALS, 'Сумма');
export const FeeAmount = decimalField(CRYPTO_DECIMALS, 'Комиссия', false);
export const FiatFee = decimalField(FIAT_DECIMALS, 'Комиссия', false);
/** What a count found in a drawer: zero or more, 2 decimals (fiat only is counted). */
export const CountedAmount = decimalField(FIAT_DECIMALS, 'Сумма', false);
export const Rate = decimalField(RATE_DECIMALS, 'Курс');
export const Percentage = decimalField(2, 'Процент', false);
/**
 * A register's limit of a currency (docs/VAULT.md): zero or more, up to crypto's 8 decimals
 * (the service checks the currency's own), or null for no limit.
 */
export const LimitAmount = Type.Unsafe<string | null>({ ...decimalField(CRYPTO_DECIMALS, 'Лимит', false), type: ['string', 'null'] });
/**
 * A city's offline limit (docs/OFFLINE.md): the largest deal, in the base currency, a register
 * may make during an outage — positive, 2 decimals — or null: offline trading off.
 */
export const OfflineLimit = Type.Unsafe<string | null>({ ...decimalField(FIAT_DECIMALS, 'Офлайн-лимит'), type: ['string', 'null'] });
/**
 * A city's amount below which a cash order is approved as it is requested (docs/CASH-ORDERS.md),
 * in the base currency — positive, 2 decimals — or null: every order waits for a second person.
 */
export const AutoApproveAmount = Type.Unsafe<string | null>({ ...decimalField(FIAT_DECIMALS, 'Сумма автоподтверждения'), type: ['string', 'null'] });
/** A banknote's face value: positive, fiat's 2 decimals at most (the service checks the currency's own). */
export const Denomination = decimalField(FIAT_DECIMALS, 'Номинал');

export const WIRE_DATE_ERROR = 'Неправильный формат даты. Используйте формат YYYY-MM-DD.';
/** yyyy-MM-dd; impossible days (2026-02-30) are refused by the server's checkDates. */
export const WireDay = Type.String({ pattern: (WireDate as { pattern?: string }).pattern, 'x-error': WIRE_DATE_ERROR });

export const WIRE_INSTANT_ERROR = 'Неправильный формат даты и времени. Используйте формат ISO 8601 с часовым поясом (2026-11-29T09:30:00Z).';
/**
 * A moment, ISO 8601 with its zone (`Z` or ±hh:mm): the time at the window of a deal made
 * during an outage. The server also refuses a moment that does not exist (2026-02-30T…).
 */
export const WireInstant = Type.String({
  pattern: '^\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}(:\\d{2}(\\.\\d{1,6})?)?(Z|[+-]\\d{2}:\\d{2})$',
  maxLength: 40,
  'x-error': WIRE_INSTANT_ERROR,
});

/**
 * The patterns of the kit's formats (decimals, days): a form checks these with its own widgets
 * (the money kit with the currency's places, the date picker), not with the pattern.
 */
export const FORMAT_PATTERNS: ReadonlySet<string> = new Set(
  [FiatAmount, AnyAmount, FeeAmount, FiatFee, CountedAmount, Rate, Percentage, Denomination, WireDay, WireInstant].map((field) => (field as { pattern?: string }).pattern as string),
);

/** PostgreSQL text cannot hold NUL: refused here, or the INSERT would fail with a 500. */
const NO_NUL = '^[^\\u0000]*$';
/** Only spaces (refused by RequiredText: the server reports a failed `not` as blank). */
const BLANK = { pattern: '^\\s*$' };

export const Text = (maxLength = 1000) => Type.String({ maxLength, pattern: NO_NUL });
/**
 * A text that must say something: spaces alone (any Unicode space) are as blank as nothing
 * ("Это поле не может быть пустым."). `not` rather than one combined pattern: a pattern that
 * both forbids NUL and requires a non-space backtracks quadratically on a long hostile string.
 */
export const RequiredText = (maxLength = 150) => Type.String({ minLength: 1, maxLength, pattern: NO_NUL, not: BLANK });
/** Required but taken as typed, spaces included: a password. */
export const NonEmptyText = (maxLength = 150) => Type.String({ minLength: 1, maxLength, pattern: NO_NUL });

/** One of a few strings, declared as the answers declare them. */
export { StringEnum };

/** An operation's or transfer's client (an id, or null/omitted for none). */
export const ClientId = Type.Unsafe<number | null>({
  type: ['integer', 'null'],
  minimum: 1,
  maximum: MAX_ID,
  description: 'Клиент (id); обязателен от порога идентификации города (docs/api/clients.md)',
});

/** The period of a list or a report: `?from_date=&to_date=`. */
export const periodFields = { from_date: Type.Optional(WireDay), to_date: Type.Optional(WireDay) };

/**
 * For the routes that took `?date_from=&date_to=` first: both spellings validate; the OpenAPI
 * document shows only the new (the old are `deprecated`).
 */
export const periodFieldsWithOldNames = {
  ...periodFields,
  date_from: Type.Optional(Type.String({ ...WireDay, deprecated: true })),
  date_to: Type.Optional(Type.String({ ...WireDay, deprecated: true })),
};

type Declared<P extends TProperties, R extends keyof P> = { [K in keyof P]: K extends R ? P[K] : TOptional<P[K]> };

function declare<P extends TProperties, R extends keyof P & string>(properties: P, required: readonly R[]) {
  const out: TProperties = {};
  for (const [key, schema] of Object.entries(properties)) {
    out[key] = (required as readonly string[]).includes(key) ? schema : Type.Optional(schema);
  }
  // A field beside the declared ones is dropped, not refused (the validator's removeAdditional).
  return Type.Object(out, { additionalProperties: false }) as unknown as TObject<Declared<P, R>>;
}

/** A JSON body: the listed fields are required, the others optional. */
export const Body = declare;
/** A query string: every field optional unless listed. */
export const Query = <P extends TProperties, R extends keyof P & string = never>(properties: P, required: readonly R[] = []) =>
  declare(properties, required);
