import { fromPromise } from 'xstate';
import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import { errorMessage } from '../../api/errors';
import type { Credentials } from './authMachine';

type AppDispatch = ThunkDispatch<unknown, unknown, UnknownAction>;

// The API's code (RTK Query) comes with the store's, in the signed-in shell's chunk: with the
// sign-in, not with /login (its budget, docs/PERFORMANCE.md).
const loadAuthApi = () => import(/* webpackChunkName: "shell" */ './authApi').then((m) => m.authApi);

/**
 * The auth machine's network actors, going through the one API (headers, error catalogue).
 * `store` gives the store's dispatch once the store (and its code) is there.
 */
export function authActors(store: () => Promise<AppDispatch>) {
  const api = () => Promise.all([store(), loadAuthApi()]);
  return {
    login: fromPromise<string, Credentials>(async ({ input }) => {
      try {
        const [dispatch, authApi] = await api();
        const { token } = await dispatch(authApi.endpoints.login.initiate(input)).unwrap();
        return token;
      } catch (error) {
        throw new Error(errorMessage(error));
      }
    }),
    /** Revokes `token` (no longer in storage: the machine forgot it before calling). */
    logout: fromPromise<unknown, { token: string | null }>(async ({ input }) => {
      if (!input.token) return null;
      const [dispatch, authApi] = await api();
      return dispatch(authApi.endpoints.logout.initiate(input.token)).unwrap();
    }),
  };
}
