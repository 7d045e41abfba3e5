import { canSetRates } from '../../../shared/contract/permissions';
import { screen } from '../../lib/screenRoute';
import { STOCK_PATH } from './stockPaths';

/**
 * «Остатки и лимиты» (docs/VAULT.md "Stock and suggested orders"): the network's (admins) or
 * the user's cities' under the cities, a city's with «Предложить заявки» under the city; for
 * supervisors and admins only (`canSetRates`, as the limits themselves), the server answers a
 * cashier 403 anyway.
 */
export const networkStockScreen = screen('cities', STOCK_PATH, 'Остатки и лимиты', () => import('./NetworkStockLevels').then((m) => m.NetworkStockLevels), {
  visibleTo: canSetRates,
});

export const cityStockScreen = screen('city', STOCK_PATH, 'Остатки и лимиты', () => import('./CityStockLevels').then((m) => m.CityStockLevels), {
  visibleTo: canSetRates,
});
