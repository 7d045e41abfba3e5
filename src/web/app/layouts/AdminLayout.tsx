import { Outlet } from 'react-router-dom';
import { useGetMeQuery } from '../../api/meApi';
import { NavTabs } from '../../ui/NavTabs';
import { Spinner } from '../../ui/Spinner';
import { sectionMenu } from '../menus';
import { NotFoundPage } from '../NotFoundPage';
import { AppShell } from './AppShell';

/**
 * /admin/…: the admin section, its tabs the screen table's admin section in its order
 * (docs/admin.md). To anyone but an admin it does not exist — the not-found page, as the
 * API's 404, without the section's menu — and its screens' chunk ("admin") is never
 * downloaded: no admin screen renders, so none is loaded.
 */
export function AdminLayout() {
  const { data: me } = useGetMeQuery();
  const isAdmin = me?.isAdmin === true;
  return (
    <AppShell nav={isAdmin ? <NavTabs label="Администрирование" items={sectionMenu('admin', me)} /> : undefined}>
      {!me ? <Spinner /> : isAdmin ? <Outlet /> : <NotFoundPage />}
    </AppShell>
  );
}
