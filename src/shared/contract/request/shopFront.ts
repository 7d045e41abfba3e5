import { Id, Query, WireDay, type Static } from './fields';

/** The shop front (docs/api/public.md): the published rates and their sheet. */

/** `GET /api/public/rates/` and its live stream: a city's rates, or one register's. */
export const PublicRatesQuery = Query({ city: Id, register: Id });
export type PublicRatesQuery = Static<typeof PublicRatesQuery>;

/** `GET /api/print_rate_sheet/?city=&date=` */
export const RateSheetQuery = Query({ city: Id, date: WireDay }, ['city']);
export type RateSheetQuery = Static<typeof RateSheetQuery>;
