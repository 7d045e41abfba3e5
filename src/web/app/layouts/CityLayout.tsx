import type { ReactNode } from 'react';
import { useGetCityQuery } from '../../features/cities/citiesApi';
import { paths } from '../../paths';
import { SideMenu } from '../../ui/SideMenu';
import { cityMenu } from '../menus';
import { AppShell } from './AppShell';

/** /cities/{id}/...: a side menu and Города > city name. Nothing without a city id. */
export function CityLayout({ cityId, children }: { cityId: number | null; children: ReactNode }) {
  const { data: city } = useGetCityQuery(cityId ?? 0, { skip: cityId === null });
  if (cityId === null) return null;
  return (
    <AppShell
      side={<SideMenu title="Город" items={cityMenu(cityId)} />}
      crumbs={[
        { label: 'Города', to: paths.cities },
        { label: city?.name ?? '…', to: paths.city(cityId) },
      ]}
    >
      {children}
    </AppShell>
  );
}
