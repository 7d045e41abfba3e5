import { Pagination, type PaginationSettings } from './Pagination';
import { Table, type TableProps } from './Table';

/** A table of one server page; pagination settings are required (docs/PRODUCT.md §5). */
export function PaginatedTable<T>({ pagination, ...table }: Omit<TableProps<T>, 'footer'> & { pagination: PaginationSettings }) {
  return <Table {...table} footer={pagination.count > 0 ? <Pagination {...pagination} /> : null} />;
}
