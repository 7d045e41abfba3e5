import type { AdminCurrency, AdminCurrencyBody, AdminCurrencyChanges, Paginated } from '../../../../shared/contract';
import { baseApi } from '../../../api/baseApi';
import { invalidates } from '../../../api/invalidations';
import { provides } from '../../../api/tags';
import { LIST_PAGE_SIZE, isActiveOf } from '../../../ui/list';
import type { CurrencyListState } from './currencyListState';

/** /api/admin/currencies/: admins only, in the admin chunk. */
export const adminCurrenciesApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    adminCurrencyList: build.query<Paginated<AdminCurrency>, CurrencyListState>({
      query: (s) => ({
        url: 'admin/currencies/',
        params: {
          page: s.page,
          size: LIST_PAGE_SIZE,
          ordering: s.ordering,
          ...(s.search ? { search: s.search } : {}),
          ...(s.kind ? { kind: s.kind } : {}),
          ...(s.active ? { is_active: isActiveOf(s.active) } : {}),
        },
      }),
      ...provides('AdminList', () => 'currencies'),
    }),
    /** Every fiat currency, the inactive too (a register's pairs dialog). */
    adminFiatCurrencies: build.query<Paginated<AdminCurrency>, void>({
      query: () => ({ url: 'admin/currencies/', params: { page: 1, size: 1000, kind: 'fiat' } }),
      ...provides('AdminList', () => 'currencies'),
    }),
    createAdminCurrency: build.mutation<AdminCurrency, AdminCurrencyBody>({
      query: (body) => ({ url: 'admin/currencies/create/', method: 'POST', body }),
      invalidatesTags: (r, e) => invalidates('adminCurrencyWrite')(r, e, undefined),
      extraOptions: { quiet: [400] },
    }),
    updateAdminCurrency: build.mutation<AdminCurrency, { id: number; body: AdminCurrencyChanges }>({
      query: ({ id, body }) => ({ url: `admin/currencies/${id}/`, method: 'PUT', body }),
      invalidatesTags: (r, e) => invalidates('adminCurrencyWrite')(r, e, undefined),
      extraOptions: { quiet: [400] },
    }),
    /** A refusal (money still in it) is shown in the confirmation (kit/ConfirmAction). */
    setAdminCurrencyActive: build.mutation<AdminCurrency, { id: number; is_active: boolean }>({
      query: ({ id, is_active }) => ({ url: `admin/currencies/${id}/active/`, method: 'PUT', body: { is_active } }),
      invalidatesTags: (r, e) => invalidates('adminCurrencyWrite')(r, e, undefined),
      extraOptions: { quiet: [400] },
    }),
    setAdminDilapidation: build.mutation<AdminCurrency, { id: number; percentage: string | null }>({
      query: ({ id, percentage }) => ({ url: `admin/currencies/${id}/dilapidation/`, method: 'PUT', body: { percentage } }),
      invalidatesTags: (r, e) => invalidates('adminCurrencyWrite')(r, e, undefined),
      extraOptions: { quiet: [400] },
    }),
    /** «Курсы от ЦБ»: the currency's margin each side of the official rate. */
    setAdminOfficialMargin: build.mutation<AdminCurrency, { id: number; official_margin_percent: string }>({
      query: ({ id, official_margin_percent }) => ({ url: `admin/currencies/${id}/official_margin/`, method: 'PUT', body: { official_margin_percent } }),
      invalidatesTags: (r, e) => invalidates('adminCurrencyWrite')(r, e, undefined),
      extraOptions: { quiet: [400] },
    }),
  }),
});

export const {
  useAdminCurrencyListQuery,
  useAdminFiatCurrenciesQuery,
  useCreateAdminCurrencyMutation,
  useUpdateAdminCurrencyMutation,
  useSetAdminCurrencyActiveMutation,
  useSetAdminDilapidationMutation,
  useSetAdminOfficialMarginMutation,
} = adminCurrenciesApi;
