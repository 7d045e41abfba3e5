import { Query, WireDay, type Static } from './fields';

/** `GET /api/official_rates/?date=` (docs/OFFICIAL-RATES.md): today unless a day is given. */
export const OfficialRatesQuery = Query({ date: WireDay });
export type OfficialRatesQuery = Static<typeof OfficialRatesQuery>;
