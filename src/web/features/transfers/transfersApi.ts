import type { Paginated } from '../../../shared/contract';
import { baseApi } from '../../api/baseApi';
import { cacheFor } from '../../api/cacheTimes';

/** Row shapes arrive with the ledger's contract types. */
export type TransferRow = Record<string, unknown>;

type ByRegister = { cashRegister: number; page: number };
type ByCity = { city: number; page: number };

export const transfersApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    listInternalTransfers: build.query<Paginated<TransferRow>, ByRegister>({
      query: ({ cashRegister, page }) => ({ url: 'internal_transfer/', params: { cash_register: cashRegister, page } }),
      providesTags: ['Transfer'],
      keepUnusedDataFor: cacheFor('Transfer'),
    }),
    listExternalTransfers: build.query<Paginated<TransferRow>, ByRegister>({
      query: ({ cashRegister, page }) => ({ url: 'external_transfer/', params: { cash_register: cashRegister, page } }),
      providesTags: ['Transfer'],
      keepUnusedDataFor: cacheFor('Transfer'),
    }),
    listCityInternalTransfers: build.query<Paginated<TransferRow>, ByCity>({
      query: ({ city, page }) => ({ url: 'city_internal_transfer/', params: { city, page } }),
      providesTags: ['Transfer'],
      keepUnusedDataFor: cacheFor('Transfer'),
    }),
    findExternalTransfer: build.query<TransferRow, { cashRegister: number; code: string }>({
      query: ({ cashRegister, code }) => ({ url: 'find_external_transfer/', params: { cash_register: cashRegister, code } }),
      providesTags: ['Transfer'],
      keepUnusedDataFor: cacheFor('Transfer'),
    }),
  }),
});
