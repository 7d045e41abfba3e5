import { RefSchema } from './entities';
import { Decimal, Instant, Nullable, Type, WireDate } from './kit';

/**
 * The shop front's public feed (GET /api/public/rates/, docs/api/public.md): exactly these
 * keys and nothing else — no balance, no staff, no register.
 */
export const PublicRateSchema = Type.Object(
  {
    code: Type.String(),
    name: Type.String(),
    buy: Decimal,
    sell: Decimal,
  },
  { additionalProperties: false },
);

export const PublicRatesSchema = Type.Object(
  {
    city: RefSchema,
    date: WireDate,
    /** When the newest of the day's rates was set; null on a day with no rates. */
    updated_at: Nullable(Instant),
    rates: Type.Array(PublicRateSchema),
  },
  { additionalProperties: false },
);

/** One currency's official (Bank of Russia) rate for a day: `value` roubles for `nominal` units, `rate` per unit. */
export const OfficialRateSchema = Type.Object({
  code: Type.String(),
  name: Type.String(),
  nominal: Type.Integer(),
  value: Decimal,
  rate: Decimal,
  /** Our margin each side of it for «Курсы от ЦБ» (the currency's admin setting); null: not a currency of ours. */
  margin_percent: Nullable(Decimal),
});

export const OfficialRatesSchema = Type.Object({
  date: WireDate,
  /** When the day's rates were fetched; null (and no rates) when that day was never fetched. */
  fetched_at: Nullable(Instant),
  rates: Type.Array(OfficialRateSchema),
});
