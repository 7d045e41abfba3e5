import type { CashRegister, Paginated } from '../../../shared/contract';
import { DEFAULT_PAGE_SIZE } from '../../../shared/contract';
import { baseApi } from '../../api/baseApi';
import { provides } from '../../api/tags';

export const CASH_REGISTER_PAGE_SIZE = DEFAULT_PAGE_SIZE;

/** A city's registers a page at a time, and their day balances (city_data). */
export const cashRegistersApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    listCashRegisters: build.query<Paginated<CashRegister>, { city: number; page: number; size?: number }>({
      query: ({ city, page, size = CASH_REGISTER_PAGE_SIZE }) => ({ url: 'cash_register/', params: { city, page, size } }),
      ...provides('CashRegister'),
    }),
  }),
});

export const { useListCashRegistersQuery } = cashRegistersApi;
