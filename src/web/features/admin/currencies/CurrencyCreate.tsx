import { useState } from 'react';
import { Button } from '../../../ui/Button';
import { FormDialog } from '../../../ui/form';
import { useCreateAdminCurrencyMutation } from './adminCurrenciesApi';
import { bodyOf, currencySchema, EMPTY_CURRENCY, type CurrencyFormValues } from './currencyForm';
import { CurrencyFormFields } from './CurrencyFormFields';

/** «Добавить валюту»: a fiat or crypto currency, active at once (a register trades it once its pair is on). */
export function CurrencyCreate() {
  const [open, setOpen] = useState(false);
  const [create] = useCreateAdminCurrencyMutation();
  return (
    <>
      <Button onClick={() => setOpen(true)}>Добавить валюту</Button>
      <FormDialog<CurrencyFormValues>
        open={open}
        title="Новая валюта"
        submitLabel="Создать"
        onClose={() => setOpen(false)}
        initialValues={EMPTY_CURRENCY}
        schema={currencySchema}
        failureMessage="Валюта не создана. Проверьте поля формы."
        onSubmit={async (values) => {
          await create(bodyOf(values)).unwrap();
          setOpen(false);
        }}
      >
        <CurrencyFormFields creating hasHistory={false} />
      </FormDialog>
    </>
  );
}
