import type { Static } from 'typebox';
import type { AdminCurrencySchema } from './schema/adminCurrencies';

/** The admin section's currencies (schema/adminCurrencies.ts). */
export type AdminCurrency = Static<typeof AdminCurrencySchema>;

export const ADMIN_CURRENCY_ORDERINGS = ['order', '-order', 'code', '-code', 'id', '-id'] as const;
export type AdminCurrencyOrdering = (typeof ADMIN_CURRENCY_ORDERINGS)[number];
export const CURRENCY_KINDS = ['fiat', 'crypto'] as const;
export type CurrencyKind = (typeof CURRENCY_KINDS)[number];

/**
 * PUT /api/admin/currencies/:id/ — what may change. One more column (banknote denominations)
 * is one more field here, in the route's schema (adminCurrencies/schemas.ts CHANGES) and in
 * currencyWrites.ts CHANGEABLE, and one more input of the form (CurrencyFormFields.tsx).
 */
export interface AdminCurrencyChanges {
  name: string;
  order: number;
  decimals: number;
}

/** POST /api/admin/currencies/create/ */
export interface AdminCurrencyBody extends AdminCurrencyChanges {
  code: string;
  is_crypto: boolean;
}
