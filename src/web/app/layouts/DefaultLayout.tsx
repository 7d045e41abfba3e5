import { NotFoundPage } from '../NotFoundPage';
import { AppShell } from './AppShell';

/** Any other signed-in address: header and the not-found page. */
export function DefaultLayout() {
  return (
    <AppShell>
      <NotFoundPage />
    </AppShell>
  );
}
