import { Outlet } from 'react-router-dom';
import { canSetRates } from '../../../shared/contract';
import { useListCorrectionsQuery } from '../../api/correctionsApi';
import { useGetMeQuery } from '../../api/meApi';
import { NavTabs } from '../../ui/NavTabs';
import { sectionMenu } from '../menus';
import { AppShell } from './AppShell';

/** How often the approval queue's count is asked again: corrections have no live events yet. */
export const CORRECTION_POLL_MS = 30_000;

/**
 * /cities/, /cities/reports/, /cities/print/ (and /cities/corrections/ for supervisors and
 * admins): the cities section's menu as tabs; Подтверждения carries the count of corrections
 * waiting, kept current by polling and by every request or decision made here.
 */
export function CitiesLayout() {
  const { data: me } = useGetMeQuery();
  const decides = me !== undefined && canSetRates(me);
  const { data: waiting } = useListCorrectionsQuery({ status: 'Pending' }, { skip: !decides, pollingInterval: CORRECTION_POLL_MS });
  const items = sectionMenu('cities', me).map((item) => (item.to === '/cities/corrections/' ? { ...item, badge: waiting?.count ?? 0 } : item));
  return (
    <AppShell nav={<NavTabs label="Раздел городов" items={items} />}>
      <Outlet />
    </AppShell>
  );
}
