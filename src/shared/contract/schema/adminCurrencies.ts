import { Decimal, Id, Instant, Nullable, Type } from './kit';

/** A currency as the admin section lists and edits it (/api/admin/currencies/). */
export const AdminCurrencySchema = Type.Object({
  id: Id,
  code: Type.String(),
  name: Type.String(),
  /** Display order in every list and form (smaller first, then the code). */
  order: Type.Integer(),
  is_crypto: Type.Boolean(),
  /** The currency every rate is quoted in (set by the command line; never switched off). */
  is_base: Type.Boolean(),
  /** Decimals of its amounts: fiat 0–2, crypto 0–8. */
  decimals: Type.Integer(),
  is_active: Type.Boolean(),
  deactivated_at: Nullable(Instant),
  /** The worn-note percentage (foreign fiat only); null: worn notes of it are not bought. */
  dilapidation: Nullable(Decimal),
  /** «Курсы от ЦБ»: the proposal's margin each side of the official rate, % (default 1.5; docs/OFFICIAL-RATES.md). */
  official_margin_percent: Decimal,
  /** The banknotes a shift count lists, largest first ("5000", "0.50"); always empty for crypto. */
  denominations: Type.Array(Decimal),
  /** Money has moved in it: its decimals no longer change. */
  has_history: Type.Boolean(),
});
