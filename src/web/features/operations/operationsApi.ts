import type {
  CreateCryptoOutTransactionBody,
  CreateCryptoTransactionBody,
  CreateOutTransactionBody,
  CreateTransactionBody,
  CryptoOutTransaction,
  CryptoTransaction,
  ExchangeTransaction,
  OutTransaction,
  Paginated,
} from '../../../shared/contract';
import { baseApi } from '../../api/baseApi';
import { invalidates } from '../../api/invalidations';
import { byRegister, provides } from '../../api/tags';

type RegisterPage = { cashRegister: number; page: number };
// The forms show a refused record's reasons under their fields (ui/form), not in an alert.
const formWrite = { extraOptions: { quiet: [400] } } as const;

/** A register's exchanges and crypto transactions, and the writes of the Операции screen. */
export const operationsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    listTransactions: build.query<Paginated<ExchangeTransaction>, RegisterPage>({
      query: ({ cashRegister, page }) => ({ url: 'transaction/', params: { cash_register: cashRegister, page } }),
      ...provides('Transaction', byRegister),
    }),
    listCryptoTransactions: build.query<Paginated<CryptoTransaction>, RegisterPage>({
      query: ({ cashRegister, page }) => ({ url: 'crypto_transaction/', params: { cash_register: cashRegister, page } }),
      ...provides('Transaction', byRegister),
    }),
    createTransaction: build.mutation<ExchangeTransaction, CreateTransactionBody>({
      query: (body) => ({ url: 'transaction/create/', method: 'POST', body }),
      invalidatesTags: invalidates('createTransaction'),
      ...formWrite,
    }),
    createCryptoTransaction: build.mutation<CryptoTransaction, CreateCryptoTransactionBody>({
      query: (body) => ({ url: 'crypto_transaction/create/', method: 'POST', body }),
      invalidatesTags: invalidates('createCryptoTransaction'),
      ...formWrite,
    }),
    createOutTransaction: build.mutation<OutTransaction, CreateOutTransactionBody>({
      query: (body) => ({ url: 'out_transaction/create/', method: 'POST', body }),
      invalidatesTags: invalidates('createOutTransaction'),
      ...formWrite,
    }),
    createCryptoOutTransaction: build.mutation<CryptoOutTransaction, CreateCryptoOutTransactionBody>({
      query: (body) => ({ url: 'crypto_out_transaction/create/', method: 'POST', body }),
      invalidatesTags: invalidates('createCryptoOutTransaction'),
      ...formWrite,
    }),
  }),
});

export const {
  useListTransactionsQuery,
  useListCryptoTransactionsQuery,
  useCreateTransactionMutation,
  useCreateCryptoTransactionMutation,
  useCreateOutTransactionMutation,
  useCreateCryptoOutTransactionMutation,
} = operationsApi;
