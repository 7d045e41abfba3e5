import { ADMIN_CURRENCY_ORDERINGS, CURRENCY_KINDS } from '../adminOrderings';
import { Body, Denomination, Id, Percentage, Query, RequiredText, StringEnum, Text, Type, pageFields, type Static } from './fields';

/** What POST sets and PUT changes (currencyWrites.ts CHANGEABLE, the form's CurrencyFormFields.tsx). */
const changes = {
  name: RequiredText(100),
  order: Type.Integer({ minimum: -1000000, maximum: 1000000 }),
  decimals: Type.Integer({ minimum: 0, maximum: 8 }),
};
const CHANGES = ['name', 'order', 'decimals'] as const;

/** `GET /api/admin/currencies/`: fiat and crypto, disabled too. */
export const AdminCurrencyListQuery = Query({
  ...pageFields,
  search: Text(100),
  kind: StringEnum(CURRENCY_KINDS),
  is_active: Type.Boolean(),
  ordering: StringEnum(ADMIN_CURRENCY_ORDERINGS),
});
export type AdminCurrencyListQuery = Static<typeof AdminCurrencyListQuery>;

/**
 * `POST /api/admin/currencies/create/` (the code is unique; decimals: fiat 0–2, crypto 0–8; a
 * new fiat currency takes its code's usual banknotes, migration 018).
 */
export const AdminCurrencyBody = Body(
  { code: Type.String({ pattern: '^[A-Za-z0-9]{2,10}$', 'x-error': 'Код валюты: 2–10 латинских букв или цифр.' }), is_crypto: Type.Boolean(), ...changes },
  ['code', 'is_crypto', ...CHANGES],
);
export type AdminCurrencyBody = Static<typeof AdminCurrencyBody>;

/**
 * `PUT /api/admin/currencies/{id}/`. `denominations`: the banknotes a shift count lists (fiat
 * only): positive, at most the currency's decimals, no two equal (currencyWrites.ts checks
 * these); stored largest first. Absent: unchanged.
 */
export const AdminCurrencyChanges = Body({ ...changes, denominations: Type.Array(Denomination, { maxItems: 50 }) }, CHANGES);
export type AdminCurrencyChanges = Static<typeof AdminCurrencyChanges>;

/** `PUT /api/admin/currencies/{id}/dilapidation/`: 0 ≤ p < 100, or null: worn notes are not bought. */
export const DilapidationBody = Body({ percentage: Type.Unsafe<string | null>({ ...Percentage, type: ['string', 'null'] }) }, ['percentage']);
export type DilapidationBody = Static<typeof DilapidationBody>;

/** `PUT /api/admin/currencies/{id}/official_margin/`: the margin around the official rate, % each side. */
export const OfficialMarginBody = Body({ official_margin_percent: Percentage }, ['official_margin_percent']);
export type OfficialMarginBody = Static<typeof OfficialMarginBody>;

/** `PUT /api/admin/cash_registers/{id}/pairs/`: one pair of the register on or off. */
export const AdminPairBody = Body({ currency: Id, available: Type.Boolean() }, ['currency', 'available']);
export type AdminPairBody = Static<typeof AdminPairBody>;
