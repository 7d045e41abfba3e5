import { useEffect } from 'react';
import { useFormikContext } from 'formik';
import { CheckboxField, FormField } from '../../../ui/form';
import type { CurrencyFormValues } from './currencyForm';

/**
 * A currency's fields, shared by the create and edit dialogs: code and kind only on create;
 * decimals fixed once money has moved in it; a fiat currency's banknotes (what a shift count
 * lists) when editing — a new one takes its code's usual notes.
 */
export function CurrencyFormFields({ creating, hasHistory }: { creating: boolean; hasHistory: boolean }) {
  const { values, setFieldValue } = useFormikContext<CurrencyFormValues>();
  // The other kind's default follows the kind (2 for a currency, 8 for a crypto currency); a typed value stays.
  const crypto = values.is_crypto;
  const decimals = values.decimals;
  useEffect(() => {
    if (creating && decimals === (crypto ? '2' : '8')) void setFieldValue('decimals', crypto ? '8' : '2');
    // Only when the kind changes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [crypto]);
  return (
    <>
      {creating && (
        <>
          <FormField name="code" label="Код" autoComplete="off" hint="Например: USD, CNY, ETH" />
          <CheckboxField name="is_crypto">Криптовалюта</CheckboxField>
        </>
      )}
      <FormField name="name" label="Название" />
      <FormField name="order" label="Порядок" inputMode="numeric" hint="Меньше — выше в списках и формах" />
      <FormField
        name="decimals"
        label="Знаков после запятой"
        inputMode="numeric"
        disabled={hasHistory}
        hint={hasHistory ? 'По валюте уже были операции: не меняется' : values.is_crypto ? 'Криптовалюта: от 0 до 8' : 'Валюта: от 0 до 2'}
      />
      {!creating && !values.is_crypto && (
        <FormField name="denominations" label="Номиналы" autoComplete="off" hint="Купюры для пересчёта смены, через пробел: 5000 2000 1000 500; дробные через точку: 0.50" />
      )}
    </>
  );
}
