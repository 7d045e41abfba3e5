import { screen } from '../../lib/screenRoute';

// Clients are the network's: the register's and the city's sections show the same register.
const label = 'Клиенты';
/** A client's card: reached from the list, no menu entry of its own. */
const cardLabel = 'Клиент';
const list = () => import('./ClientList').then((m) => m.ClientList);
const card = () => import('./ClientCard').then((m) => m.ClientCard);

export const cityClientsScreen = screen('city', 'clients', label, list);
export const cityClientCardScreen = screen('city', 'clients/:clientId', cardLabel, card, { inMenu: false });
export const cashRegisterClientsScreen = screen('cashRegister', 'clients', label, list);
export const cashRegisterClientCardScreen = screen('cashRegister', 'clients/:clientId', cardLabel, card, { inMenu: false });
