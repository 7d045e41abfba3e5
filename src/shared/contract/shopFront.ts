import type { Static } from 'typebox';
import type { OfficialRateSchema, OfficialRatesSchema, PublicRateSchema, PublicRatesSchema } from './schema/shopFront';

/** Types of the shop front (schema/shopFront.ts): the public feed and the official rates. */
export type PublicRates = Static<typeof PublicRatesSchema>;
export type PublicRate = Static<typeof PublicRateSchema>;
export type OfficialRate = Static<typeof OfficialRateSchema>;
export type OfficialRates = Static<typeof OfficialRatesSchema>;

/** POST /api/value_setting/create_many/: every currency's rates in one publication. */
export type { ValueSettingManyBody } from './request/currencies';

/** What the public live stream sends: the feed as it is now, on connect and after each publication. */
export interface PublicRatesEvent {
  type: 'rates';
  rates: PublicRates;
}
