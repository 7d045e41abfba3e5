import type { ReactNode } from 'react';
import type { TransferKind } from '../../../../shared/contract/ledger';
import { Tabs } from '../../../ui/Tabs';
import { visibleKindTabs } from '../transferLabels';

/** Внутренние / Внешние / Крипто (Крипто for who may see crypto only), a panel of one kind each. */
export function TransferKindTabs({ cryptoAllowed, panel }: { cryptoAllowed: boolean; panel: (kind: TransferKind) => ReactNode }) {
  return <Tabs label="Виды переводов" tabs={visibleKindTabs(cryptoAllowed).map((tab) => ({ id: tab.id, label: tab.label, content: panel(tab.kind) }))} />;
}
