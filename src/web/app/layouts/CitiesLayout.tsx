import { Outlet } from 'react-router-dom';
import { canSetRates } from '../../../shared/contract';
import { useListCorrectionsQuery } from '../../api/correctionsApi';
import { useGetMeQuery } from '../../api/meApi';
import { NavTabs } from '../../ui/NavTabs';
import { useLiveCache } from '../liveCache';
import { sectionMenu } from '../menus';
import { AppShell } from './AppShell';

/**
 * /cities/, /cities/reports/, /cities/print/ (and /cities/corrections/ for supervisors and
 * admins): the cities section's menu as tabs. Подтверждения carries the count of corrections
 * waiting, live as the count of incoming transfers: the section keeps the event stream open,
 * and a correction asked for or decided anywhere in the user's cities refetches it
 * (liveCache.ts); a reconnection refetches it too, so no timer asks again.
 */
export function CitiesLayout() {
  const { data: me } = useGetMeQuery();
  const decides = me !== undefined && canSetRates(me);
  useLiveCache(me !== undefined);
  const { data: waiting } = useListCorrectionsQuery({ status: 'Pending' }, { skip: !decides });
  const items = sectionMenu('cities', me).map((item) => (item.to === '/cities/corrections/' ? { ...item, badge: waiting?.count ?? 0, badgeLabel: 'ждут подтверждения' } : item));
  return (
    <AppShell nav={<NavTabs label="Раздел городов" items={items} />}>
      <Outlet />
    </AppShell>
  );
}
