import { useEffect, useState, type ReactNode } from 'react';
import { useDispatch } from 'react-redux';
import { sessionReset } from '../api/apiStatusSlice';
import { baseApi } from '../api/baseApi';
import { AuthContext } from '../features/auth/AuthContext';
import { authActors } from '../features/auth/authActors';
import { authMachine } from '../features/auth/authMachine';
import { authChanged } from '../features/auth/authSlice';
import type { AppDispatch } from './store';

/**
 * Runs the auth machine with the real network actors and mirrors its state into the
 * store's `auth` boolean. `logic` lets tests run a machine with fake actors instead.
 */
export function AuthProvider({ children, logic }: { children: ReactNode; logic?: typeof authMachine }) {
  const dispatch = useDispatch<AppDispatch>();
  const [machine] = useState(
    () =>
      logic ??
      authMachine.provide({
        actors: authActors(dispatch),
        actions: {
          clearSession: () => {
            // A new user must not see the previous one's cached answers or stale 401 flag.
            dispatch(baseApi.util.resetApiState());
            dispatch(sessionReset());
          },
        },
      }),
  );
  return (
    <AuthContext.Provider logic={machine}>
      <AuthMirror />
      {children}
    </AuthContext.Provider>
  );
}

function AuthMirror() {
  const dispatch = useDispatch<AppDispatch>();
  const auth = AuthContext.useSelector((s) => s.matches('authenticated'));
  useEffect(() => {
    dispatch(authChanged(auth));
  }, [auth, dispatch]);
  return null;
}
