import { PageTitle } from '../../ui/Page';
import { CorrectionTable } from './CorrectionTable';

/** /cities/corrections/: the corrections waiting in every city of a supervisor or admin. */
export function CorrectionQueue() {
  return (
    <>
      <PageTitle>Подтверждения сторно</PageTitle>
      <CorrectionTable query={{ status: 'Pending' }} label="Запросы на сторно, ждущие подтверждения" />
    </>
  );
}
