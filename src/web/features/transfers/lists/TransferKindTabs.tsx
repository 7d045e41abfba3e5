import type { ReactNode } from 'react';
import type { TransferKind } from '../../../../shared/contract/ledger';
import { oneOf, pageParam, useListState, type ListSpec } from '../../../ui/list';
import { Tabs } from '../../../ui/Tabs';
import { KIND_TABS, visibleKindTabs } from '../transferLabels';

/** The page of the open tab's table and how to turn it. */
export interface KindPage {
  page: number;
  onPage: (page: number) => void;
}

// The tab and its table's page are in the URL (?kind=external&page=2): a reload, Back or a
// link show the same; another tab starts at page 1.
const KIND_TAB_IDS = KIND_TABS.map((tab) => tab.id);
const KIND_LIST: ListSpec<{ kind: string; page: number }> = { kind: oneOf(KIND_TAB_IDS, KIND_TAB_IDS[0]), page: pageParam };

/** Внутренние / Внешние / Крипто (Крипто for who may see crypto only), a panel of one kind each. */
export function TransferKindTabs({ cryptoAllowed, panel }: { cryptoAllowed: boolean; panel: (kind: TransferKind, page: KindPage) => ReactNode }) {
  const { state, change } = useListState(KIND_LIST);
  // The page is the open tab's: the others (rendered, hidden) stay at their first.
  const pageOf = (id: string): KindPage =>
    id === state.kind ? { page: state.page, onPage: (page) => change({ page }) } : { page: 1, onPage: (page) => change({ kind: id, page }) };
  return (
    <Tabs
      label="Виды переводов"
      initial={state.kind}
      onSelect={(kind) => change({ kind })}
      tabs={visibleKindTabs(cryptoAllowed).map((tab) => ({ id: tab.id, label: tab.label, content: panel(tab.kind, pageOf(tab.id)) }))}
    />
  );
}
