import { useState, type ReactNode } from 'react';
import { Provider } from 'react-redux';
import { BrowserRouter } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import type { authMachine } from '../features/auth/authMachine';
import { GlobalStyle } from '../ui/GlobalStyle';
import { theme } from '../ui/theme';
import { AppRoutes } from './AppRoutes';
import { AuthProvider } from './AuthProvider';
import { SiteGate } from './SiteGate';
import { makeStore, type AppStore } from './store';

interface ProvidersProps {
  store: AppStore;
  /** Tests run the auth machine with fake actors. */
  authLogic?: typeof authMachine;
  children: ReactNode;
}

/** Everything around the routes: store, theme, the auth machine, the site-off gate. */
export function AppProviders({ store, authLogic, children }: ProvidersProps) {
  return (
    <Provider store={store}>
      <ThemeProvider theme={theme}>
        <GlobalStyle />
        <AuthProvider logic={authLogic}>
          <SiteGate>{children}</SiteGate>
        </AuthProvider>
      </ThemeProvider>
    </Provider>
  );
}

/**
 * The app. A declarative <BrowserRouter> rather than a data router: the app loads nothing
 * through route loaders, and the data router alone would cost ~17 KB gzip on /login.
 */
export function App() {
  const [store] = useState(makeStore);
  return (
    <AppProviders store={store}>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </AppProviders>
  );
}
