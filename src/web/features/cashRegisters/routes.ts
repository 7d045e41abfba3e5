import { screen } from '../../lib/screenRoute';

export const cashRegisterListScreen = screen('city', '', 'Кассы', () => import('./CashRegisterList').then((m) => m.CashRegisterList));
