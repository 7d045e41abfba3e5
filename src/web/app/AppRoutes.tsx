import { useCallback } from 'react';
import { Navigate, useLocation, useRoutes } from 'react-router-dom';
import { isHttpStatus } from '../api/errors';
import { AuthContext } from '../features/auth/AuthContext';
import { paths } from '../paths';
import { ErrorBoundary } from './ErrorBoundary';
import { routes } from './routes';

/**
 * The routes inside the app's error boundary: any render error sends the user to /login
 * (docs/PRODUCT.md §2). A 401 (rethrown by RequireAuth) also ends the session, since the server
 * no longer accepts the token; another error keeps it, so signing in again or opening /
 * carries on.
 */
export function AppRoutes() {
  const { pathname } = useLocation();
  const auth = AuthContext.useActorRef();
  const element = useRoutes(routes);
  const onError = useCallback(
    (error: unknown) => {
      if (isHttpStatus(error, 401)) auth.send({ type: 'auth.expired', detail: (error as Error).message });
      else console.error('Render error, back to /login:', error);
    },
    [auth],
  );
  return (
    <ErrorBoundary resetKey={pathname} onError={onError} fallback={<Navigate to={paths.login} replace />}>
      {element}
    </ErrorBoundary>
  );
}
