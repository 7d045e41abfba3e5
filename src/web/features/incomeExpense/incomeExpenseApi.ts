import type { Paginated } from '../../../shared/contract';
import { baseApi } from '../../api/baseApi';
import { cacheFor } from '../../api/cacheTimes';

/** Row shapes arrive with the ledger's contract types. */
export type IncomeExpenseRow = Record<string, unknown>;

/** DESIGN.md adds these calls (the spec lists none for Доходы \ Расходы). */
export const incomeExpenseApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    listIncomeExpense: build.query<Paginated<IncomeExpenseRow>, { cashRegister: number; page: number }>({
      query: ({ cashRegister, page }) => ({ url: 'income_outcome/', params: { cash_register: cashRegister, page } }),
      providesTags: ['IncomeExpense'],
      keepUnusedDataFor: cacheFor('IncomeExpense'),
    }),
  }),
});
