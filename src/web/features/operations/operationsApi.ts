import type {
  CreateCryptoOutTransactionBody,
  CreateCryptoTransactionBody,
  CreateOutTransactionBody,
  CreateTransactionBody,
  CryptoOutTransaction,
  CryptoTransaction,
  AverageRateReport,
  ExchangeTransaction,
  JournalQuery,
  JournalRow,
  OutTransaction,
  Paginated,
} from '../../../shared/contract';
import { baseApi } from '../../api/baseApi';
import type { PageArgs } from '../../api/pageArgs';
import { invalidates } from '../../api/invalidations';
import type { WireDate } from '../../api/params';
import { byRegister, provides } from '../../api/tags';

type RegisterPage = { cashRegister: number } & PageArgs;
// The forms show a refused record's reasons under their fields (ui/form), not in an alert.
const formWrite = { extraOptions: { quiet: [400] } } as const;

/** A register's exchanges and crypto transactions, and the writes of the Операции screen. */
export const operationsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** The day journal: every record of the register on a date, newest first (docs/api/operation-journal.md). */
    journal: build.query<Paginated<JournalRow>, Omit<JournalQuery, 'cash_register'> & { cashRegister: number } & PageArgs>({
      query: ({ cashRegister, date, kind, page, size }) => ({
        url: 'operation/',
        params: { cash_register: cashRegister, date, kind, page, size },
      }),
      ...provides('Journal', byRegister),
    }),
    /**
     * A register's average rates of one day (day_avg_rate answers only today): tagged as the
     * register's rates, so an exchange refreshes it like day_avg_rate.
     */
    dayRates: build.query<AverageRateReport, { cashRegister: number; date: WireDate }>({
      query: ({ cashRegister, date }) => ({ url: 'average_rate_report/', params: { cash_register: cashRegister, created_at: date } }),
      ...provides('Rate', byRegister),
    }),
    listTransactions: build.query<Paginated<ExchangeTransaction>, RegisterPage>({
      query: ({ cashRegister, page, size }) => ({ url: 'transaction/', params: { cash_register: cashRegister, page, size } }),
      ...provides('Transaction', byRegister),
    }),
    listCryptoTransactions: build.query<Paginated<CryptoTransaction>, RegisterPage>({
      query: ({ cashRegister, page, size }) => ({ url: 'crypto_transaction/', params: { cash_register: cashRegister, page, size } }),
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
  useJournalQuery,
  useDayRatesQuery,
  useListTransactionsQuery,
  useListCryptoTransactionsQuery,
  useCreateTransactionMutation,
  useCreateCryptoTransactionMutation,
  useCreateOutTransactionMutation,
  useCreateCryptoOutTransactionMutation,
} = operationsApi;
