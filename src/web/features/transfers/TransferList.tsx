import { ArrivesWithLedger } from '../../ui/ArrivesWithLedger';
import { PageTitle } from '../../ui/Page';
import { Tabs } from '../../ui/Tabs';

/** /cash-registers/{id}/transfers/: internal, external and crypto transfers of a register. */
export function TransferList() {
  return (
    <>
      <PageTitle>Переводы</PageTitle>
      <Tabs
        label="Виды переводов"
        tabs={[
          { id: 'internal', label: 'Внутренние', content: <ArrivesWithLedger what="Внутренние переводы" /> },
          { id: 'external', label: 'Внешние', content: <ArrivesWithLedger what="Внешние переводы" /> },
          { id: 'crypto', label: 'Крипто', content: <ArrivesWithLedger what="Крипто переводы" /> },
        ]}
      />
    </>
  );
}
