import { Suspense } from 'react';
import { Navigate, Outlet, type RouteObject } from 'react-router-dom';
import { lazyNamed } from '../lib/lazyNamed';
import type { Section } from '../lib/screenRoute';
import { paths } from '../paths';
import { Spinner } from '../ui/Spinner';
import { BareLayout } from './layouts/BareLayout';
import { NotFoundPage } from './NotFoundPage';
import { RequireAuth } from './RequireAuth';
import { ScreenFrame } from './ScreenFrame';
import { SCREENS } from './screens';

// /login loads only the login form's chunk; the signed-in layouts load after the token check.
const LoginForm = lazyNamed(() => import(/* webpackChunkName: "login" */ '../features/auth/LoginForm').then((m) => m.LoginForm));
// Asked of every user after a password reset, so its own small chunk rather than the shell's.
const ChangePasswordPage = lazyNamed(() =>
  import(/* webpackChunkName: "password" */ '../features/auth/ChangePasswordPage').then((m) => m.ChangePasswordPage),
);
// The admin section's layout is in the shell; its screens (the screen table's admin section)
// share the "admin" chunk, which only an admin's browser ever asks for.
const AdminLayout = lazyNamed(() => import(/* webpackChunkName: "shell" */ './layouts/AdminLayout').then((m) => m.AdminLayout));
const CitiesLayout = lazyNamed(() => import(/* webpackChunkName: "shell" */ './layouts/CitiesLayout').then((m) => m.CitiesLayout));
const CityLayout = lazyNamed(() => import(/* webpackChunkName: "shell" */ './layouts/CityLayout').then((m) => m.CityLayout));
const CashRegisterLayout = lazyNamed(() =>
  import(/* webpackChunkName: "shell" */ './layouts/CashRegisterLayout').then((m) => m.CashRegisterLayout),
);
const DefaultLayout = lazyNamed(() => import(/* webpackChunkName: "shell" */ './layouts/DefaultLayout').then((m) => m.DefaultLayout));

/** A section's screens from the screen table, and the not-found page for any other address in it. */
function sectionRoutes(section: Section): RouteObject[] {
  return [
    ...SCREENS.filter((s) => s.section === section).map((s): RouteObject =>
      s.path ? { path: s.path, element: <ScreenFrame screen={s} /> } : { index: true, element: <ScreenFrame screen={s} /> },
    ),
    { path: '*', element: <NotFoundPage /> },
  ];
}

/**
 * The routes of docs/PRODUCT.md §2, with its layouts as nested routes: a bare layout for /login;
 * behind the token check, the cities section (tabs), a city and a cash register (side menus),
 * the admin section (tabs) and a default layout for any other address.
 */
export const routes: RouteObject[] = [
  {
    path: 'login',
    element: (
      <BareLayout>
        <Suspense fallback={<Spinner />}>
          <LoginForm />
        </Suspense>
      </BareLayout>
    ),
  },
  {
    element: (
      <RequireAuth>
        <Suspense fallback={<Spinner />}>
          <Outlet />
        </Suspense>
      </RequireAuth>
    ),
    children: [
      { index: true, element: <Navigate to={paths.cities} replace /> },
      {
        path: 'password',
        element: (
          <BareLayout>
            <ChangePasswordPage />
          </BareLayout>
        ),
      },
      { path: 'cities', element: <CitiesLayout />, children: sectionRoutes('cities') },
      { path: 'cities/:cityId', element: <CityLayout />, children: sectionRoutes('city') },
      { path: 'cash-registers/:cashRegisterId', element: <CashRegisterLayout />, children: sectionRoutes('cashRegister') },
      {
        path: 'admin',
        element: <AdminLayout />,
        children: [{ index: true, element: <Navigate to={paths.adminUsers} replace /> }, ...sectionRoutes('admin')],
      },
      { path: '*', element: <DefaultLayout /> },
    ],
  },
];
