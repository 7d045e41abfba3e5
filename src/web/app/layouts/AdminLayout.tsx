import { Outlet } from 'react-router-dom';
import { useGetMeQuery } from '../../api/meApi';
import { Spinner } from '../../ui/Spinner';
import { NotFoundPage } from '../NotFoundPage';
import { AppShell } from './AppShell';

/**
 * /admin/…: the admin section (issue 18). To anyone but an admin it does not exist — the
 * not-found page, as the API's 404 — and its screens' chunk ("admin") is never downloaded.
 */
export function AdminLayout() {
  const { data: me } = useGetMeQuery();
  return <AppShell>{!me ? <Spinner /> : me.isAdmin ? <Outlet /> : <NotFoundPage />}</AppShell>;
}
