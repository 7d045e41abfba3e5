import type { ReactNode } from 'react';
import { useGetMeQuery } from '../../api/meApi';
import { NavTabs } from '../../ui/NavTabs';
import { citiesMenu } from '../menus';
import { AppShell } from './AppShell';

/** /cities/, /cities/reports/, /cities/print/: the cities section's menu as tabs. */
export function CitiesLayout({ children }: { children: ReactNode }) {
  const { data: me } = useGetMeQuery();
  return <AppShell nav={<NavTabs label="Раздел городов" items={citiesMenu(me)} />}>{children}</AppShell>;
}
