// The admin section's list kit (docs/CONTRIBUTING.md "How to add an admin list").
export * from './listState';
export { sortableHeader } from './SortHeader';
export { FilterBar, SearchFilter, SelectFilter, ACTIVE_OPTIONS, type FilterOption } from './FilterBar';
export { RowActions, RowAction, useRowDialog } from './RowActions';
export { ConfirmAction } from './ConfirmAction';
export { AdminList, ADMIN_PAGE_SIZE } from './AdminList';
export { ActiveStatus, activeStatusColumn, Muted } from './ActiveStatus';
export { useAdminList } from './useAdminList';
