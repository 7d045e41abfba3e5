import { createApi, fetchBaseQuery, type BaseQueryFn, type FetchArgs, type FetchBaseQueryError } from '@reduxjs/toolkit/query/react';
import { DEFAULT_CACHE_SECONDS, TAG_TYPES } from './cacheTimes';
import { newIdempotencyKey } from './idempotencyKey';
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
 * A read's 404 is never alerted, on any screen: the API answers 404 to a read only when an
 * object it names (the page's city or register, a person) is not there for this user, and the
 * page says so itself — the section's layout shows the not-found page, a person's page its own.
 * A screen's data queries may start before its object has answered (a prefetch, as the route is
 * entered): their 404s are the object's, and the not-found page is all the user should see.
 * A write's 404 (the thing acted on is gone) is still alerted.
 */
function quietAbout(type: 'query' | 'mutation', options: ApiExtraOptions): ApiExtraOptions {
  return type === 'query' ? { ...options, quiet: [...(options.quiet ?? []), 404] } : options;
}

const isWrite = (args: string | ApiArgs): args is ApiArgs => typeof args !== 'string' && !!args.method && args.method !== 'GET';

/** A write carries a fresh Idempotency-Key: one per call, that is one per submission. */
function withIdempotencyKey(args: FetchArgs): FetchArgs {
  const headers = new Headers(args.headers as HeadersInit | undefined);
  headers.set('Idempotency-Key', newIdempotencyKey());
  return { ...args, headers };
}

/** Sent after each call: `detail` true when it got no answer at all (the offline mode's sign). */
export const CALL_EVENT = 'm247-call';

/**
 * fetchBaseQuery plus the app's rules: empty parameters are dropped and dates sent as
 * yyyy-MM-dd, and every failure goes through the error catalogue once, here, instead of in
 * each screen. Reads are never retried (docs/PRODUCT.md §9). A write whose answer the network
 * lost is sent once more with the same Idempotency-Key: the server writes it at most once
 * and answers the first answer, so the cashier never has to guess whether it went through.
 */
export const baseQuery: BaseQueryFn<string | ApiArgs, unknown, FetchBaseQueryError, ApiExtraOptions> = async (
  args,
  api,
  extraOptions,
) => {
  const cleaned = typeof args === 'string' ? args : { ...args, params: args.params && cleanParams(args.params) };
  const request = isWrite(args) ? withIdempotencyKey(cleaned as FetchArgs) : cleaned;
  let result = await rawBaseQuery(request, api, {});
  if (isWrite(args) && result.error?.status === 'FETCH_ERROR' && !api.signal.aborted) result = await rawBaseQuery(request, api, {});
  if (api.signal.aborted) return result;
  // The offline mode's signs (docs/web/offline.md): no answer at all, or any answer.
  const noAnswer = result.error?.status === 'FETCH_ERROR' || result.error?.status === 'TIMEOUT_ERROR';
  // A window event, not an import: this module is copied into several chunks, and the signs'
  // module with it would be too (api/connectionSignal.ts listens).
  dispatchEvent(new CustomEvent(CALL_EVENT, { detail: noAnswer }));
  // A request the app cancelled itself is not a failure worth telling the user about; nor is
  // each call that cannot reach the server while the banner already says so (lib/offlineDriver.ts).
  if (result.error && !(noAnswer && document.documentElement.hasAttribute('data-offline')))
    reportApiError(result.error, api.dispatch, quietAbout(api.type, extraOptions ?? {}));
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
