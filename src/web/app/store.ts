import { combineReducers, configureStore } from '@reduxjs/toolkit';
import { apiStatusSlice } from '../api/apiStatusSlice';
import { baseApi } from '../api/baseApi';
import { authSlice } from '../features/auth/authSlice';

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
export type AppDispatch = AppStore['dispatch'];
