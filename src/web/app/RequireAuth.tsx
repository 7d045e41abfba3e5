import type { ReactNode } from 'react';
import { useSelector } from 'react-redux';
import { Navigate, useLocation } from 'react-router-dom';
import { selectUnauthorized, selectUnauthorizedDetail } from '../api/apiStatusSlice';
import { useGetMeQuery } from '../api/meApi';
import { HttpStatusError } from '../api/errors';
import { AuthContext } from '../features/auth/AuthContext';
import { paths } from '../paths';
import { Spinner } from '../ui/Spinner';

/**
 * Protected layouts render only when authenticated (spec section 2): while the token is
 * being read, nothing; without one, /login.
 */
export function RequireAuth({ children }: { children: ReactNode }) {
  const state = AuthContext.useSelector((s) => s.value);
  if (state === 'checking') return <Spinner />;
  if (state !== 'authenticated') return <Navigate to={paths.login} replace />;
  return (
    <>
      <UnauthorizedTrap />
      <AskMeEarly />
      <MustChangePasswordGate>{children}</MustChangePasswordGate>
    </>
  );
}

/**
 * After an admin's reset the user sets their own password before anything else: while
 * /api/me says so, every address leads to the change-password page (the API refuses the
 * other calls with 403 meanwhile, which is never alerted).
 */
function MustChangePasswordGate({ children }: { children: ReactNode }) {
  const { data } = useGetMeQuery();
  const { pathname } = useLocation();
  if (data?.mustChangePassword && pathname !== paths.changePassword) return <Navigate to={paths.changePassword} replace />;
  return <>{children}</>;
}

/**
 * RTK Query keeps errors in the store instead of throwing; spec section 8 wants a 401
 * "passed to the error boundary", so the first 401 is rethrown here, during render.
 */
function UnauthorizedTrap() {
  const unauthorized = useSelector(selectUnauthorized);
  const detail = useSelector(selectUnauthorizedDetail);
  if (unauthorized) throw new HttpStatusError(401, detail ?? 'Сессия истекла');
  return null;
}

/**
 * Every signed-in page shows the user (header, menus): /api/me is asked here, while the
 * layouts' chunk still downloads, rather than by the header once it has arrived.
 */
function AskMeEarly() {
  useGetMeQuery();
  return null;
}
