import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { Button } from './Button';
import { media, theme } from './theme';

const Bar = styled.header`
  display: flex;
  align-items: center;
  gap: 12px;
  min-height: ${theme.headerHeight};
  padding: 8px 16px;
  background: ${theme.colors.surface};
  border-bottom: 1px solid ${theme.colors.border};
`;

const Brand = styled(Link)`
  flex-shrink: 0;
  font-weight: 700;
  font-size: 16px;
  color: ${theme.colors.text};
  text-decoration: none;
  margin-right: auto;
`;

// On a phone the name gives way (ellipsis) so that Выйти stays on the same row.
const User = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-end;
  min-width: 0;
  line-height: 1.2;
  span { max-width: 100%; overflow: hidden; white-space: nowrap; text-overflow: ellipsis; }
  ${media.mobile} { font-size: 12px; }
`;

const Logout = styled(Button)`
  flex-shrink: 0;
  ${media.mobile} { padding: 0 10px; }
`;

const Role = styled.span`
  color: ${theme.colors.muted};
  font-size: 12px;
`;

export interface HeaderUser {
  firstName: string;
  lastName: string;
  role: string;
}

interface Props {
  user: HeaderUser | undefined;
  onLogout: () => void;
  /** Admin-only controls (the site switch-off icon); the caller decides who sees them. */
  adminActions?: ReactNode;
  homeTo: string;
}

/** The top bar: brand, who is signed in (name and role), admin controls, Выйти. */
export function Header({ user, onLogout, adminActions, homeTo }: Props) {
  return (
    <Bar>
      <Brand to={homeTo}>Money 24/7</Brand>
      {user && (
        <User>
          <span>
            {user.firstName} {user.lastName}
          </span>
          <Role>{user.role}</Role>
        </User>
      )}
      {adminActions}
      <Logout $variant="secondary" onClick={onLogout}>
        Выйти
      </Logout>
    </Bar>
  );
}
