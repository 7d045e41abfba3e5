import { baseApi } from '../../api/baseApi';
import type { Credentials } from './authMachine';

export const authApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** POST /api/token-auth/ as multipart, the way DRF's obtain_auth_token reads it. */
    login: build.mutation<{ token: string }, Credentials>({
      query: ({ username, password }) => {
        const body = new FormData();
        body.append('username', username);
        body.append('password', password);
        return { url: 'token-auth/', method: 'POST', body };
      },
      // The login form shows the server's message itself instead of an alert.
      extraOptions: { silent: true },
    }),
    /** GET /api/logout with the token given: storage no longer holds it (auth machine). */
    logout: build.mutation<unknown, string>({
      query: (token) => ({ url: 'logout', method: 'GET', headers: { Authorization: `Token ${token}` } }),
      extraOptions: { silent: true },
    }),
  }),
});
