import { useParams } from 'react-router-dom';
import { parseId } from '../../paths';
import { PageTitle } from '../../ui/Page';
import { CorrectionTable } from './CorrectionTable';

/** /cash-registers/{id}/corrections/: the register's requests for a reversal, waiting and decided. */
export function RegisterCorrections() {
  const register = parseId(useParams().cashRegisterId);
  if (register === null) return null;
  return (
    <>
      <PageTitle>Сторно</PageTitle>
      <CorrectionTable query={{ cashRegister: register }} label="Запросы на сторно кассы" />
    </>
  );
}
