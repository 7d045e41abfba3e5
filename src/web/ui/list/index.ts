// The list kit (docs/CONTRIBUTING.md "How to add a list"): a list's state in the URL, its
// filters, its sortable headings and its paged table. Screens read the URL through it only.
export * from './listState';
export { sortableHeader } from './SortHeader';
export { FilterBar, SearchFilter, SelectFilter, ACTIVE_OPTIONS, ADMIN_SEARCH_DELAY_MS, type FilterOption } from './FilterBar';
export { SEARCH_DELAY_MS, useSearchInput } from './useSearchInput';
export { PagedList, LIST_PAGE_SIZE } from './PagedList';
export { usePagedList } from './usePagedList';
export { useListPage } from './useListPage';
