import { baseApi } from '../../api/baseApi';
import type { WireDate } from '../../api/params';
import { cacheFor } from '../../api/cacheTimes';

/** Report shapes arrive with the ledger's contract types. */
export type ReportRow = Record<string, unknown>;

type Period = { fromDate: WireDate; toDate: WireDate };

export const reportsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    overallDayAmount: build.query<ReportRow[], { date: WireDate }>({
      query: ({ date }) => ({ url: 'overall_day_amount/', params: { date } }),
      providesTags: ['Report'],
      keepUnusedDataFor: cacheFor('Report'),
    }),
    cityData: build.query<ReportRow[], { city: number; date: WireDate }>({
      query: ({ city, date }) => ({ url: 'city_data/', params: { city, date } }),
      providesTags: ['Report'],
      keepUnusedDataFor: cacheFor('Report'),
    }),
    fullEarningReport: build.query<ReportRow[], Period>({
      query: ({ fromDate, toDate }) => ({ url: 'full_earning_report/', params: { from_date: fromDate, to_date: toDate } }),
      providesTags: ['Report'],
      keepUnusedDataFor: cacheFor('Report'),
    }),
    dayAvgRate: build.query<ReportRow[], { cashRegister: number }>({
      query: ({ cashRegister }) => ({ url: 'day_avg_rate/', params: { cash_register: cashRegister } }),
      providesTags: ['Rate'],
      keepUnusedDataFor: cacheFor('Rate'),
    }),
  }),
});
