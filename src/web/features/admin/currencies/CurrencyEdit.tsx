import type { AdminCurrency } from '../../../../shared/contract';
import { FormDialog } from '../../../ui/form';
import { useUpdateAdminCurrencyMutation } from './adminCurrenciesApi';
import { changesOf, currencySchema, formValuesOf, type CurrencyFormValues } from './currencyForm';
import { CurrencyFormFields } from './CurrencyFormFields';

/** «Изменить»: name, order, decimals (one write, one audit row). */
export function CurrencyEdit({ currency, onClose }: { currency: AdminCurrency; onClose: () => void }) {
  const [update] = useUpdateAdminCurrencyMutation();
  return (
    <FormDialog<CurrencyFormValues>
      open
      title={`Валюта ${currency.code}`}
      submitLabel="Сохранить"
      onClose={onClose}
      initialValues={formValuesOf(currency)}
      schema={currencySchema}
      failureMessage="Изменения не сохранены. Проверьте поля формы."
      onSubmit={async (values) => {
        await update({ id: currency.id, body: changesOf(values) }).unwrap();
        onClose();
      }}
    >
      <CurrencyFormFields creating={false} hasHistory={currency.has_history} />
    </FormDialog>
  );
}
