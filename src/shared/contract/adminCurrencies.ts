import type { Static } from 'typebox';
import type { AdminCurrencySchema } from './schema/adminCurrencies';

/** The admin section's currencies (schema/adminCurrencies.ts). */
export type AdminCurrency = Static<typeof AdminCurrencySchema>;

export { ADMIN_CURRENCY_ORDERINGS, CURRENCY_KINDS, type AdminCurrencyOrdering, type CurrencyKind } from './adminOrderings';

/** PUT /api/admin/currencies/:id/ and POST /api/admin/currencies/create/ (request/adminCurrencies.ts). */
export type { AdminCurrencyBody, AdminCurrencyChanges } from './request/adminCurrencies';
