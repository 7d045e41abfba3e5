import type { ReactNode } from 'react';
import { useSelector } from 'react-redux';
import { selectSiteOff } from '../api/apiStatusSlice';
import { SiteOffPage } from '../features/site/SiteOffPage';

/** Once the site is off (the admin's Да, or any 503), nothing else is shown. */
export function SiteGate({ children }: { children: ReactNode }) {
  const siteOff = useSelector(selectSiteOff);
  return siteOff !== null ? <SiteOffPage detail={siteOff} /> : <>{children}</>;
}
