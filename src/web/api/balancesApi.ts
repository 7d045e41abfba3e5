import type {
  AverageRateReport,
  CityData,
  CryptoAvgFeeReport,
  CryptoBalance,
  CryptoDayBalance,
  DayBalance,
  OverallDayAmount,
} from '../../shared/contract';
import { baseApi } from './baseApi';
import type { WireDate } from './params';
import { byRegister, cryptoFeeTag, provides } from './tags';

type ForRegister = { cashRegister: number };

/**
 * Balances and the day's figures, read by several screens (a register's day, the city's
 * registers, the reports): a register's are tagged with it, sums over registers with `all`.
 */
export const balancesApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    dayBalance: build.query<DayBalance, ForRegister & { date: WireDate }>({
      query: ({ cashRegister, date }) => ({ url: 'day_balance/', params: { cash_register: cashRegister, date } }),
      ...provides('Balance', byRegister),
    }),
    dayCryptoBalance: build.query<CryptoDayBalance, ForRegister & { fromDate: WireDate }>({
      query: ({ cashRegister, fromDate }) => ({ url: 'day_crypto_balance/', params: { cash_register: cashRegister, from_date: fromDate } }),
      ...provides('Balance', byRegister),
    }),
    /** Today's average rates and cost of a register's currencies. */
    dayAvgRate: build.query<AverageRateReport, ForRegister>({
      query: ({ cashRegister }) => ({ url: 'day_avg_rate/', params: { cash_register: cashRegister } }),
      ...provides('Rate', byRegister),
    }),
    dayCryptoAvgFee: build.query<CryptoAvgFeeReport, ForRegister>({
      query: ({ cashRegister }) => ({ url: 'day_crypto_avg_fee/', params: { cash_register: cashRegister } }),
      ...provides('Report', (a: ForRegister) => cryptoFeeTag(a.cashRegister).id),
    }),
    cityData: build.query<CityData, { city: number; date: WireDate }>({
      query: ({ city, date }) => ({ url: 'city_data/', params: { city, date } }),
      ...provides('Balance'),
    }),
    overallDayAmount: build.query<OverallDayAmount, { date: WireDate }>({
      query: ({ date }) => ({ url: 'overall_day_amount/', params: { date } }),
      ...provides('Balance'),
    }),
    cryptoBalance: build.query<CryptoBalance, void>({
      query: () => 'crypto_balance/',
      ...provides('Balance'),
    }),
  }),
});

export const {
  useDayBalanceQuery,
  useDayCryptoBalanceQuery,
  useDayAvgRateQuery,
  useDayCryptoAvgFeeQuery,
  useCityDataQuery,
  useOverallDayAmountQuery,
  useCryptoBalanceQuery,
} = balancesApi;
