import { Suspense } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { Spinner } from '../ui/Spinner';
import { BareLayout } from './layouts/BareLayout';
import { layoutForPath } from './layoutForPath';
import { lazyNamed } from './lazyNamed';
import { RequireAuth } from './RequireAuth';

// The signed-in layouts load after the token check, never with /login.
const CitiesLayout = lazyNamed(() => import(/* webpackChunkName: "shell" */ './layouts/CitiesLayout').then((m) => m.CitiesLayout));
const CityLayout = lazyNamed(() => import(/* webpackChunkName: "shell" */ './layouts/CityLayout').then((m) => m.CityLayout));
const CashRegisterLayout = lazyNamed(() =>
  import(/* webpackChunkName: "shell" */ './layouts/CashRegisterLayout').then((m) => m.CashRegisterLayout),
);
const DefaultLayout = lazyNamed(() => import(/* webpackChunkName: "shell" */ './layouts/DefaultLayout').then((m) => m.DefaultLayout));

/** The root route: picks the layout from the path (spec section 2) around the screen. */
export function LayoutSwitch() {
  const { pathname } = useLocation();
  const choice = layoutForPath(pathname);
  if (choice.kind === 'bare') {
    return (
      <BareLayout>
        <Suspense fallback={<Spinner />}>
          <Outlet />
        </Suspense>
      </BareLayout>
    );
  }
  const screen = <Outlet />;
  return (
    <RequireAuth>
      <Suspense fallback={<Spinner />}>
        {choice.kind === 'cities' ? (
          <CitiesLayout>{screen}</CitiesLayout>
        ) : choice.kind === 'city' ? (
          <CityLayout cityId={choice.cityId}>{screen}</CityLayout>
        ) : choice.kind === 'cashRegister' ? (
          <CashRegisterLayout cashRegisterId={choice.cashRegisterId}>{screen}</CashRegisterLayout>
        ) : (
          <DefaultLayout>{screen}</DefaultLayout>
        )}
      </Suspense>
    </RequireAuth>
  );
}
