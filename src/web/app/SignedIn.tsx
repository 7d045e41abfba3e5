import { useContext, useEffect, useState, type ComponentType, type ReactNode } from 'react';
import { Provider, useSelector } from 'react-redux';
import { Navigate, useLocation } from 'react-router-dom';
import { selectUnauthorized, selectUnauthorizedDetail } from '../api/apiStatusSlice';
import { onFirstTrouble } from '../api/connectionSignal';
import { HttpStatusError } from '../api/errors';
import { useGetMeQuery } from '../api/meApi';
import { paths } from '../paths';
import { SiteGate } from './SiteGate';
import * as storeModule from './store';
import { StoreHolderContext } from './storeHolder';

/**
 * The signed-in app around the layouts, in the shell's chunk with the store and the API's
 * code (Redux Toolkit, RTK Query), which /login never loads: the store (made here unless a
 * sign-in made it), /api/me asked at once, the site-off gate, a 401 passed to the error
 * boundary, and a user whose password an admin reset sent to set their own.
 */
export function SignedIn({ children }: { children: ReactNode }) {
  const store = useContext(StoreHolderContext).make(storeModule);
  return (
    <Provider store={store}>
      <SiteGate>
        <UnauthorizedTrap />
        <AskMeEarly />
        <OfflineSlot />
        <MustChangePasswordGate>{children}</MustChangePasswordGate>
      </SiteGate>
    </Provider>
  );
}

/**
 * RTK Query keeps errors in the store instead of throwing; docs/PRODUCT.md §8 wants a 401
 * "passed to the error boundary", so the first 401 is rethrown here, during render.
 */
function UnauthorizedTrap() {
  const unauthorized = useSelector(selectUnauthorized);
  const detail = useSelector(selectUnauthorizedDetail);
  if (unauthorized) throw new HttpStatusError(401, detail ?? 'Сессия истекла');
  return null;
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

/** Every signed-in page shows the user (header, menus): /api/me is asked here, first. */
function AskMeEarly() {
  useGetMeQuery();
  return null;
}

/**
 * The offline mode (features/offline: the connection machine, the queue, the banner) is a
 * chunk of its own, loaded at the first network failure or drop of the live stream: an online
 * visit downloads none of it (docs/web/offline.md).
 */
function OfflineSlot() {
  const [parts, setParts] = useState<ComponentType[]>([]);
  useEffect(() => {
    onFirstTrouble(
      () =>
        void Promise.all([
          import(/* webpackChunkName: "offline" */ '../features/offline/OfflineMode'),
          import('../features/operations/offline/OfflineWindow'),
        ]).then(([m, w]) => setParts([m.OfflineMode, w.OfflineRegisterWindow])),
    );
  }, []);
  return parts.map((Part, i) => <Part key={i} />);
}
