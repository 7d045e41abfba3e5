import type { CashDifferencesReport, CountSheet, Paginated, Shift, ShiftApproval, ShiftStatus } from '../../shared/contract';
import type { WireDate } from './params';
import { baseApi } from './baseApi';
import { invalidates, type MutationArgs } from './invalidations';
import { provides, registerTag } from './tags';

/**
 * Shifts (docs/SHIFTS.md). Here rather than in a feature: the Операции screen
 * opens and closes them, the city's Кассы screen shows and approves them (CONTRIBUTING:
 * what two features need goes to api/).
 */
export interface ShiftQuery {
  city?: number;
  cashRegister?: number;
  status?: ShiftStatus;
  approval?: ShiftApproval;
  page?: number;
  size?: number;
}

export const shiftsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** The register's open shift, or null when it is closed (the API's 404 is an answer here, not an error). */
    currentShift: build.query<Shift | null, number>({
      async queryFn(cashRegister, _api, extraOptions, baseQuery) {
        const result = await baseQuery({ url: 'shift/current/', params: { cash_register: cashRegister } });
        if (result.error) return result.error.status === 404 ? { data: null } : { error: result.error };
        return { data: result.data as Shift };
      },
      extraOptions: { quiet: [404] },
      ...provides('Shift', (cashRegister: number) => `r${cashRegister}`),
    }),
    /** What a count lists now, with the books' figures: they move with every operation, so it is the balance's too. */
    countSheet: build.query<CountSheet, number>({
      query: (cashRegister) => ({ url: 'shift/count_sheet/', params: { cash_register: cashRegister } }),
      providesTags: (_r, _e, cashRegister) => [registerTag('Shift', cashRegister), registerTag('Balance', cashRegister)],
      keepUnusedDataFor: 0,
    }),
    listShifts: build.query<Paginated<Shift>, ShiftQuery>({
      query: ({ city, cashRegister, status, approval, page, size }) => ({
        url: 'shift/',
        params: { city, cash_register: cashRegister, status, approval, page, size },
      }),
      ...provides('Shift', (a: ShiftQuery) => (a.cashRegister ? `r${a.cashRegister}` : 'all')),
    }),
    /** The shifts' cash differences of a period, per register and cashier (Кассы: today's; the city reports: a period's). */
    cashDifferences: build.query<CashDifferencesReport, { city?: number; fromDate: WireDate; toDate: WireDate }>({
      query: ({ city, fromDate, toDate }) => ({ url: 'cash_differences/', params: { city, from_date: fromDate, to_date: toDate } }),
      ...provides('Shift'),
    }),
    openShift: build.mutation<Shift, MutationArgs['openShift']>({
      query: (body) => ({ url: 'shift/open/', method: 'POST', body }),
      invalidatesTags: invalidates('openShift'),
      extraOptions: { quiet: [400, 409] },
    }),
    closeShift: build.mutation<Shift, MutationArgs['closeShift']>({
      query: ({ id, body }) => ({ url: `shift/close/${id}/`, method: 'PUT', body }),
      invalidatesTags: invalidates('closeShift'),
      extraOptions: { quiet: [400, 409] },
    }),
    approveShift: build.mutation<Shift, MutationArgs['approveShift']>({
      query: ({ id, comment }) => ({ url: `shift/approve/${id}/`, method: 'PUT', body: { comment } }),
      invalidatesTags: invalidates('approveShift'),
      extraOptions: { quiet: [409] },
    }),
    /** A vault's count confirmed by a witness (docs/VAULT.md): no money moves. */
    witnessShift: build.mutation<Shift, MutationArgs['witnessShift']>({
      query: ({ id, phase }) => ({ url: `shift/witness/${id}/`, method: 'PUT', body: { phase } }),
      invalidatesTags: invalidates('witnessShift'),
      extraOptions: { quiet: [403, 409] },
    }),
  }),
});

export const {
  useCurrentShiftQuery,
  useCountSheetQuery,
  useListShiftsQuery,
  useCashDifferencesQuery,
  useOpenShiftMutation,
  useCloseShiftMutation,
  useApproveShiftMutation,
  useWitnessShiftMutation,
} = shiftsApi;
