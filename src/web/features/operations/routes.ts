import { screen } from '../../lib/screenRoute';

export const operationsScreen = screen('cashRegister', '', 'Операции', () => import('./OperationList').then((m) => m.OperationList), {
  // The day's balance and journal start loading with the click (docs/PERFORMANCE.md). In the
  // signed-in shell's chunk, loaded with the landing: a chunk of its own was a download (~35 ms
  // on loopback) between the click and the first call.
  prefetch: () => import(/* webpackChunkName: "shell" */ './prefetchOperations').then((m) => m.prefetchOperations),
});
