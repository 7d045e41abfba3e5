import { useId, useState } from 'react';
import { NavLink, useLocation } from 'react-router-dom';
import styled, { css } from 'styled-components';
import type { MenuItem } from './menu';
import { media, theme } from './theme';
import { useIsDesktop } from './useIsDesktop';
import { VisuallyHidden } from './VisuallyHidden';

const Aside = styled.aside<{ $rail: boolean }>`
  background: ${theme.colors.surface};
  border-right: 1px solid ${theme.colors.border};
  ${media.desktop} {
    width: ${({ $rail }) => ($rail ? theme.sideMenuRailWidth : theme.sideMenuWidth)};
    flex-shrink: 0;
  }
  ${media.mobile} {
    border-right: none;
    border-bottom: 1px solid ${theme.colors.border};
  }
`;

const Toggle = styled.button<{ $rail: boolean }>`
  display: flex;
  width: 100%;
  align-items: center;
  justify-content: space-between;
  gap: 8px;
  padding: 12px 16px;
  background: none;
  border: none;
  font-weight: 600;
  cursor: pointer;
  ${({ $rail }) =>
    $rail &&
    css`
      justify-content: center;
      padding: 12px 0;
    `}
`;

const Badge = styled.span`
  display: inline-block;
  min-width: 20px;
  margin-left: 8px;
  padding: 0 6px;
  border-radius: 10px;
  background: ${theme.colors.danger};
  color: #fff;
  font-size: 12px;
  font-weight: 700;
  line-height: 20px;
  text-align: center;
`;

/** A count beside a label; read as "Переводы (новых: 2)", or with another `label` ("ждут подтверждения"). */
export function CountBadge({ count, label = 'новых' }: { count: number | undefined; label?: string }) {
  if (!count) return null;
  return (
    <>
      <Badge aria-hidden="true">{count}</Badge>
      <VisuallyHidden>
        ({label}: {count})
      </VisuallyHidden>
    </>
  );
}

const Links = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0 0 12px;
  a {
    display: block;
    padding: 10px 16px;
    color: ${theme.colors.text};
    text-decoration: none;
    border-left: 3px solid transparent;
  }
  a:hover { background: ${theme.colors.background}; }
  a.active { border-left-color: ${theme.colors.primary}; font-weight: 600; background: ${theme.colors.background}; }
`;

// A desktop user who folded the menu wants it folded on the next section's menu too (a city's
// and a register's menus are different components), and after a reload.
const COLLAPSED_KEY = 'sideMenuCollapsed';

function readCollapsed(): boolean {
  try {
    return localStorage.getItem(COLLAPSED_KEY) === 'true';
  } catch {
    return false;
  }
}

function writeCollapsed(collapsed: boolean) {
  try {
    if (collapsed) localStorage.setItem(COLLAPSED_KEY, 'true');
    else localStorage.removeItem(COLLAPSED_KEY);
  } catch {
    // Storage refused (private mode): the choice lasts as long as this menu.
  }
}

interface Props {
  title: string;
  items: MenuItem[];
}

/**
 * A section's menu with a collapsible panel. On a desktop it is open by default and folds to a
 * narrow rail (just the toggle), so the content takes the width. On a phone it sits above the
 * content, folded by default, and folds again once a choice navigated, so the chosen page
 * comes first. The toggle is a real button with aria-expanded.
 */
export function SideMenu({ title, items }: Props) {
  const isDesktop = useIsDesktop();
  const [collapsedOnDesktop, setCollapsedOnDesktop] = useState(readCollapsed);
  const [openOnPhone, setOpenOnPhone] = useState(false);
  // Every navigation has a new location key (even to the page already shown); the phone's menu
  // folds on it. State adjusted during render: React's way to reset state on a changed input.
  const { key } = useLocation();
  const [seenKey, setSeenKey] = useState(key);
  if (seenKey !== key) {
    setSeenKey(key);
    setOpenOnPhone(false);
  }
  const listId = useId();

  const open = isDesktop ? !collapsedOnDesktop : openOnPhone;
  const rail = isDesktop && !open;
  const toggle = () => {
    if (isDesktop) {
      setCollapsedOnDesktop(open);
      writeCollapsed(open);
    } else {
      setOpenOnPhone(!open);
    }
  };
  const arrow = isDesktop ? (open ? '«' : '»') : open ? '▴' : '▾';

  return (
    <Aside $rail={rail} data-collapsed={rail || undefined}>
      <nav aria-label={title}>
        <Toggle
          $rail={rail}
          aria-expanded={open}
          aria-controls={listId}
          title={open ? 'Свернуть меню' : 'Развернуть меню'}
          onClick={toggle}
        >
          {/* The title stays the button's accessible name when only the rail's arrow shows. */}
          {rail ? <VisuallyHidden>{title}</VisuallyHidden> : title}
          {/* A folded menu hides its entries: their counts show on the toggle. */}
          {!open && <CountBadge count={items.reduce((sum, item) => sum + (item.badge ?? 0), 0)} />}
          <span aria-hidden="true">{arrow}</span>
        </Toggle>
        <Links id={listId} hidden={!open}>
          {items.map((item) => (
            <li key={item.to}>
              <NavLink to={item.to} end={item.end}>
                {item.label}
                <CountBadge count={item.badge} label={item.badgeLabel} />
              </NavLink>
            </li>
          ))}
        </Links>
      </nav>
    </Aside>
  );
}
