import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

/** The single auth boolean of docs/PRODUCT.md §3, mirrored from the auth machine. */
export interface AuthState {
  auth: boolean;
}

export const authSlice = createSlice({
  name: 'auth',
  initialState: { auth: false } as AuthState,
  reducers: {
    authChanged: (state, action: PayloadAction<boolean>) => {
      state.auth = action.payload;
    },
  },
});

export const { authChanged } = authSlice.actions;
export const selectAuth = (state: { auth: AuthState }) => state.auth.auth;
