import type { Paginated } from '../../../shared/contract';
import { baseApi } from '../../api/baseApi';
import type { WireDate } from '../../api/params';
import { cacheFor } from '../../api/cacheTimes';

/** Row shapes arrive with the ledger's contract types; until then rows are opaque records. */
export type LedgerRow = Record<string, unknown>;

export const operationsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    listTransactions: build.query<Paginated<LedgerRow>, { cashRegister: number; page: number }>({
      query: ({ cashRegister, page }) => ({ url: 'transaction/', params: { cash_register: cashRegister, page } }),
      providesTags: ['Transaction'],
      keepUnusedDataFor: cacheFor('Transaction'),
    }),
    listCryptoTransactions: build.query<Paginated<LedgerRow>, { cashRegister: number; page: number }>({
      query: ({ cashRegister, page }) => ({ url: 'crypto_transaction/', params: { cash_register: cashRegister, page } }),
      providesTags: ['Transaction'],
      keepUnusedDataFor: cacheFor('Transaction'),
    }),
    dayBalance: build.query<LedgerRow[], { cashRegister: number; date: WireDate }>({
      query: ({ cashRegister, date }) => ({ url: 'day_balance/', params: { cash_register: cashRegister, date } }),
      providesTags: ['Balance'],
      keepUnusedDataFor: cacheFor('Balance'),
    }),
    listCurrencies: build.query<LedgerRow[], void>({
      query: () => ({ url: 'currency/', params: { ordering: 'order' } }),
      providesTags: ['Currency'],
      keepUnusedDataFor: cacheFor('Currency'),
    }),
  }),
});
