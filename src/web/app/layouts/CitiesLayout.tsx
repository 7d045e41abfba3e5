import { Outlet } from 'react-router-dom';
import { useGetMeQuery } from '../../api/meApi';
import { NavTabs } from '../../ui/NavTabs';
import { sectionMenu } from '../menus';
import { AppShell } from './AppShell';

/** /cities/, /cities/reports/, /cities/print/: the cities section's menu as tabs. */
export function CitiesLayout() {
  const { data: me } = useGetMeQuery();
  return (
    <AppShell nav={<NavTabs label="Раздел городов" items={sectionMenu('cities', me)} />}>
      <Outlet />
    </AppShell>
  );
}
