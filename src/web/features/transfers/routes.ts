import { screen } from '../../lib/screenRoute';

export const cityUnfinishedTransfersScreen = screen('city', 'transfers', 'Незавершенные переводы', () =>
  import('./lists/TransferUnfinishedList').then((m) => m.TransferUnfinishedList),
);

export const cashRegisterTransfersScreen = screen('cashRegister', 'transfers', 'Переводы', () =>
  import('./lists/TransferList').then((m) => m.TransferList),
);

export const transferSearchScreen = screen('cashRegister', 'search', 'Поиск по коду', () =>
  import('./search/TransferSearch').then((m) => m.TransferSearch),
);
