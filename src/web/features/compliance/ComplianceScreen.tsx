import { useSearchParams } from 'react-router-dom';
import { canSeeCompliance } from '../../../shared/contract';
import { useGetMeQuery } from '../../api/meApi';
import { PageTitle } from '../../ui/Page';
import { Spinner } from '../../ui/Spinner';
import { Tabs } from '../../ui/Tabs';
import { MandatoryControlQueue } from './MandatoryControlQueue';
import { MatchList } from './MatchList';
import { StructuringQueue } from './StructuringQueue';
import { WatchlistPanel } from './WatchlistPanel';

/**
 * Комплаенс: the official list (its age, an upload), the matches a compliance officer decides,
 * the mandatory-control queue to report, and the signs of structuring to check. Anyone else reaching the address sees what the
 * API says to them: nothing is here.
 */
export function ComplianceScreen() {
  const { data: me } = useGetMeQuery();
  // The tab is in the URL (?tab=mandatory), with the queue's filters: a reload or a link shows the same.
  const [params, setParams] = useSearchParams();
  const onSelect = (tab: string) => setParams(tab === 'matches' ? {} : { tab });
  if (!me) return <Spinner />;
  if (!canSeeCompliance(me)) return <PageTitle>Страница не найдена</PageTitle>;
  return (
    <>
      <PageTitle>Комплаенс</PageTitle>
      <Tabs
        label="Разделы комплаенса"
        initial={params.get('tab') ?? undefined}
        onSelect={onSelect}
        tabs={[
          { id: 'matches', label: 'Совпадения', content: <MatchList /> },
          { id: 'mandatory', label: 'Обязательный контроль', content: <MandatoryControlQueue /> },
          { id: 'structuring', label: 'Признаки дробления', content: <StructuringQueue /> },
          { id: 'watchlist', label: 'Перечень', content: <WatchlistPanel /> },
        ]}
      />
    </>
  );
}
