import type { ChangePasswordBody } from '../../../shared/contract';
import { baseApi } from '../../api/baseApi';
import { invalidates } from '../../api/invalidations';
import { meApi } from '../../api/meApi';

/** The signed-in user's own account ("Every user"). */
export const accountApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    changePassword: build.mutation<{ detail: string }, ChangePasswordBody>({
      query: (body) => ({ url: 'change_password/', method: 'POST', body }),
      invalidatesTags: invalidates('changePassword'),
      extraOptions: { quiet: [400] },
      // The server has cleared the reset flag: so does the cached /api/me, at once. Waiting for
      // its refetch would let a quick Продолжить meet the old flag and be sent back here.
      async onQueryStarted(_body, { dispatch, queryFulfilled }) {
        try {
          await queryFulfilled;
        } catch {
          return;
        }
        dispatch(
          meApi.util.updateQueryData('getMe', undefined, (me) => {
            me.mustChangePassword = false;
          }),
        );
      },
    }),
    logoutAll: build.mutation<{ detail: string }, void>({
      query: () => ({ url: 'logout_all/', method: 'POST', body: {} }),
      invalidatesTags: invalidates('logoutAll'),
    }),
  }),
});

export const { useChangePasswordMutation, useLogoutAllMutation } = accountApi;
