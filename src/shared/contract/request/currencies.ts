import { Body, Id, Query, Rate, StringEnum, Type, WireDay, type Static } from './fields';

export const CURRENCY_ORDERINGS = ['order', '-order', 'code', '-code', 'id', '-id'] as const;

/** `GET /api/currency/` and `GET /api/crypto_currency/`: sorted by `ordering`. */
export const CurrencyListQuery = Query({ ordering: StringEnum(CURRENCY_ORDERINGS, { default: 'order' }) });
export type CurrencyListQuery = Static<typeof CurrencyListQuery>;

/** `GET /api/available_currency_pair/`: one register's pairs, or all the user's registers'. */
export const AvailablePairsQuery = Query({ cash_register: Id });
export type AvailablePairsQuery = Static<typeof AvailablePairsQuery>;

/** `GET /api/value_setting/`: the day's rates (today unless `date`) of a city or a register. */
export const ValueSettingListQuery = Query({ city: Id, cash_register: Id, date: WireDay });
export type ValueSettingListQuery = Static<typeof ValueSettingListQuery>;

/** `POST /api/value_setting/create/`: one currency's day rates for a city or a register. */
export const CreateValueSettingBody = Body(
  { city: Id, cash_register: Id, currency: Id, date: WireDay, buy_rate: Rate, sell_rate: Rate },
  ['currency', 'buy_rate', 'sell_rate'],
);
export type CreateValueSettingBody = Static<typeof CreateValueSettingBody>;

/** One currency's rates in a publication. */
export const PublishedRate = Body({ currency: Id, buy_rate: Rate, sell_rate: Rate }, ['currency', 'buy_rate', 'sell_rate']);
export type PublishedRate = Static<typeof PublishedRate>;

/** `POST /api/value_setting/create_many/`: every currency's day rates at once (one transaction). */
export const ValueSettingManyBody = Body(
  { city: Id, cash_register: Id, date: WireDay, rates: Type.Array(PublishedRate, { minItems: 1, maxItems: 100 }) },
  ['rates'],
);
export type ValueSettingManyBody = Static<typeof ValueSettingManyBody>;
