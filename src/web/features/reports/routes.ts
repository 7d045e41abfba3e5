import { screen } from '../../lib/screenRoute';

export const citiesReportScreen = screen('cities', 'reports', 'Отчеты по городам', () =>
  import('./CitiesReport').then((m) => m.CitiesReport),
);

export const cityReportScreen = screen('city', 'reports', 'Отчеты по городу', () => import('./CityReport').then((m) => m.CityReport));
