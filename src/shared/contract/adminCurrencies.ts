import type { Static } from 'typebox';
import type { AdminCurrencySchema } from './schema/adminCurrencies';

/** The admin section's currencies (schema/adminCurrencies.ts). */
export type AdminCurrency = Static<typeof AdminCurrencySchema>;

export const ADMIN_CURRENCY_ORDERINGS = ['order', '-order', 'code', '-code', 'id', '-id'] as const;
export type AdminCurrencyOrdering = (typeof ADMIN_CURRENCY_ORDERINGS)[number];
export const CURRENCY_KINDS = ['fiat', 'crypto'] as const;
export type CurrencyKind = (typeof CURRENCY_KINDS)[number];

/** PUT /api/admin/currencies/:id/ and POST /api/admin/currencies/create/ (request/adminCurrencies.ts). */
export type { AdminCurrencyBody, AdminCurrencyChanges } from './request/adminCurrencies';
