import type { ReactNode } from 'react';
import { AppShell } from './AppShell';

/** Any other signed-in page (the not-found page): header and content only. */
export function DefaultLayout({ children }: { children: ReactNode }) {
  return <AppShell>{children}</AppShell>;
}
