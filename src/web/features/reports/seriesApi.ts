import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import type { CityData, EarningReport, OverallDayAmount } from '../../../shared/contract';
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
    /** The closing balance per currency over the days ending `toDate`: a city's, or the network's. */
    balanceSeries: build.query<CurrencySeries[], { city?: number; toDate: string; days: number }>({
      async queryFn({ city, toDate, days }, _api, _extra, baseQuery) {
        const fetch = baseQuery as Fetch;
        const result = await eachDay<CityData | OverallDayAmount>(lastDays(toDate, days), (day) =>
          city === undefined ? fetch({ url: 'overall_day_amount/', params: { date: day } }) : fetch({ url: 'city_data/', params: { city, date: day } }),
        );
        if ('error' in result) return { error: result.error! };
        return {
          data: byCurrency(result.answers.map(({ day, data }) => ({ day, values: data.totals.map((t) => ({ code: t.currency.code, value: t.closing })) }))),
        };
      },
      ...provides('Balance'),
    }),
  }),
});

export const { useEarningSeriesQuery, useBalanceSeriesQuery } = seriesApi;
