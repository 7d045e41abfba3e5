import { screen } from '../../../lib/screenRoute';

// The admin chunk, as every admin screen (users/routes.ts says why).
export const adminAuditScreen = screen('admin', 'audit', 'Журнал изменений', () =>
  import(/* webpackChunkName: "admin" */ './AuditList').then((m) => m.AuditList),
);
