import { useEffect, useState, type ReactNode } from 'react';
import { AuthContext } from '../features/auth/AuthContext';
import { authActors } from '../features/auth/authActors';
import { authMachine } from '../features/auth/authMachine';
import type { StoreHolder } from './storeHolder';

/**
 * Runs the auth machine with the real network actors and mirrors its state into the store's
 * `auth` boolean (through the holder: the store and its code come with the signed-in shell
 * or the sign-in, app/storeHolder.ts). `logic` lets tests run a machine with fake actors.
 */
export function AuthProvider({ children, holder, logic }: { children: ReactNode; holder: StoreHolder; logic?: typeof authMachine }) {
  const [machine] = useState(
    () =>
      logic ??
      authMachine.provide({
        actors: authActors(() => holder.load().then((store) => store.dispatch)),
        actions: { clearSession: () => holder.clearSession() },
      }),
  );
  return (
    <AuthContext.Provider logic={machine}>
      <AuthMirror holder={holder} />
      {children}
    </AuthContext.Provider>
  );
}

function AuthMirror({ holder }: { holder: StoreHolder }) {
  const auth = AuthContext.useSelector((s) => s.matches('authenticated'));
  useEffect(() => holder.mirrorAuth(auth), [auth, holder]);
  return null;
}
