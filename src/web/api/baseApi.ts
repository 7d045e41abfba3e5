import { createApi, fetchBaseQuery, type BaseQueryFn, type FetchArgs, type FetchBaseQueryError } from '@reduxjs/toolkit/query/react';
import { DEFAULT_CACHE_SECONDS, TAG_TYPES } from './cacheTimes';
import { cleanParams, type ParamValue } from './params';
import { readToken } from './token';
import { reportApiError } from './reportApiError';

/** Per-endpoint switches: `silent` endpoints show all their errors themselves (the login form). */
export interface ApiExtraOptions {
  silent?: boolean;
  /**
   * Statuses the screen handles itself instead of an alert: a page's own object answering 404
   * is a navigation outcome (the not-found page), not an error; a form shows its 400s under
   * its fields.
   */
  quiet?: readonly number[];
}

export type ApiArgs = Omit<FetchArgs, 'params'> & { params?: Record<string, ParamValue> };

const rawBaseQuery = fetchBaseQuery({
  baseUrl: '/api/',
  prepareHeaders: (headers) => {
    // Read on every request, not once: login and logout change it under a running app.
    const token = readToken();
    if (token) headers.set('Authorization', `Token ${token}`);
    return headers;
  },
});

/**
 * fetchBaseQuery plus the app's rules: empty parameters are dropped and dates sent as
 * yyyy-MM-dd, and every failure goes through the error catalogue once, here, instead of in
 * each screen. No retries: RTK Query never retries unless wrapped in `retry`, and spec
 * section 9 wants none.
 */
export const baseQuery: BaseQueryFn<string | ApiArgs, unknown, FetchBaseQueryError, ApiExtraOptions> = async (
  args,
  api,
  extraOptions,
) => {
  const request = typeof args === 'string' ? args : { ...args, params: args.params && cleanParams(args.params) };
  const result = await rawBaseQuery(request, api, {});
  // A request the app cancelled itself is not a failure worth telling the user about.
  if (result.error && !api.signal.aborted) reportApiError(result.error, api.dispatch, extraOptions ?? {});
  return result;
};

/**
 * The one API of the app. Features add their endpoints with `baseApi.injectEndpoints` in
 * their own `*Api.ts`, so an endpoint's code ships in the lazy chunk of the screen using it.
 */
export const baseApi = createApi({
  reducerPath: 'api',
  baseQuery,
  tagTypes: TAG_TYPES,
  keepUnusedDataFor: DEFAULT_CACHE_SECONDS,
  refetchOnFocus: false,
  refetchOnReconnect: false,
  endpoints: () => ({}),
});
