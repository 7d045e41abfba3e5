import type { AverageRateReport, EarningReport, RateReport, ReplenishmentReport } from '../../../shared/contract';
import { baseApi } from '../../api/baseApi';
import type { WireDate } from '../../api/params';
import { provides, type TagId } from '../../api/tags';

type Period = { fromDate: WireDate; toDate: WireDate };
/** A report about one register is tagged with it; about a city or the network, with `all`. */
type Where = { cashRegister?: number; city?: number };
const where = (a: Where): TagId => (a.cashRegister !== undefined ? `r${a.cashRegister}` : 'all');
const period = ({ fromDate, toDate }: Period) => ({ from_date: fromDate, to_date: toDate });

/** The report screens' calls (a register's day figures are in api/balancesApi). */
export const reportsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    earningReport: build.query<EarningReport, Period & { cashRegister: number }>({
      query: (a) => ({ url: 'earning_report/', params: { cash_register: a.cashRegister, ...period(a) } }),
      ...provides('Report', where),
    }),
    cityEarningReport: build.query<EarningReport, Period & { city: number }>({
      query: (a) => ({ url: 'city_earning_report/', params: { city: a.city, ...period(a) } }),
      ...provides('Report'),
    }),
    fullEarningReport: build.query<EarningReport, Period>({
      query: (a) => ({ url: 'full_earning_report/', params: period(a) }),
      ...provides('Report'),
    }),
    averageRateReport: build.query<AverageRateReport, Where & { date: WireDate }>({
      query: (a) => ({ url: 'average_rate_report/', params: { cash_register: a.cashRegister, city: a.city, created_at: a.date } }),
      ...provides('Rate', where),
    }),
    rateReport: build.query<RateReport, { cashRegister: number; date: WireDate }>({
      query: (a) => ({ url: 'rate_report/', params: { cash_register: a.cashRegister, created_at: a.date } }),
      ...provides('Rate', where),
    }),
    replenishmentReport: build.query<ReplenishmentReport, Where & { date: WireDate }>({
      query: (a) => ({
        url: 'day_replenishment_handed_over_report/',
        params: { cash_register: a.cashRegister, city: a.city, created_at: a.date },
      }),
      ...provides('Report', where),
    }),
  }),
});

export const {
  useEarningReportQuery,
  useCityEarningReportQuery,
  useFullEarningReportQuery,
  useAverageRateReportQuery,
  useRateReportQuery,
  useReplenishmentReportQuery,
} = reportsApi;
