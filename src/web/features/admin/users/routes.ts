import { screen } from '../../../lib/screenRoute';

// Every admin screen names the same chunk, "admin": one download for the whole section, which
// only an admin's browser ever asks for (a non-admin gets the not-found page from AdminLayout
// before any admin screen renders).
export const adminUsersScreen = screen('admin', 'users', 'Пользователи', () =>
  import(/* webpackChunkName: "admin" */ './UserList').then((m) => m.UserList),
);
