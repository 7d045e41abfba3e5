import type { CashRegister, Paginated } from '../../../shared/contract';
import { DEFAULT_PAGE_SIZE } from '../../../shared/contract';
import { baseApi } from '../../api/baseApi';
import { cacheFor } from '../../api/cacheTimes';

export const CASH_REGISTER_PAGE_SIZE = DEFAULT_PAGE_SIZE;

export const cashRegistersApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    listCashRegisters: build.query<Paginated<CashRegister>, { city: number; page: number; size?: number }>({
      query: ({ city, page, size = CASH_REGISTER_PAGE_SIZE }) => ({ url: 'cash_register/', params: { city, page, size } }),
      providesTags: ['CashRegister'],
      keepUnusedDataFor: cacheFor('CashRegister'),
    }),
    getCashRegister: build.query<CashRegister, number>({
      query: (id) => `cash_register/${id}/`,
      providesTags: (_r, _e, id) => [{ type: 'CashRegister', id }],
      keepUnusedDataFor: cacheFor('CashRegister'),
    }),
    /** Every register of a city (or of all the user's cities), unpaginated: for selects. */
    allCashRegisters: build.query<CashRegister[], { city?: number } | void>({
      query: (args) => ({ url: 'all_cash_registers/', params: { city: args?.city } }),
      providesTags: ['CashRegister'],
      keepUnusedDataFor: cacheFor('CashRegister'),
    }),
  }),
});

export const { useListCashRegistersQuery, useGetCashRegisterQuery, useAllCashRegistersQuery } = cashRegistersApi;
