import { screen } from '../../lib/screenRoute';

export const operationsScreen = screen('cashRegister', '', 'Операции', () => import('./OperationList').then((m) => m.OperationList));
