import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { Button } from './Button';
import { formatInstant } from './formatInstant';
import { media, theme } from './theme';

const Bar = styled.header`
  display: flex;
  align-items: center;
  gap: 12px;
  min-height: ${theme.headerHeight};
  padding: 8px 16px;
  background: ${theme.colors.surface};
  border-bottom: 1px solid ${theme.colors.border};
  ${media.mobile} {
    flex-wrap: wrap;
    row-gap: 4px;
    padding: 8px 12px;
  }
`;

const Brand = styled(Link)`
  flex-shrink: 0;
  font-weight: 700;
  font-size: 16px;
  color: ${theme.colors.text};
  text-decoration: none;
  margin-right: auto;
`;

// Who is signed in is never cut: on a desktop name over role beside the actions; on a phone
// the actions keep the first row and name · role take a row of their own, wrapping if long.
const User = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-end;
  min-width: 0;
  line-height: 1.2;
  text-align: right;
  overflow-wrap: anywhere;
  ${media.mobile} {
    order: 1;
    flex-basis: 100%;
    flex-direction: row;
    flex-wrap: wrap;
    align-items: baseline;
    column-gap: 6px;
    text-align: left;
    font-size: 13px;
  }
`;

const Name = styled.span`
  font-weight: 500;
`;

const Role = styled.span`
  color: ${theme.colors.muted};
  font-size: 12px;
  ${media.mobile} {
    /* The dot is decoration: its alternative text is empty, so screen readers skip it. */
    &::before { content: '· ' / ''; }
  }
`;

const Since = styled.span`
  color: ${theme.colors.muted};
  font-size: 12px;
  ${media.mobile} {
    &::before { content: '· ' / ''; }
  }
`;

const PendingUser = styled(User)`
  visibility: hidden;
`;

const Logout = styled(Button)`
  flex-shrink: 0;
  ${media.mobile} { padding: 0 10px; }
`;

export interface HeaderUser {
  firstName: string;
  lastName: string;
  role: string;
  /** When this session signed in (ISO 8601). */
  signedInAt?: string;
}

interface Props {
  user: HeaderUser | undefined;
  onLogout: () => void;
  /** Admin-only controls (the site switch-off icon); the caller decides who sees them. */
  adminActions?: ReactNode;
  homeTo: string;
  /** The account menu (change password, sign out everywhere); the caller wires it. */
  userMenu?: ReactNode;
}

/** The top bar: brand, who is signed in (name, role, since when), admin controls, the account menu, Выйти. */
export function Header({ user, onLogout, adminActions, homeTo, userMenu }: Props) {
  return (
    <Bar>
      <Brand to={homeTo}>Money 24/7</Brand>
      {user ? (
        <User>
          <Name>
            {user.firstName} {user.lastName}
          </Name>
          <Role>{user.role}</Role>
          {user.signedInAt && <Since>вход {formatInstant(user.signedInAt)}</Since>}
        </User>
      ) : (
        // While the signed-in user is asked: the block's lines held, unseen, so the header is as
        // tall as it will be and the page under it does not move when the answer comes (on a
        // phone the block is a row of its own under the actions; docs/web/README.md, "Header").
        <PendingUser aria-hidden="true">
          <Name>{'\u00a0'}</Name>
          <Role>{'\u00a0'}</Role>
          <Since>{'\u00a0'}</Since>
        </PendingUser>
      )}
      {adminActions}
      {userMenu}
      <Logout $variant="secondary" onClick={onLogout}>
        Выйти
      </Logout>
    </Bar>
  );
}
