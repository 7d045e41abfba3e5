import { screen } from '../../../lib/screenRoute';

// The admin chunk, as every admin screen (users/routes.ts says why).
export const adminSettingsScreen = screen('admin', 'settings', 'Настройки', () =>
  import(/* webpackChunkName: "admin" */ './SettingsPage').then((m) => m.SettingsPage),
);
