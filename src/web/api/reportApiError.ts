import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import type { Dispatch } from '@reduxjs/toolkit';
import { siteSwitchedOff, unauthorizedReceived } from './apiStatusSlice';
import { errorMessage, siteOffMessage } from './errors';

/**
 * The error catalogue of docs/PRODUCT.md §8, applied to every failed call:
 * - 401: the session is over; the flag makes the protected layout throw into the error
 *   boundary, which sends the user to /login.
 * - 403: nothing (the UI hides what a user may not do; a 403 means a stale screen).
 * - 503: the site was switched off; the app shows the "site is off" page.
 * - anything else: window.alert with the body's message, unless the endpoint shows it itself.
 */
export function reportApiError(
  error: FetchBaseQueryError,
  dispatch: Dispatch,
  { silent = false, quiet = [] }: { silent?: boolean; quiet?: readonly number[] } = {},
): void {
  if (typeof error.status === 'number' && quiet.includes(error.status) && error.status !== 401 && error.status !== 503) return;
  switch (error.status) {
    case 401:
      dispatch(unauthorizedReceived(detailOf(error)));
      return;
    case 403:
      return;
    case 503:
      dispatch(siteSwitchedOff(siteOffMessage(error)));
      return;
    default:
      if (!silent) window.alert(errorMessage(error));
  }
}

function detailOf(error: FetchBaseQueryError): string | undefined {
  const data = 'data' in error ? (error.data as { detail?: unknown } | undefined) : undefined;
  return typeof data?.detail === 'string' ? data.detail : undefined;
}
