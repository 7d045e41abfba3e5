import type { Static } from 'typebox';
import type { AdminCurrencySchema } from './schema/adminCurrencies';

/** The admin section's currencies (schema/adminCurrencies.ts). */
export type AdminCurrency = Static<typeof AdminCurrencySchema>;

export const ADMIN_CURRENCY_ORDERINGS = ['order', '-order', 'code', '-code', 'id', '-id'] as const;
export type AdminCurrencyOrdering = (typeof ADMIN_CURRENCY_ORDERINGS)[number];
export const CURRENCY_KINDS = ['fiat', 'crypto'] as const;
export type CurrencyKind = (typeof CURRENCY_KINDS)[number];

/**
 * PUT /api/admin/currencies/:id/ — what may change: each field is in the route's schema
 * (adminCurrencies/schemas.ts), in currencyWrites.ts CHANGEABLE and in the form
 * (CurrencyFormFields.tsx).
 */
export interface AdminCurrencyChanges {
  name: string;
  order: number;
  decimals: number;
  /**
   * The banknotes a shift count lists (fiat only): positive decimal strings with at most the
   * currency's decimals, no two equal; stored largest first. Absent: unchanged.
   */
  denominations?: string[];
}

/** POST /api/admin/currencies/create/ (a new fiat currency takes its code's usual banknotes, migration 018). */
export interface AdminCurrencyBody extends Omit<AdminCurrencyChanges, 'denominations'> {
  code: string;
  is_crypto: boolean;
}
