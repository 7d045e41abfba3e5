import * as yup from 'yup';
import type { AdminCity } from '../../../../shared/contract';
import { FIAT_DECIMALS } from '../../../../shared/money';
import { FormDialog, kit, MoneyField } from '../../../ui/form';

/** '' = none (null on the wire): every order waits for a second person; else a positive amount, 2 places (AutoApproveAmount). */
export const autoApproveSchema = yup.object({ cash_order_auto_approve: kit.optionalMoney({ decimals: FIAT_DECIMALS, min: '0.01' }) });

interface Props {
  city: AdminCity;
  /** The base currency's code, for the label ('' until the currencies have loaded). */
  baseCode: string;
  /** PUT /api/admin/cities/{id}/ with cash_order_auto_approve alone. */
  onSave: (amount: string | null) => Promise<unknown>;
  onClose: () => void;
}

/**
 * A city's «Автоподтверждение заявок» (docs/CASH-ORDERS.md): a cash order sent from the city
 * below this amount, in the base currency, is approved as it is requested; left empty, every
 * order waits for a second person. The server's refusal (400 under the field) shows under it.
 */
export function AutoApproveDialog({ city, baseCode, onSave, onClose }: Props) {
  return (
    <FormDialog<{ cash_order_auto_approve: string }>
      open
      title={`Автоподтверждение заявок: ${city.name}`}
      submitLabel="Сохранить"
      onClose={onClose}
      initialValues={{ cash_order_auto_approve: city.cash_order_auto_approve ?? '' }}
      schema={autoApproveSchema}
      failureMessage="Сумма автоподтверждения не сохранена."
      onSubmit={async ({ cash_order_auto_approve }) => {
        await onSave(cash_order_auto_approve || null);
        onClose();
      }}
    >
      <MoneyField
        name="cash_order_auto_approve"
        label={baseCode ? `Подтверждать сразу заявки меньше, ${baseCode}` : 'Подтверждать сразу заявки меньше'}
        decimals={FIAT_DECIMALS}
        min="0.01"
        hint="Заявки на деньги меньше этой суммы подтверждаются без второго сотрудника; пусто — каждую подтверждает другой сотрудник"
      />
    </FormDialog>
  );
}
