import * as yup from 'yup';
import type { AdminCurrency } from '../../../../shared/contract';
import { FormDialog, FormField } from '../../../ui/form';
import { useSetAdminOfficialMarginMutation } from './adminCurrenciesApi';

/** Typed with a comma or a point (sent with a point); the request declares the percentage (src/shared/contract/request/adminCurrencies.ts). */
export const officialMarginSchema = yup.object({
  official_margin_percent: yup
    .string()
    .required('Обязательное поле.')
    .matches(/^\d{1,2}([.,]\d{1,2})?$/, 'Число от 0 до 99.99, не более 2 знаков после точки'),
});

/** «Курсы от ЦБ» on the rate board proposes buy and sell this many percent below and above the official rate. */
export function OfficialMarginDialog({ currency, onClose }: { currency: AdminCurrency; onClose: () => void }) {
  const [save] = useSetAdminOfficialMarginMutation();
  return (
    <FormDialog<{ official_margin_percent: string }>
      open
      title={`Наценка к курсу ЦБ: ${currency.code}`}
      submitLabel="Сохранить"
      onClose={onClose}
      initialValues={{ official_margin_percent: currency.official_margin_percent }}
      schema={officialMarginSchema}
      failureMessage="Наценка не сохранена. Проверьте её."
      onSubmit={async ({ official_margin_percent: typed }) => {
        await save({ id: currency.id, official_margin_percent: typed.trim().replace(',', '.') }).unwrap();
        onClose();
      }}
    >
      <FormField name="official_margin_percent" label="Наценка, %" inputMode="decimal" hint="«Курсы от ЦБ»: покупка на столько процентов ниже курса ЦБ, продажа — выше." />
    </FormDialog>
  );
}
