import { useRef, type KeyboardEvent } from 'react';
import { NavLink, useLocation } from 'react-router-dom';
import styled from 'styled-components';
import type { MenuItem } from './menu';
import { CountBadge } from './SideMenu';
import { theme } from './theme';

// The tabs wrap onto a second line when the row is narrower than they are (a phone): every tab
// and its count stay in sight, none is cut mid-word behind a scroll nobody sees. position:
// relative keeps a count's visually hidden text (absolutely placed) inside the row.
const Nav = styled.nav`
  position: relative;
  display: flex;
  flex-wrap: wrap;
  gap: 0 4px;
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

/**
 * The item NavLink marks as the current page (its rule: the same path, or below it unless
 * `end`); the most specific one when several match.
 */
export function currentItemIndex(items: MenuItem[], pathname: string): number {
  let best = -1;
  items.forEach((item, i) => {
    const to = item.to.endsWith('/') && item.to !== '/' ? item.to.slice(0, -1) : item.to;
    const here = pathname === item.to || pathname === to || (!item.end && pathname.startsWith(`${to}/`));
    if (here && (best < 0 || item.to.length > items[best].to.length)) best = i;
  });
  return best;
}

const MOVES: Record<string, (index: number, count: number) => number> = {
  ArrowRight: (i, n) => (i + 1) % n,
  ArrowLeft: (i, n) => (i - 1 + n) % n,
  Home: () => 0,
  End: (_i, n) => n - 1,
};

/**
 * A section menu shown as a row of tabs. They are links (each page has its own URL, Enter
 * follows one) with the tabs' keyboard model: arrows move focus along the row, Home/End jump
 * to its ends, and only the current page's link (aria-current="page") is in the Tab order.
 */
export function NavTabs({ label, items }: { label: string; items: MenuItem[] }) {
  const { pathname } = useLocation();
  const links = useRef<Array<HTMLAnchorElement | null>>([]);
  const current = currentItemIndex(items, pathname);
  const inTabOrder = current < 0 ? 0 : current;

  const onKeyDown = (e: KeyboardEvent, index: number) => {
    const move = MOVES[e.key];
    if (!move || e.altKey || e.ctrlKey || e.metaKey) return;
    e.preventDefault();
    links.current[move(index, items.length)]?.focus();
  };

  return (
    <Nav aria-label={label}>
      {items.map((item, i) => (
        <NavLink
          key={item.to}
          ref={(el) => {
            links.current[i] = el;
          }}
          to={item.to}
          end={item.end}
          tabIndex={i === inTabOrder ? 0 : -1}
          onKeyDown={(e) => onKeyDown(e, i)}
        >
          {item.label}
          <CountBadge count={item.badge} label={item.badgeLabel} />
        </NavLink>
      ))}
    </Nav>
  );
}
