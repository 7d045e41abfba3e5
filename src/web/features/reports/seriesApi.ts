import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import type { BalanceRow, CityData, EarningReport, OverallDayAmount } from '../../../shared/contract';
import { baseApi } from '../../api/baseApi';
import { provides } from '../../api/tags';
import { daysBetween, lastDays } from './days';

/** One day's value of a chart: a decimal string from the API, never a float. */
export interface SeriesPoint {
  date: string;
  value: string;
}
export interface CurrencySeries {
  code: string;
  points: SeriesPoint[];
}

/** A city, a register or the whole, with its series per currency. */
export interface BalancePlace {
  id: string;
  name: string;
  series: CurrencySeries[];
}

type Fetch = (arg: { url: string; params: Record<string, string | number | undefined> }) => Promise<{ data?: unknown; error?: FetchBaseQueryError }>;

/** Calls one day after another: the server is one process on one database, so a burst in parallel is no faster. */
async function eachDay<T>(days: string[], fetchDay: (day: string) => Promise<{ data?: unknown; error?: FetchBaseQueryError }>) {
  const answers: Array<{ day: string; data: T }> = [];
  for (const day of days) {
    const answer = await fetchDay(day);
    if (answer.error) return { error: answer.error };
    answers.push({ day, data: answer.data as T });
  }
  return { answers };
}

/** Per currency, the points in day order; a currency missing on a day has no point that day. */
function byCurrency(rows: Array<{ day: string; values: Array<{ code: string; value: string }> }>): CurrencySeries[] {
  const series = new Map<string, SeriesPoint[]>();
  for (const { day, values } of rows) {
    for (const { code, value } of values) {
      if (!series.has(code)) series.set(code, []);
      series.get(code)!.push({ date: day, value });
    }
  }
  return [...series].map(([code, points]) => ({ code, points }));
}

/**
 * Per-day series for the report charts, composed from the day calls the server already has
 * (it offers no series endpoint; docs/web/reports.md says why none was added).
 */
export const seriesApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** The period's earning total per day and currency (the day's earning report, day by day). */
    earningSeries: build.query<CurrencySeries[], { city?: number; fromDate: string; toDate: string }>({
      async queryFn({ city, fromDate, toDate }, _api, _extra, baseQuery) {
        const fetch = baseQuery as Fetch;
        const url = city === undefined ? 'full_earning_report/' : 'city_earning_report/';
        const result = await eachDay<EarningReport>(daysBetween(fromDate, toDate), (day) =>
          fetch({ url, params: { city, from_date: day, to_date: day } }),
        );
        if ('error' in result) return { error: result.error! };
        return {
          data: byCurrency(result.answers.map(({ day, data }) => ({ day, values: data.totals.map((t) => ({ code: t.currency.code, value: t.total })) }))),
        };
      },
      ...provides('Report'),
    }),
    /**
     * The closing balance per currency over the days ending `toDate`, for the whole (city or
     * network: id 'all') and for each part (a city's registers 'r<id>', the network's cities
     * 'c<id>'), all from the same day calls.
     */
    balanceSeries: build.query<BalancePlace[], { city?: number; toDate: string; days: number }>({
      async queryFn({ city, toDate, days }, _api, _extra, baseQuery) {
        const fetch = baseQuery as Fetch;
        const result = await eachDay<CityData | OverallDayAmount>(lastDays(toDate, days), (day) =>
          city === undefined ? fetch({ url: 'overall_day_amount/', params: { date: day } }) : fetch({ url: 'city_data/', params: { city, date: day } }),
        );
        if ('error' in result) return { error: result.error! };
        const places = new Map<string, { name: string; rows: Array<{ day: string; values: Array<{ code: string; value: string }> }> }>();
        const add = (id: string, name: string, day: string, rows: BalanceRow[]) => {
          if (!places.has(id)) places.set(id, { name, rows: [] });
          places.get(id)!.rows.push({ day, values: rows.map((t) => ({ code: t.currency.code, value: t.closing })) });
        };
        for (const { day, data } of result.answers) {
          add('all', city === undefined ? 'Все города' : 'Весь город', day, data.totals);
          if ('cash_registers' in data) for (const r of data.cash_registers) add(`r${r.cash_register.id}`, r.cash_register.name, day, r.balances);
          else for (const c of data.cities) add(`c${c.city.id}`, c.city.name, day, c.totals);
        }
        return { data: [...places].map(([id, { name, rows }]) => ({ id, name, series: byCurrency(rows) })) };
      },
      ...provides('Balance'),
    }),
  }),
});

export const { useEarningSeriesQuery, useBalanceSeriesQuery } = seriesApi;
