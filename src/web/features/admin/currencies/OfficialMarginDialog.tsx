import * as yup from 'yup';
import type { AdminCurrency } from '../../../../shared/contract';
import { FormDialog, FormField } from '../../../ui/form';
import { useSetAdminOfficialMarginMutation } from './adminCurrenciesApi';

const schema = yup.object({
  percent: yup
    .string()
    .required('Обязательное поле.')
    .matches(/^\d{1,2}([.,]\d{1,2})?$/, 'Число от 0 до 99.99, не более 2 знаков после точки'),
});

/** «Курсы от ЦБ» on the rate board proposes buy and sell this many percent below and above the official rate. */
export function OfficialMarginDialog({ currency, onClose }: { currency: AdminCurrency; onClose: () => void }) {
  const [save] = useSetAdminOfficialMarginMutation();
  return (
    <FormDialog<{ percent: string }>
      open
      title={`Наценка к курсу ЦБ: ${currency.code}`}
      submitLabel="Сохранить"
      onClose={onClose}
      initialValues={{ percent: currency.official_margin_percent }}
      schema={schema}
      failureMessage="Наценка не сохранена. Проверьте её."
      onSubmit={async ({ percent }) => {
        await save({ id: currency.id, official_margin_percent: percent.trim().replace(',', '.') }).unwrap();
        onClose();
      }}
    >
      <FormField name="percent" label="Наценка, %" inputMode="decimal" hint="«Курсы от ЦБ»: покупка на столько процентов ниже курса ЦБ, продажа — выше." />
    </FormDialog>
  );
}
