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
 * aria-sort on its heading cell. For a TanStack column's `header`: `header: sortable('name', 'Название')`.
 */
export function sortableHeader<O extends string>(ordering: O, onSort: (ordering: O) => void) {
  return (field: string, label: string) =>
    function SortHeader() {
      const sort = ordering === field ? 'ascending' : ordering === `-${field}` ? 'descending' : undefined;
      const mark = sort === 'ascending' ? ' ▲' : sort === 'descending' ? ' ▼' : '';
      return (
        <SortButton
          // aria-sort belongs to the column's heading (a button may not carry it): set on the th around it.
          ref={(button: HTMLButtonElement | null) => {
            const heading = button?.closest('th');
            if (heading && sort) heading.setAttribute('aria-sort', sort);
            else heading?.removeAttribute('aria-sort');
          }}
          aria-label={`${label}: сортировать`}
          onClick={() => onSort(nextOrdering(ordering, field))}
        >
          {label}
          {mark}
        </SortButton>
      );
    };
}
