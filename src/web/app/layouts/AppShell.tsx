import { Suspense, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { useGetMeQuery } from '../../api/meApi';
import { useLogoutAllMutation } from '../../features/auth/accountApi';
import { AuthContext } from '../../features/auth/AuthContext';
import { StaleListWarning } from '../../features/compliance/StaleListWarning';
import { SiteSwitchOff } from '../../features/site/SiteSwitchOff';
import { useLastLimitCrossing } from '../../features/stockLevels/limitCrossings';
import { lazyNamed } from '../../lib/lazyNamed';
import { paths } from '../../paths';
import { Header } from '../../ui/Header';
import { Spinner } from '../../ui/Spinner';
import { UserMenu } from '../../ui/UserMenu';
import { ShellUser } from '../sectionCrumbs';
import { media, theme } from '../../ui/theme';

const Frame = styled.div`
  min-height: 100vh;
  display: flex;
  flex-direction: column;
`;

/** Side menu beside the content on a desktop, above it on a phone. */
const Body = styled.div`
  flex: 1;
  display: flex;
  min-width: 0;
  ${media.mobile} { flex-direction: column; }
`;

const Main = styled.main`
  flex: 1;
  min-width: 0;
  padding: 20px 24px;
  ${media.mobile} { padding: 16px 12px; }
`;

/** The admin section's entry in the header, for admins only. */
const AdminEntry = styled(Link)`
  flex-shrink: 0;
  font-weight: 600;
  color: ${theme.colors.primary};
  text-decoration: none;
  &:hover { text-decoration: underline; }
  /* On a phone the header has no room: the account menu has the entry (Администрирование). */
  ${media.mobile} { display: none; }
`;

/** Its own chunk, loaded when a limit is first crossed: the signed-in landing's budget has no room for it. */
const LimitCrossingNotice = lazyNamed(() => import('../../features/stockLevels/LimitCrossingNotice').then((m) => m.LimitCrossingNotice));

interface Props {
  /** A section menu shown as tabs under the header. */
  nav?: ReactNode;
  /** A section menu shown as a side menu. */
  side?: ReactNode;
  children: ReactNode;
}

/** What every signed-in page shares: the header, a section menu, the screen (which shows its breadcrumbs). */
export function AppShell({ nav, side, children }: Props) {
  const { data: me } = useGetMeQuery();
  const auth = AuthContext.useActorRef();
  const [logoutAll] = useLogoutAllMutation();
  const crossing = useLastLimitCrossing();
  return (
    <Frame>
      <Header
        user={me}
        homeTo={paths.cities}
        onLogout={() => auth.send({ type: 'auth.logout' })}
        adminActions={
          me?.isAdmin ? (
            <>
              <AdminEntry to={paths.adminUsers}>Админка</AdminEntry>
              <SiteSwitchOff />
            </>
          ) : null
        }
        userMenu={
          <UserMenu
            changePasswordTo={paths.changePassword}
            adminTo={me?.isAdmin ? paths.adminUsers : undefined}
            onLogoutEverywhere={async () => {
              await logoutAll().unwrap();
              // Every session ended, this one too: back to /login, saying nothing more.
              auth.send({ type: 'auth.expired' });
            }}
          />
        }
      />
      <StaleListWarning />
      {crossing && (
        <Suspense fallback={null}>
          <LimitCrossingNotice />
        </Suspense>
      )}
      {nav}
      <Body>
        {side}
        <Main>
          <ShellUser.Provider value={me}>
            <Suspense fallback={<Spinner />}>{children}</Suspense>
          </ShellUser.Provider>
        </Main>
      </Body>
    </Frame>
  );
}

