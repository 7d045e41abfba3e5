import { NavLink } from 'react-router-dom';
import styled from 'styled-components';
import type { MenuItem } from './menu';
import { theme } from './theme';

const Nav = styled.nav`
  display: flex;
  gap: 4px;
  overflow-x: auto;
  background: ${theme.colors.surface};
  border-bottom: 1px solid ${theme.colors.border};
  padding: 0 16px;
  a {
    padding: 12px 14px;
    color: ${theme.colors.text};
    text-decoration: none;
    white-space: nowrap;
    border-bottom: 3px solid transparent;
  }
  a.active { border-bottom-color: ${theme.colors.primary}; font-weight: 600; }
`;

/** A section menu shown as a row of tabs; they are links, so each has its own URL. */
export function NavTabs({ label, items }: { label: string; items: MenuItem[] }) {
  return (
    <Nav aria-label={label}>
      {items.map((item) => (
        <NavLink key={item.to} to={item.to} end={item.end}>
          {item.label}
        </NavLink>
      ))}
    </Nav>
  );
}
