import { screen } from '../../lib/screenRoute';

/**
 * The city's rate board: no menu entry (the city menu of docs/PRODUCT.md §2 has exactly four), reached from
 * the Кассы screen and the city's reports (docs/web/reports.md).
 */
export const rateBoardScreen = screen('city', 'rates', 'Курсы валют', () => import('./RateBoard').then((m) => m.RateBoard), {
  inMenu: false,
});
