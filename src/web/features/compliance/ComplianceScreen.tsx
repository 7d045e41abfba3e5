import { oneOf, useListState, type ListSpec } from '../../ui/list';
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
type ComplianceTab = 'matches' | 'mandatory' | 'structuring' | 'watchlist';

// The tab is in the URL (?tab=mandatory), with the queue's filters: a reload or a link shows the same.
const TAB_SPEC: ListSpec<{ tab: ComplianceTab }> = { tab: oneOf<ComplianceTab>(['matches', 'mandatory', 'structuring', 'watchlist'], 'matches') };

export function ComplianceScreen() {
  const { state, change } = useListState(TAB_SPEC);
  // Another tab starts without this one's filters (each queue has its own).
  const onSelect = (tab: string) => change({ tab: TAB_SPEC.tab.read(tab) }, { alone: true });
  return (
    <>
      <PageTitle>Комплаенс</PageTitle>
      <Tabs
        label="Разделы комплаенса"
        initial={state.tab}
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
