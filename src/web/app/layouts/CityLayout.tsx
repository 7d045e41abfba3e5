import type { City } from '../../../shared/contract';
import { useCityQuery } from '../../api/referenceApi';
import { paths } from '../../paths';
import { SectionLayout } from './SectionLayout';

/** /cities/{id}/...: the city's side menu and Города > city name. */
export function CityLayout() {
  return (
    <SectionLayout<City>
      section="city"
      param="cityId"
      title="Город"
      useObject={useCityQuery}
      crumbs={(city) => [
        { label: 'Города', to: paths.cities },
        { label: city.name, to: paths.city(city.id) },
      ]}
    />
  );
}
