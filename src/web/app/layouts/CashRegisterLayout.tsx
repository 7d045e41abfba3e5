import type { CashRegister } from '../../../shared/contract';
import { useCashRegisterQuery } from '../../api/referenceApi';
import { paths } from '../../paths';
import { SectionLayout } from './SectionLayout';

/** /cash-registers/{id}/...: the register's side menu and Города > city > register (its answer carries its city). */
export function CashRegisterLayout() {
  return (
    <SectionLayout<CashRegister>
      section="cashRegister"
      param="cashRegisterId"
      title="Касса"
      useObject={useCashRegisterQuery}
      crumbs={(register) => [
        { label: 'Города', to: paths.cities },
        { label: register.city.name, to: paths.city(register.city.id) },
        { label: register.name, to: paths.cashRegister(register.id) },
      ]}
    />
  );
}
