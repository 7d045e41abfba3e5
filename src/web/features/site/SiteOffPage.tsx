import styled from 'styled-components';
import { theme } from '../../ui/theme';

const Page = styled.main`
  min-height: 100vh;
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: 8px;
  padding: 24px;
  text-align: center;
`;

const Detail = styled.p`
  color: ${theme.colors.muted};
  margin: 0;
`;

/**
 * Shown instead of the whole app once the site is off (after the admin's Да, or on any 503):
 * every API call would answer 503, so there is nothing else to show. Only the command line
 * switches it back on; a reload then brings the app back.
 */
export function SiteOffPage({ detail }: { detail: string }) {
  return (
    <Page>
      <h1>Сайт выключен</h1>
      <Detail>{detail}</Detail>
      <Detail>Работа станет доступна, когда администратор снова включит сайт.</Detail>
    </Page>
  );
}
