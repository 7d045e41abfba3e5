import { Outlet } from 'react-router-dom';
import { useGetMeQuery } from '../../api/meApi';
import { paths } from '../../paths';
import type { MenuItem } from '../../ui/menu';
import { NavTabs } from '../../ui/NavTabs';
import { Spinner } from '../../ui/Spinner';
import { NotFoundPage } from '../NotFoundPage';
import { AppShell } from './AppShell';

/** The admin section's menu, as tabs (docs/admin.md). */
export const ADMIN_MENU: MenuItem[] = [
  { to: paths.adminUsers, label: 'Пользователи' },
  { to: paths.adminCities, label: 'Города' },
  { to: paths.adminRegisters, label: 'Кассы' },
  { to: paths.adminCurrencies, label: 'Валюты' },
  { to: paths.adminSettings, label: 'Настройки' },
  { to: paths.adminAudit, label: 'Журнал изменений' },
];

/**
 * /admin/…: the admin section. To anyone but an admin it does not exist — the
 * not-found page, as the API's 404, without the section's menu — and its screens' chunk
 * ("admin") is never downloaded.
 */
export function AdminLayout() {
  const { data: me } = useGetMeQuery();
  const isAdmin = me?.isAdmin === true;
  return (
    <AppShell nav={isAdmin ? <NavTabs label="Администрирование" items={ADMIN_MENU} /> : undefined}>
      {!me ? <Spinner /> : isAdmin ? <Outlet /> : <NotFoundPage />}
    </AppShell>
  );
}
