import { screen } from '../../lib/screenRoute';

export const cityListScreen = screen('cities', '', 'Города', () => import('./CityList').then((m) => m.CityList));
