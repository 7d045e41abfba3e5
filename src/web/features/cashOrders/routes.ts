import { screen } from '../../lib/screenRoute';

/**
 * «Заявки на наличные» (docs/web/cash-orders.md): a city's cash orders (with the new order's
 * form) and an order's page, each its own lazy chunk (never in the register screen's first JavaScript).
 * Every user of the city sees them: cashiers request for their tills and receive, supervisors
 * approve and settle; the server decides each step.
 */
export const cityCashOrdersScreen = screen('city', 'cash-orders', 'Заявки на наличные', () =>
  import('./CashOrderList').then((m) => m.CashOrderList),
);

export const cityCashOrderScreen = screen(
  'city',
  'cash-orders/:orderId',
  'Заявка',
  () => import('./CashOrderPage').then((m) => m.CashOrderPage),
  { inMenu: false },
);
