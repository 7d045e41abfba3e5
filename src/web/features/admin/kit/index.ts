// What only the admin section's lists have (the list itself is ui/list's kit): a row's actions
// and their confirmed writes, and the status of a row that can be switched off.
export { RowActions, RowAction, useRowDialog } from './RowActions';
export { ConfirmAction } from './ConfirmAction';
export { ActiveStatus, activeStatusColumn, Muted } from './ActiveStatus';
