import type { Paginated } from '../../../shared/contract';
import { DEFAULT_PAGE_SIZE } from '../../../shared/contract';
import { baseApi } from '../../api/baseApi';
import { cacheFor } from '../../api/cacheTimes';

/** Row shapes arrive with the ledger's contract types. */
export type OperationPersonRow = Record<string, unknown>;

export const OPERATION_PERSON_PAGE_SIZE = DEFAULT_PAGE_SIZE;

export const operationPersonsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    listOperationPersons: build.query<
      Paginated<OperationPersonRow>,
      { city: number; page: number; isActive?: boolean; search?: string; size?: number }
    >({
      query: ({ city, page, isActive, search, size = OPERATION_PERSON_PAGE_SIZE }) => ({
        url: 'operation_person/',
        params: { city, page, is_active: isActive, search, ordering: 'first_name', size },
      }),
      providesTags: ['OperationPerson'],
      keepUnusedDataFor: cacheFor('OperationPerson'),
    }),
    listOutTransactions: build.query<Paginated<OperationPersonRow>, { cashRegister?: number; operationPerson?: number; page: number }>({
      query: ({ cashRegister, operationPerson, page }) => ({
        url: 'out_transaction/',
        params: { cash_register: cashRegister, operation_person: operationPerson, page },
      }),
      providesTags: ['OutTransaction'],
      keepUnusedDataFor: cacheFor('OutTransaction'),
    }),
  }),
});
