import type { CashRegister, CityData, Paginated } from '../../../shared/contract';
import { DEFAULT_PAGE_SIZE } from '../../../shared/contract';
import { baseApi } from '../../api/baseApi';
import type { WireDate } from '../../api/params';
import { provides } from '../../api/tags';

export const CASH_REGISTER_PAGE_SIZE = DEFAULT_PAGE_SIZE;

/** A city's registers a page at a time, and their day balances (city_data). */
export const cashRegistersApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    listCashRegisters: build.query<Paginated<CashRegister>, { city: number; page: number; size?: number }>({
      query: ({ city, page, size = CASH_REGISTER_PAGE_SIZE }) => ({ url: 'cash_register/', params: { city, page, size } }),
      ...provides('CashRegister'),
    }),
    cityData: build.query<CityData, { city: number; date: WireDate }>({
      query: ({ city, date }) => ({ url: 'city_data/', params: { city, date } }),
      ...provides('Balance'),
    }),
  }),
});

export const { useListCashRegistersQuery, useCityDataQuery } = cashRegistersApi;
