import { combineReducers, configureStore } from '@reduxjs/toolkit';
import { apiStatusSlice, sessionReset } from '../api/apiStatusSlice';
import { baseApi } from '../api/baseApi';
import { authChanged, authSlice } from '../features/auth/authSlice';

// Loaded with the signed-in shell or a sign-in, never with /login (app/storeHolder.ts).

const rootReducer = combineReducers({
  [baseApi.reducerPath]: baseApi.reducer,
  auth: authSlice.reducer,
  apiStatus: apiStatusSlice.reducer,
});

export type RootState = ReturnType<typeof rootReducer>;

/** A fresh store per app (and per test), so no state leaks between them. */
export function makeStore(preloadedState?: Partial<RootState>) {
  return configureStore({
    reducer: rootReducer,
    preloadedState,
    // The development-only state checks warn past 32 ms, which a busy CI machine exceeds.
    middleware: (getDefault) =>
      getDefault({ serializableCheck: { warnAfter: 200 }, immutableCheck: { warnAfter: 200 } }).concat(baseApi.middleware),
  });
}

export type AppStore = ReturnType<typeof makeStore>;

/** A session ended: a new user must not see the previous one's cached answers or stale 401 flag. */
export function clearSession(store: AppStore): void {
  store.dispatch(baseApi.util.resetApiState());
  store.dispatch(sessionReset());
}

/** The auth machine's state in the store's `auth` boolean (docs/PRODUCT.md §3). */
export function mirrorAuth(store: AppStore, auth: boolean): void {
  store.dispatch(authChanged(auth));
}
export type AppDispatch = AppStore['dispatch'];
