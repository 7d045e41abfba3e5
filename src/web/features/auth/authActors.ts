import { fromPromise } from 'xstate';
import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import { errorMessage } from '../../api/errors';
import { authApi } from './authApi';
import type { Credentials } from './authMachine';

type AppDispatch = ThunkDispatch<unknown, unknown, UnknownAction>;

/** The auth machine's network actors, going through the one API (headers, error catalogue). */
export function authActors(dispatch: AppDispatch) {
  return {
    login: fromPromise<string, Credentials>(async ({ input }) => {
      try {
        const { token } = await dispatch(authApi.endpoints.login.initiate(input)).unwrap();
        return token;
      } catch (error) {
        throw new Error(errorMessage(error));
      }
    }),
    logout: fromPromise<unknown>(() => dispatch(authApi.endpoints.logout.initiate()).unwrap()),
  };
}
