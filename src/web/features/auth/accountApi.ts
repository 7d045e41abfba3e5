import type { ChangePasswordBody } from '../../../shared/contract';
import { baseApi } from '../../api/baseApi';
import { invalidates } from '../../api/invalidations';

/** The signed-in user's own account ("Every user"). */
export const accountApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    changePassword: build.mutation<{ detail: string }, ChangePasswordBody>({
      query: (body) => ({ url: 'change_password/', method: 'POST', body }),
      invalidatesTags: invalidates('changePassword'),
      extraOptions: { quiet: [400] },
    }),
    logoutAll: build.mutation<{ detail: string }, void>({
      query: () => ({ url: 'logout_all/', method: 'POST', body: {} }),
      invalidatesTags: invalidates('logoutAll'),
    }),
  }),
});

export const { useChangePasswordMutation, useLogoutAllMutation } = accountApi;
