import type {
  AdminCashRegister,
  AdminCashRegisterBody,
  AdminCity,
  AdminPairBody,
  Paginated,
} from '../../../../shared/contract';
import { baseApi } from '../../../api/baseApi';
import { invalidates, type MutationArgs } from '../../../api/invalidations';
import { provides } from '../../../api/tags';
import { LIST_PAGE_SIZE, isActiveOf } from '../../../ui/list';
import type { CityListState } from './cityListState';
import type { RegisterListState } from './registerListState';

/** /api/admin/cities/ and /api/admin/cash_registers/: admins only, in the admin chunk. */
export const adminCitiesApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    adminCityList: build.query<Paginated<AdminCity>, CityListState>({
      query: (s) => ({
        url: 'admin/cities/',
        params: { page: s.page, size: LIST_PAGE_SIZE, ordering: s.ordering, ...(s.search ? { search: s.search } : {}) },
      }),
      ...provides('AdminList', () => 'cities'),
    }),
    createAdminCity: build.mutation<AdminCity, { name: string }>({
      query: (body) => ({ url: 'admin/cities/create/', method: 'POST', body }),
      invalidatesTags: (r, e) => invalidates('adminCityWrite')(r, e, { id: r?.id ?? 0 }),
      extraOptions: { quiet: [400] },
    }),
    renameAdminCity: build.mutation<AdminCity, { id: number; name: string }>({
      query: ({ id, name }) => ({ url: `admin/cities/${id}/`, method: 'PUT', body: { name } }),
      invalidatesTags: (r, e, a) => invalidates('adminCityWrite')(r, e, a),
      extraOptions: { quiet: [400] },
    }),
    /** «Публиковать курсы»: the city's screen and website feed (the shop front). */
    setAdminCityPublishRates: build.mutation<AdminCity, { id: number; publish_rates: boolean }>({
      query: ({ id, publish_rates }) => ({ url: `admin/cities/${id}/`, method: 'PUT', body: { publish_rates } }),
      invalidatesTags: (r, e, a) => invalidates('adminCityWrite')(r, e, a),
      extraOptions: { quiet: [400] },
    }),
    /** «Офлайн-лимит» (docs/OFFLINE.md): null turns offline trading off for the city. */
    setAdminCityOfflineLimit: build.mutation<AdminCity, MutationArgs['setCityOfflineLimit']>({
      query: ({ id, offline_limit }) => ({ url: `admin/cities/${id}/`, method: 'PUT', body: { offline_limit } }),
      invalidatesTags: invalidates('setCityOfflineLimit'),
      extraOptions: { quiet: [400] },
    }),
    /** «Автоподтверждение заявок» (docs/CASH-ORDERS.md): null, every order waits for a second person. */
    setAdminCityAutoApprove: build.mutation<AdminCity, MutationArgs['setCityAutoApprove']>({
      query: ({ id, cash_order_auto_approve }) => ({ url: `admin/cities/${id}/`, method: 'PUT', body: { cash_order_auto_approve } }),
      invalidatesTags: invalidates('setCityAutoApprove'),
      extraOptions: { quiet: [400] },
    }),
    adminRegisterList: build.query<Paginated<AdminCashRegister>, RegisterListState>({
      query: (s) => ({
        url: 'admin/cash_registers/',
        params: {
          page: s.page,
          size: LIST_PAGE_SIZE,
          ordering: s.ordering,
          ...(s.search ? { search: s.search } : {}),
          ...(s.city ? { city: s.city } : {}),
          ...(s.active ? { is_active: isActiveOf(s.active) } : {}),
        },
      }),
      ...provides('AdminList', () => 'registers'),
    }),
    createAdminRegister: build.mutation<AdminCashRegister, AdminCashRegisterBody>({
      query: (body) => ({ url: 'admin/cash_registers/create/', method: 'POST', body }),
      invalidatesTags: (r, e) => invalidates('adminRegisterWrite')(r, e, { id: r?.id ?? 0 }),
      extraOptions: { quiet: [400] },
    }),
    renameAdminRegister: build.mutation<AdminCashRegister, { id: number; name: string }>({
      query: ({ id, name }) => ({ url: `admin/cash_registers/${id}/`, method: 'PUT', body: { name } }),
      invalidatesTags: (r, e, a) => invalidates('adminRegisterWrite')(r, e, a),
      extraOptions: { quiet: [400] },
    }),
    /** A refusal (money in it, something unfinished) is shown in the confirmation (kit/ConfirmAction). */
    setAdminRegisterActive: build.mutation<AdminCashRegister, { id: number; is_active: boolean }>({
      query: ({ id, is_active }) => ({ url: `admin/cash_registers/${id}/active/`, method: 'PUT', body: { is_active } }),
      invalidatesTags: (r, e, a) => invalidates('adminRegisterWrite')(r, e, a),
      extraOptions: { quiet: [400] },
    }),
    setAdminRegisterPair: build.mutation<AdminCashRegister, { id: number } & AdminPairBody>({
      query: ({ id, ...body }) => ({ url: `admin/cash_registers/${id}/pairs/`, method: 'PUT', body }),
      invalidatesTags: (r, e, a) => invalidates('adminRegisterWrite')(r, e, a),
      extraOptions: { quiet: [400] },
    }),
  }),
});

export const {
  useSetAdminCityPublishRatesMutation,
  useSetAdminCityOfflineLimitMutation,
  useSetAdminCityAutoApproveMutation,
  useAdminCityListQuery,
  useCreateAdminCityMutation,
  useRenameAdminCityMutation,
  useAdminRegisterListQuery,
  useCreateAdminRegisterMutation,
  useRenameAdminRegisterMutation,
  useSetAdminRegisterActiveMutation,
  useSetAdminRegisterPairMutation,
} = adminCitiesApi;
