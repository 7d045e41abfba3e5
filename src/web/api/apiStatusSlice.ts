import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

/**
 * What the API told the app about the session as a whole, as opposed to one query's data:
 * a 401 (the token is gone or revoked: the error boundary sends the user to /login) and a
 * 503 (the site was switched off: every later call answers 503 too, so the app stops).
 */
export interface ApiStatusState {
  unauthorized: boolean;
  siteOff: string | null;
}

const initialState: ApiStatusState = { unauthorized: false, siteOff: null };

export const apiStatusSlice = createSlice({
  name: 'apiStatus',
  initialState,
  reducers: {
    unauthorizedReceived: (state) => {
      state.unauthorized = true;
    },
    siteSwitchedOff: (state, action: PayloadAction<string>) => {
      state.siteOff = action.payload;
    },
    /** A new session starts clean (after login, or after the boundary handled a 401). */
    sessionReset: (state) => {
      state.unauthorized = false;
    },
  },
});

export const { unauthorizedReceived, siteSwitchedOff, sessionReset } = apiStatusSlice.actions;

type WithApiStatus = { apiStatus: ApiStatusState };
export const selectUnauthorized = (state: WithApiStatus) => state.apiStatus.unauthorized;
export const selectSiteOff = (state: WithApiStatus) => state.apiStatus.siteOff;
