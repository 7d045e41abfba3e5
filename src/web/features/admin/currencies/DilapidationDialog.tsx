import * as yup from 'yup';
import type { AdminCurrency } from '../../../../shared/contract';
import { FormField, OptionalValueDialog } from '../../../ui/form';
import { useSetAdminDilapidationMutation } from './adminCurrenciesApi';

/** Empty: null (worn notes not bought); typed with a comma or a point. */
export const dilapidationSchema = yup.object({
  percentage: yup
    .string()
    .matches(/^\d{1,2}([.,]\d{1,2})?$/, 'Число от 0 до 99.99, не более 2 знаков после точки'),
});

/** A foreign currency's worn-note percentage: bought this much below the rate; empty — worn notes of it are not bought. */
export function DilapidationDialog({ currency, onClose }: { currency: AdminCurrency; onClose: () => void }) {
  const [save] = useSetAdminDilapidationMutation();
  return (
    <OptionalValueDialog
      title={`Ветхие купюры: ${currency.code}`}
      name="percentage"
      value={currency.dilapidation}
      schema={dilapidationSchema}
      failureMessage="Процент не сохранён. Проверьте его."
      onSave={(percentage) => save({ id: currency.id, percentage: percentage?.replace(',', '.') ?? null }).unwrap()}
      onClose={onClose}
    >
      <FormField name="percentage" label="Процент ветхости" inputMode="decimal" hint="Ветхие покупаются по курсу минус этот процент. Пусто — не принимаются." />
    </OptionalValueDialog>
  );
}
