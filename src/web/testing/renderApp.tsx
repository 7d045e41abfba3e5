import { StrictMode } from 'react';
import { render } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import type { Me } from '../../shared/contract';
import { AppProviders } from '../app/App';
import { AppRoutes } from '../app/AppRoutes';
import { makeStore } from '../app/store';
import { StoreHolder } from '../app/storeHolder';
import { TOKEN_KEY } from '../api/token';
import { pageOf } from './page';

/** Shows the router's current path and query, so tests can assert redirects and a list's state in the URL. */
function CurrentPath() {
  const { pathname, search } = useLocation();
  return (
    <>
      <output aria-label="Текущий адрес">{pathname}</output>
      <output aria-label="Текущий запрос">{search}</output>
    </>
  );
}

/**
 * The whole app at `path`, with a memory router and (optionally) a stored token. `strict`
 * renders it as index.tsx does in development (effects mount twice).
 */
export function renderApp(path: string, { token, strict = false }: { token?: string; strict?: boolean } = {}) {
  window.localStorage.clear();
  if (token) window.localStorage.setItem(TOKEN_KEY, token);
  const store = makeStore();
  const app = (
    <AppProviders holder={new StoreHolder(store)}>
      <MemoryRouter initialEntries={[path]}>
        <AppRoutes />
        <CurrentPath />
      </MemoryRouter>
    </AppProviders>
  );
  const view = render(strict ? <StrictMode>{app}</StrictMode> : app);
  return { ...view, store };
}

export function makeMe(overrides: Partial<Me> = {}, permissions: Partial<Me['permissions']> = {}): Me {
  return {
    firstName: 'Анна',
    lastName: 'Иванова',
    role: 'Кассир',
    isAdmin: false,
    mustChangePassword: false,
    signedInAt: '2026-11-25T09:05:00.000Z',
    ...overrides,
    permissions: {
      isAllowToPrint: false,
      isCryptoTransactionPageActive: false,
      isAllowToCheckEarningReport: false,
      isAllowToCheckNonActiveOperationPerson: false,
      isComplianceOfficer: false,
      ...overrides.permissions,
      ...permissions,
    },
  };
}

export const CITIES = pageOf([
  { id: 1, name: 'Москва' },
  { id: 2, name: 'Казань' },
]);
