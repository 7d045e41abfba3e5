import { useLayoutEffect, useRef, useState, type KeyboardEvent } from 'react';
import { NavLink, useLocation } from 'react-router-dom';
import styled from 'styled-components';
import type { MenuItem } from './menu';
import { CountBadge } from './SideMenu';
import { theme } from './theme';

// position: relative keeps a count's visually hidden text (absolutely placed) inside the
// scrolling row; else it widens a phone's page.
const Nav = styled.nav`
  position: relative;
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

/**
 * At the row's right edge while a tab with a count is scrolled out of view (a phone): the
 * count stays in sight, and a tap brings the tab in.
 */
const MoreRight = styled.button`
  position: sticky;
  /* Sticky keeps inside the row's padding (16 px): this reaches over it to the very edge. */
  right: -16px;
  flex: none;
  margin-left: auto;
  display: flex;
  align-items: center;
  padding: 0 12px;
  border: 0;
  border-left: 1px solid ${theme.colors.border};
  background: ${theme.colors.surface};
  color: ${theme.colors.text};
  font: inherit;
  cursor: pointer;
`;

/** The counts of badged tabs whose right edge lies beyond the row's visible part. */
function hiddenCounts(nav: HTMLElement, links: Array<HTMLAnchorElement | null>, items: MenuItem[]): { count: number; first: number } {
  const visibleRight = nav.scrollLeft + nav.clientWidth;
  let count = 0;
  let first = -1;
  items.forEach((item, i) => {
    const a = links[i];
    if (!a || !item.badge || a.offsetLeft + a.offsetWidth <= visibleRight + 1) return;
    count += item.badge;
    if (first < 0) first = i;
  });
  return { count, first };
}

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

  const nav = useRef<HTMLElement>(null);
  const [hidden, setHidden] = useState({ count: 0, first: -1 });
  const badges = items.map((item) => item.badge ?? 0).join(',');
  // Measured after each layout and on scroll and resize: a count never hides off-screen.
  useLayoutEffect(() => {
    const el = nav.current;
    if (!el) return undefined;
    const measure = () => setHidden((was) => {
      const now = hiddenCounts(el, links.current, items);
      return now.count === was.count && now.first === was.first ? was : now;
    });
    measure();
    el.addEventListener('scroll', measure, { passive: true });
    window.addEventListener('resize', measure);
    return () => {
      el.removeEventListener('scroll', measure);
      window.removeEventListener('resize', measure);
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [badges, items.length]);

  const onKeyDown = (e: KeyboardEvent, index: number) => {
    const move = MOVES[e.key];
    if (!move || e.altKey || e.ctrlKey || e.metaKey) return;
    e.preventDefault();
    links.current[move(index, items.length)]?.focus();
  };

  return (
    <Nav aria-label={label} ref={nav}>
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
      {hidden.count > 0 && (
        // Out of the Tab order: the tabs themselves are reached by the arrows (the tabs' keyboard model).
        <MoreRight
          type="button"
          tabIndex={-1}
          aria-label={`Ещё вкладки: ${items[hidden.first].label} (${hidden.count})`}
          onClick={() => links.current[hidden.first]?.scrollIntoView({ inline: 'end', block: 'nearest' })}
        >
          <span aria-hidden="true">›</span>
          <CountBadge count={hidden.count} />
        </MoreRight>
      )}
    </Nav>
  );
}
