import { Suspense, type ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import { AuthContext } from '../features/auth/AuthContext';
import { lazyNamed } from '../lib/lazyNamed';
import { paths } from '../paths';
import { Spinner } from '../ui/Spinner';

// The signed-in app, with the store and the API's code, in the shell's chunk (SignedIn.tsx).
const SignedIn = lazyNamed(() => import(/* webpackChunkName: "shell" */ './SignedIn').then((m) => m.SignedIn));

/**
 * Protected layouts render only when authenticated (docs/PRODUCT.md §2): while the token is
 * being read, nothing; without one, /login.
 */
export function RequireAuth({ children }: { children: ReactNode }) {
  const state = AuthContext.useSelector((s) => s.value);
  if (state === 'checking') return <Spinner />;
  if (state !== 'authenticated') return <Navigate to={paths.login} replace />;
  return (
    <Suspense fallback={<Spinner />}>
      <SignedIn>{children}</SignedIn>
    </Suspense>
  );
}
