import * as yup from 'yup';
import type { CityLimits } from '../../../shared/contract';
import { FIAT_DECIMALS } from '../../../shared/money';
import { useSetCityLimitsMutation } from '../../api/referenceApi';
import { FormDialog, kit, MoneyField } from '../../ui/form';

interface Values {
  rate_tolerance_percent: string;
  /** '' = no largest operation (null on the wire). */
  max_operation_amount: string;
}

const schema = yup.object({
  rate_tolerance_percent: kit.money({ decimals: 2, min: '0', max: '100' }),
  max_operation_amount: kit.optionalMoney({ decimals: FIAT_DECIMALS, min: '0.01' }),
});

interface Props {
  cityId: number;
  current: CityLimits;
  baseCode: string;
  onClose: () => void;
}

/** Supervisors and admins set the city's limits beside its rates (issue 17; docs/api/limits.md). */
export function CityLimitsForm({ cityId, current, baseCode, onClose }: Props) {
  const [save] = useSetCityLimitsMutation();
  return (
    <FormDialog<Values>
      open
      title="Лимиты города"
      submitLabel="Сохранить"
      onClose={onClose}
      initialValues={{ rate_tolerance_percent: current.rate_tolerance_percent, max_operation_amount: current.max_operation_amount ?? '' }}
      schema={schema}
      failureMessage="Лимиты не сохранены."
      onSubmit={async (values) => {
        await save({
          city: cityId,
          body: { rate_tolerance_percent: values.rate_tolerance_percent, max_operation_amount: values.max_operation_amount || null },
        }).unwrap();
        onClose();
      }}
    >
      <MoneyField
        name="rate_tolerance_percent"
        label="Допуск курса, %"
        decimals={2}
        min="0"
        max="100"
        hint="Кассир обменивает по курсу табло ± этот процент"
      />
      <MoneyField
        name="max_operation_amount"
        label={`Наибольшая операция, ${baseCode}`}
        decimals={FIAT_DECIMALS}
        min="0.01"
        hint="Пусто — без ограничения"
      />
    </FormDialog>
  );
}
