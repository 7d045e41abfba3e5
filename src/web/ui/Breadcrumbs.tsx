import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { theme } from './theme';

export interface Crumb {
  label: string;
  /** Omitted for the current page, the last crumb. */
  to?: string;
}

const List = styled.ol`
  display: flex;
  flex-wrap: wrap;
  gap: 6px;
  list-style: none;
  margin: 0 0 12px;
  padding: 0;
  color: ${theme.colors.muted};
  li + li::before { content: '›'; margin-right: 6px; }
`;

/** Города > city > cash register (docs/PRODUCT.md §2). */
export function Breadcrumbs({ items }: { items: Crumb[] }) {
  if (items.length === 0) return null;
  return (
    <nav aria-label="Навигационная цепочка">
      <List>
        {items.map((item, i) => (
          <li key={`${i}-${item.label}`}>
            {item.to && i < items.length - 1 ? (
              <Link to={item.to}>{item.label}</Link>
            ) : (
              <span aria-current={i === items.length - 1 ? 'page' : undefined}>{item.label}</span>
            )}
          </li>
        ))}
      </List>
    </nav>
  );
}
