import type {
  AdminUser,
  AdminUserBody,
  AdminUserChanges,
  AdminUserCreated,
  City,
  Paginated,
  TemporaryPassword,
  UserSession,
} from '../../../../shared/contract';
import { baseApi } from '../../../api/baseApi';
import { invalidates } from '../../../api/invalidations';
import { provides } from '../../../api/tags';
import type { UserListState } from './userListState';

export const USER_PAGE_SIZE = 20;

/** /api/admin/users/. Admins only: this chunk is never downloaded by anyone else. */
export const adminUsersApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    adminUsers: build.query<Paginated<AdminUser>, UserListState>({
      query: (s) => ({
        url: 'admin/users/',
        params: {
          page: s.page,
          size: USER_PAGE_SIZE,
          ordering: s.ordering,
          ...(s.search ? { search: s.search } : {}),
          ...(s.role ? { role: s.role } : {}),
          ...(s.city ? { city: s.city } : {}),
          ...(s.active ? { is_active: s.active === 'yes' } : {}),
        },
      }),
      ...provides('AdminUser'),
    }),
    adminUserSessions: build.query<UserSession[], number>({
      query: (id) => `admin/users/${id}/sessions/`,
      ...provides('AdminUser'),
    }),
    /** Every user, the inactive too, by login: the audit log's "who" filter. */
    adminUserChoices: build.query<Paginated<AdminUser>, void>({
      query: () => ({ url: 'admin/users/', params: { page: 1, size: 1000, ordering: 'username' } }),
      ...provides('AdminUser'),
    }),
    /** Every city, for the filter and the user's cities (an admin sees them all). */
    adminCities: build.query<Paginated<City>, void>({
      query: () => ({ url: 'city/', params: { page: 1, size: 1000 } }),
      ...provides('City'),
    }),
    createAdminUser: build.mutation<AdminUserCreated, AdminUserBody>({
      query: (body) => ({ url: 'admin/users/create/', method: 'POST', body }),
      invalidatesTags: (r, e) => invalidates('adminUserWrite')(r, e, { id: 0 }),
      extraOptions: { quiet: [400] },
    }),
    updateAdminUser: build.mutation<AdminUser, { id: number; body: AdminUserChanges }>({
      query: ({ id, body }) => ({ url: `admin/users/${id}/`, method: 'PUT', body }),
      invalidatesTags: (r, e, a) => invalidates('adminUserWrite')(r, e, a),
      extraOptions: { quiet: [400] },
    }),
    setAdminUserActive: build.mutation<AdminUser, { id: number; is_active: boolean }>({
      query: ({ id, is_active }) => ({ url: `admin/users/${id}/active/`, method: 'PUT', body: { is_active } }),
      invalidatesTags: (r, e, a) => invalidates('adminUserWrite')(r, e, a),
      // A refusal (the last admin) is shown in the confirmation dialog (kit/ConfirmAction).
      extraOptions: { quiet: [400] },
    }),
    resetAdminUserPassword: build.mutation<TemporaryPassword, { id: number }>({
      query: ({ id }) => ({ url: `admin/users/${id}/reset_password/`, method: 'POST', body: {} }),
      invalidatesTags: (r, e, a) => invalidates('adminUserWrite')(r, e, a),
    }),
    endAdminUserSession: build.mutation<UserSession[], { id: number; session: string }>({
      query: ({ id, session }) => ({ url: `admin/users/${id}/sessions/${session}/end/`, method: 'POST', body: {} }),
      invalidatesTags: (r, e, a) => invalidates('adminUserWrite')(r, e, a),
    }),
  }),
});

export const {
  useAdminUsersQuery,
  useAdminUserSessionsQuery,
  useAdminUserChoicesQuery,
  useAdminCitiesQuery,
  useCreateAdminUserMutation,
  useUpdateAdminUserMutation,
  useSetAdminUserActiveMutation,
  useResetAdminUserPasswordMutation,
  useEndAdminUserSessionMutation,
} = adminUsersApi;
