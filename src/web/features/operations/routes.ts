import { screen } from '../../lib/screenRoute';

export const operationsScreen = screen('cashRegister', '', 'Операции', () => import('./OperationList').then((m) => m.OperationList), {
  // The day's balance and journal start loading with the click (docs/PERFORMANCE.md).
  prefetch: () => import(/* webpackChunkName: "operations-prefetch" */ './prefetchOperations').then((m) => m.prefetchOperations),
});
