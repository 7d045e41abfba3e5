import styled from 'styled-components';
import { canSeeCompliance } from '../../../shared/contract';
import { useGetMeQuery } from '../../api/meApi';
import { theme } from '../../ui/theme';
import { useWatchlistQuery } from './complianceApi';

const Banner = styled.p`
  margin: 0;
  padding: 8px 24px;
  background: #fff4e5;
  color: ${theme.colors.text};
  border-bottom: 1px solid ${theme.colors.handedOver};
  font-weight: 600;
`;

/**
 * On every page, for admins and compliance officers only: the official list is older than a
 * city allows (or was never uploaded), so clients are screened against stale names.
 */
export function StaleListWarning() {
  const { data: me } = useGetMeQuery();
  const sees = me !== undefined && canSeeCompliance(me);
  const { data: list } = useWatchlistQuery(undefined, { skip: !sees });
  if (!sees || !list?.is_stale) return null;
  return (
    <Banner role="alert">
      {list.imported_at ? 'Перечень террористов и экстремистов устарел' : 'Перечень террористов и экстремистов не загружен'}: загрузите
      свежий в разделе «Комплаенс».
    </Banner>
  );
}
