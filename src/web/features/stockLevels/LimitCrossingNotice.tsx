import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { canSetRates } from '../../../shared/contract';
import type { LimitLiveEvent } from '../../../shared/contract/events';
import { useGetMeQuery } from '../../api/meApi';
import { Button } from '../../ui/Button';
import { NoticeActions } from '../../ui/NoticeBanner';
import { theme } from '../../ui/theme';
import { announceLimitCrossing, useLastLimitCrossing } from './limitCrossings';
import { cityStockPath } from './stockPaths';

const Banner = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 8px 12px;
  padding: 8px 24px;
  background: #fff8e1;
  border-bottom: 1px solid ${theme.colors.focus};
`;

const STATE_TEXT: Record<LimitLiveEvent['state'], string> = {
  below_min: 'ниже минимума',
  above_max: 'выше максимума',
  ok: 'снова в пределах лимитов',
};

/**
 * On every page, for supervisors and admins: the moment a till of their cities crosses a
 * limit (docs/VAULT.md "Stock and suggested orders"), which till, which currency, and the way
 * to the city's «Остатки и лимиты». The stream refetches the screens already (liveCache.ts).
 */
export function LimitCrossingNotice() {
  const { data: me } = useGetMeQuery();
  const event = useLastLimitCrossing();
  if (!event || me === undefined || !canSetRates(me)) return null;
  const city = event.city_ids[0];
  return (
    <Banner role="status" aria-label="Нарушение лимита кассы">
      <span>
        Касса «{event.cash_register_name}»: {event.currency_code} {STATE_TEXT[event.state]}.
      </span>
      <NoticeActions>
        {city !== undefined && <Link to={cityStockPath(city)}>Остатки и лимиты</Link>}
        <Button $variant="ghost" aria-label="Скрыть уведомление о лимите" onClick={() => announceLimitCrossing(null)}>
          ×
        </Button>
      </NoticeActions>
    </Banner>
  );
}
