import { useSearchParams } from 'react-router-dom';
import { PageTitle } from '../../ui/Page';
import { Tabs } from '../../ui/Tabs';
import { MandatoryControlQueue } from './MandatoryControlQueue';
import { MatchList } from './MatchList';
import { StructuringQueue } from './StructuringQueue';
import { WatchlistPanel } from './WatchlistPanel';

/**
 * Комплаенс: the official list (its age, an upload), the matches a compliance officer decides,
 * the mandatory-control queue to report, and the signs of structuring to check. Anyone else
 * reaching the address gets the not-found page from the screen frame (its `visibleTo`).
 */
export function ComplianceScreen() {
  // The tab is in the URL (?tab=mandatory), with the queue's filters: a reload or a link shows the same.
  const [params, setParams] = useSearchParams();
  const onSelect = (tab: string) => setParams(tab === 'matches' ? {} : { tab });
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
