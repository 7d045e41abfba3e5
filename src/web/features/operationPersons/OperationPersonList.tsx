import { ArrivesWithLedger } from '../../ui/ArrivesWithLedger';
import { PageTitle } from '../../ui/Page';

/**
 * Кредиторы \ Дебиторы, under a city (/cities/{id}/operation-persons/) and under a cash
 * register (/cash-registers/{id}/operation-persons/, the register's out transactions).
 */
export function OperationPersonList({ scope }: { scope: 'city' | 'cashRegister' }) {
  return (
    <>
      <PageTitle>Кредиторы \ Дебиторы</PageTitle>
      <ArrivesWithLedger
        what={scope === 'city' ? 'Кредиторы и дебиторы города' : 'Операции кассы с кредиторами и дебиторами'}
      />
    </>
  );
}

export const CityOperationPersonList = () => <OperationPersonList scope="city" />;
export const CashRegisterOperationPersonList = () => <OperationPersonList scope="cashRegister" />;
