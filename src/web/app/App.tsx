import { useState, type ReactNode } from 'react';
import { BrowserRouter } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import type { authMachine } from '../features/auth/authMachine';
import { GlobalStyle } from '../ui/GlobalStyle';
import { theme } from '../ui/theme';
import { AppRoutes } from './AppRoutes';
import { AuthProvider } from './AuthProvider';
import { StoreHolder, StoreHolderContext } from './storeHolder';

interface ProvidersProps {
  /** The store, made lazily (app/storeHolder.ts); tests hand theirs in. */
  holder: StoreHolder;
  /** Tests run the auth machine with fake actors. */
  authLogic?: typeof authMachine;
  children: ReactNode;
}

/**
 * Everything around the routes: the theme, the auth machine and the store's holder (the store
 * itself, with the site-off gate, is the signed-in shell's: SignedIn.tsx).
 */
export function AppProviders({ holder, authLogic, children }: ProvidersProps) {
  return (
    <StoreHolderContext.Provider value={holder}>
      <ThemeProvider theme={theme}>
        <GlobalStyle />
        <AuthProvider holder={holder} logic={authLogic}>
          {children}
        </AuthProvider>
      </ThemeProvider>
    </StoreHolderContext.Provider>
  );
}

/**
 * The app. A declarative <BrowserRouter> rather than a data router: the app loads nothing
 * through route loaders, and the data router alone would cost ~17 KB gzip on /login.
 */
export function App() {
  const [holder] = useState(() => new StoreHolder());
  return (
    <AppProviders holder={holder}>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </AppProviders>
  );
}
