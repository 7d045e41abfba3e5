import { screen } from '../../../lib/screenRoute';

// The admin chunk, as every admin screen (users/routes.ts says why).
export const adminCitiesScreen = screen('admin', 'cities', 'Города', () =>
  import(/* webpackChunkName: "admin" */ './CityList').then((m) => m.CityList),
);

export const adminRegistersScreen = screen('admin', 'registers', 'Кассы', () =>
  import(/* webpackChunkName: "admin" */ './RegisterList').then((m) => m.RegisterList),
);
