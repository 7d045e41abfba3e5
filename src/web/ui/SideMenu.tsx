import { useId, useState } from 'react';
import { NavLink } from 'react-router-dom';
import styled from 'styled-components';
import type { MenuItem } from './menu';
import { media, theme } from './theme';
import { useIsDesktop } from './useIsDesktop';

const Aside = styled.aside`
  background: ${theme.colors.surface};
  border-right: 1px solid ${theme.colors.border};
  ${media.desktop} {
    width: ${theme.sideMenuWidth};
    flex-shrink: 0;
  }
  ${media.mobile} {
    border-right: none;
    border-bottom: 1px solid ${theme.colors.border};
  }
`;

const Toggle = styled.button`
  display: flex;
  width: 100%;
  align-items: center;
  justify-content: space-between;
  padding: 12px 16px;
  background: none;
  border: none;
  font-weight: 600;
  cursor: pointer;
`;

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

interface Props {
  title: string;
  items: MenuItem[];
}

/**
 * A section's menu with a collapsible panel: open by default on a desktop, folded on a
 * phone so the content comes first. The toggle is a real button with aria-expanded.
 */
export function SideMenu({ title, items }: Props) {
  const isDesktop = useIsDesktop();
  const [userChoice, setUserChoice] = useState<boolean | null>(null);
  const open = userChoice ?? isDesktop;
  const listId = useId();
  return (
    <Aside>
      <nav aria-label={title}>
        <Toggle aria-expanded={open} aria-controls={listId} onClick={() => setUserChoice(!open)}>
          {title}
          <span aria-hidden="true">{open ? '▴' : '▾'}</span>
        </Toggle>
        <Links id={listId} hidden={!open}>
          {items.map((item) => (
            <li key={item.to}>
              <NavLink to={item.to} end={item.end}>
                {item.label}
              </NavLink>
            </li>
          ))}
        </Links>
      </nav>
    </Aside>
  );
}
