import styled from 'styled-components';
import { nextOrdering } from './listState';

const SortButton = styled.button`
  font: inherit;
  font-weight: 600;
  color: inherit;
  background: none;
  border: 0;
  padding: 0;
  cursor: pointer;
`;

/**
 * A column heading that sorts the list by `field` (ascending, then descending), marked with
 * aria-sort. For a TanStack column's `header`: `header: sortable('name', 'Название')`.
 */
export function sortableHeader<O extends string>(ordering: O, onSort: (ordering: O) => void) {
  return (field: string, label: string) =>
    function SortHeader() {
      const sort = ordering === field ? 'ascending' : ordering === `-${field}` ? 'descending' : undefined;
      const mark = sort === 'ascending' ? ' ▲' : sort === 'descending' ? ' ▼' : '';
      return (
        <SortButton aria-label={`${label}: сортировать`} aria-sort={sort} onClick={() => onSort(nextOrdering(ordering, field))}>
          {label}
          {mark}
        </SortButton>
      );
    };
}
