import { paths } from '../../paths';

/** Where «Остатки и лимиты» lives: the network's under the cities, a city's under the city (routes.ts). */
export const STOCK_PATH = 'stock';
export const cityStockPath = (city: number) => paths.cityStock(city);
