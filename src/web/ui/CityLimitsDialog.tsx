import * as yup from 'yup';
import type { CityLimitsBody } from '../../shared/contract';
import { FIAT_DECIMALS } from '../../shared/money';
import { FormDialog, kit, MoneyField } from './form';

interface Values {
  rate_tolerance_percent: string;
  /** '' = no largest operation (null on the wire). */
  max_operation_amount: string;
  /** '' when the caller does not carry it (then it is not sent and stays). */
  shift_difference_threshold: string;
}

export const cityLimitsSchema = yup.object({
  rate_tolerance_percent: kit.money({ decimals: 2, min: '0', max: '100' }),
  max_operation_amount: kit.optionalMoney({ decimals: FIAT_DECIMALS, min: '0.01' }),
  shift_difference_threshold: kit.optionalMoney({ decimals: FIAT_DECIMALS, min: '0' }),
});

interface Props {
  title: string;
  current: CityLimitsBody;
  baseCode: string;
  /** PUT /api/city_limits/{city}/ (the caller's mutation). */
  onSave: (body: CityLimitsBody) => Promise<unknown>;
  onClose: () => void;
}

/**
 * A city's limits on a cashier's exchange (docs/api/limits.md): set beside its rates
 * on the rate board, and on the admin page's settings — one form for both. The shift
 * difference threshold (docs/SHIFTS.md) is a field when `current` carries it.
 */
export function CityLimitsDialog({ title, current, baseCode, onSave, onClose }: Props) {
  const withThreshold = current.shift_difference_threshold !== undefined;
  return (
    <FormDialog<Values>
      open
      title={title}
      submitLabel="Сохранить"
      onClose={onClose}
      initialValues={{
        rate_tolerance_percent: current.rate_tolerance_percent,
        max_operation_amount: current.max_operation_amount ?? '',
        shift_difference_threshold: current.shift_difference_threshold ?? '',
      }}
      schema={cityLimitsSchema}
      failureMessage="Лимиты не сохранены."
      onSubmit={async (values) => {
        const body: CityLimitsBody = { rate_tolerance_percent: values.rate_tolerance_percent, max_operation_amount: values.max_operation_amount || null };
        // Empty: the default, 0 (any difference waits for a supervisor).
        if (withThreshold) body.shift_difference_threshold = values.shift_difference_threshold || '0';
        await onSave(body);
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
      {withThreshold && (
        <MoneyField
          name="shift_difference_threshold"
          label={`Порог расхождений смены, ${baseCode}`}
          decimals={FIAT_DECIMALS}
          min="0"
          hint="Расхождение пересчёта больше порога ждёт подтверждения супервайзера; 0 — любое"
        />
      )}
    </FormDialog>
  );
}
