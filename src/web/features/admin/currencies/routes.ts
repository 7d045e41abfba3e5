import { screen } from '../../../lib/screenRoute';

// The admin chunk, as every admin screen (users/routes.ts says why).
export const adminCurrenciesScreen = screen('admin', 'currencies', 'Валюты', () =>
  import(/* webpackChunkName: "admin" */ './CurrencyList').then((m) => m.CurrencyList),
);
