import { ArrivesWithLedger } from '../../ui/ArrivesWithLedger';
import { PageTitle } from '../../ui/Page';

/** /cities/{id}/transfers/: the city's transfers not yet in a final status. */
export function TransferUnfinishedList() {
  return (
    <>
      <PageTitle>Незавершенные переводы</PageTitle>
      <ArrivesWithLedger what="Незавершенные переводы города" />
    </>
  );
}
