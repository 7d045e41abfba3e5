import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

/**
 * What the API told the app about the session as a whole, as opposed to one query's data:
 * a 401 (the token is gone or revoked: the error boundary sends the user to /login) and a
 * 503 (the site was switched off: every later call answers 503 too, so the app stops).
 */
export interface ApiStatusState {
  unauthorized: boolean;
  /** The 401's detail (e.g. the session expired), for /login to say why. */
  unauthorizedDetail: string | null;
  siteOff: string | null;
}

const initialState: ApiStatusState = { unauthorized: false, unauthorizedDetail: null, siteOff: null };

export const apiStatusSlice = createSlice({
  name: 'apiStatus',
  initialState,
  reducers: {
    unauthorizedReceived: (state, action: PayloadAction<string | undefined>) => {
      // The first 401 says why; later ones (the other calls of the screen) do not overwrite it.
      if (!state.unauthorized) state.unauthorizedDetail = action.payload ?? null;
      state.unauthorized = true;
    },
    siteSwitchedOff: (state, action: PayloadAction<string>) => {
      state.siteOff = action.payload;
    },
    /** A new session starts clean (after login, or after the boundary handled a 401). */
    sessionReset: (state) => {
      state.unauthorized = false;
      state.unauthorizedDetail = null;
    },
  },
});

export const { unauthorizedReceived, siteSwitchedOff, sessionReset } = apiStatusSlice.actions;

type WithApiStatus = { apiStatus: ApiStatusState };
export const selectUnauthorized = (state: WithApiStatus) => state.apiStatus.unauthorized;
export const selectUnauthorizedDetail = (state: WithApiStatus) => state.apiStatus.unauthorizedDetail;
export const selectSiteOff = (state: WithApiStatus) => state.apiStatus.siteOff;
