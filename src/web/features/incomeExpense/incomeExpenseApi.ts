import type { CreateIncomeOutcomeBody, IncomeOutcome, Paginated } from '../../../shared/contract';
import { baseApi } from '../../api/baseApi';
import type { PageArgs } from '../../api/pageArgs';
import { invalidates } from '../../api/invalidations';
import { byRegister, provides } from '../../api/tags';

/** docs/PRODUCT-DECISIONS.md adds these calls (docs/PRODUCT.md §7 lists none for Доходы \ Расходы). */
export const incomeExpenseApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    listIncomeExpense: build.query<Paginated<IncomeOutcome>, { cashRegister: number } & PageArgs>({
      query: ({ cashRegister, page, size }) => ({ url: 'income_outcome/', params: { cash_register: cashRegister, page, size } }),
      ...provides('IncomeExpense', byRegister),
    }),
    createIncomeOutcome: build.mutation<IncomeOutcome, CreateIncomeOutcomeBody>({
      query: (body) => ({ url: 'income_outcome/create/', method: 'POST', body }),
      invalidatesTags: invalidates('createIncomeOutcome'),
      extraOptions: { quiet: [400] },
    }),
  }),
});

export const { useListIncomeExpenseQuery, useCreateIncomeOutcomeMutation } = incomeExpenseApi;
