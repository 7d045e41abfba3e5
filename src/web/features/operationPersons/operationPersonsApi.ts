import type { CreateOperationPersonBody, CryptoOutTransaction, OperationPerson, OutTransaction, Paginated } from '../../../shared/contract';
import { DEFAULT_PAGE_SIZE } from '../../../shared/contract';
import { baseApi } from '../../api/baseApi';
import type { PageArgs } from '../../api/pageArgs';
import { invalidates } from '../../api/invalidations';
import { LIST, provides, type TagId } from '../../api/tags';

export const OPERATION_PERSON_PAGE_SIZE = DEFAULT_PAGE_SIZE;

/** A history by register (`r7`) or by person (`p3`): a person operation refreshes both. */
type HistoryArgs = { cashRegister?: number; operationPerson?: number } & PageArgs;
const historyTag = (a: HistoryArgs): TagId => (a.operationPerson !== undefined ? `p${a.operationPerson}` : `r${a.cashRegister}`);

export const operationPersonsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** A city's persons with their balances, by first name, 100 a page (docs/PRODUCT.md §7 and §9). */
    listOperationPersons: build.query<
      Paginated<OperationPerson>,
      { city: number; isActive?: boolean; search?: string } & PageArgs
    >({
      query: ({ city, page, isActive, search, size }) => ({
        url: 'operation_person/',
        params: { city, page, is_active: isActive, search, ordering: 'first_name', size },
      }),
      ...provides('OperationPerson', () => LIST),
    }),
    operationPerson: build.query<OperationPerson, number>({
      query: (id) => `operation_person/${id}/`,
      ...provides('OperationPerson', (id) => `p${id}`),
    }),
    listOutTransactions: build.query<Paginated<OutTransaction>, HistoryArgs>({
      query: ({ cashRegister, operationPerson, page, size }) => ({
        url: 'out_transaction/',
        params: { cash_register: cashRegister, operation_person: operationPerson, page, size },
      }),
      ...provides('OutTransaction', historyTag),
    }),
    listCryptoOutTransactions: build.query<Paginated<CryptoOutTransaction>, HistoryArgs>({
      query: ({ cashRegister, operationPerson, page, size }) => ({
        url: 'crypto_out_transaction/',
        params: { cash_register: cashRegister, operation_person: operationPerson, page, size },
      }),
      ...provides('OutTransaction', historyTag),
    }),
    createOperationPerson: build.mutation<OperationPerson, CreateOperationPersonBody>({
      query: (body) => ({ url: 'operation_person/create/', method: 'POST', body }),
      invalidatesTags: invalidates('createOperationPerson'),
      extraOptions: { quiet: [400] },
    }),
    setOperationPersonActive: build.mutation<OperationPerson, { id: number; is_active: boolean }>({
      query: ({ id, is_active }) => ({ url: `activation_operation_person/${id}/`, method: 'PUT', body: { is_active } }),
      invalidatesTags: invalidates('setOperationPersonActive'),
    }),
  }),
});

export const {
  useListOperationPersonsQuery,
  useOperationPersonQuery,
  useListOutTransactionsQuery,
  useListCryptoOutTransactionsQuery,
  useCreateOperationPersonMutation,
  useSetOperationPersonActiveMutation,
} = operationPersonsApi;
