import { useMemo, useState } from 'react';
import type { FormikProps } from 'formik';
import * as yup from 'yup';
import { DIRECTIONS, type Currency, type Direction } from '../../../shared/contract';
import { FIAT_DECIMALS, formatAmount } from '../../../shared/money';
import { useDayBalanceQuery } from '../../api/balancesApi';
import { useCurrenciesQuery } from '../../api/referenceApi';
import { todayWire } from '../../appConfig';
import { Button } from '../../ui/Button';
import { CreateIncomeOutcomeBody } from '../../../shared/contract/request/incomeExpense';
import { FormDialog, FormField, kit, MoneyField, REQUIRED, SelectField } from '../../ui/form';
import { textOf } from '../../ui/form/requestLimits';
import { useCreateIncomeOutcomeMutation } from './incomeExpenseApi';
import { DIRECTION } from './directionLabels';

interface Values {
  direction: Direction | null;
  currency: number | null;
  amount: string;
  comment: string;
}

const DIRECTION_OPTIONS = DIRECTIONS.map((d) => ({ value: d, label: DIRECTION[d].label }));

export const incomeOutcomeSchema = yup.object({
  direction: yup.string().nullable().required(REQUIRED),
  currency: kit.choice(),
  // Fiat only (crypto has its own operations): at most 2 decimals; typing keeps to the currency's own.
  amount: kit.money({ decimals: FIAT_DECIMALS, min: '0.01' }),
  comment: textOf(CreateIncomeOutcomeBody, 'comment'),
});

/** What the register holds of the chosen currency today: a hint under the amount of an expense. */
function HeldHint({ register, currency }: { register: number; currency: Currency | undefined }) {
  const { data } = useDayBalanceQuery({ cashRegister: register, date: todayWire() });
  const row = currency && data?.balances.find((b) => b.currency.id === currency.id);
  if (!currency || !row) return null;
  return <>В кассе: {formatAmount(row.closing, currency.decimals)} {currency.code}</>;
}

/**
 * 'Добавить' on Доходы \ Расходы: Прием or Выдача of the register's own money (rent,
 * salaries...), in a fiat currency (the base one preselected), with an amount and a comment.
 */
export function IncomeOutcomeDialog({ register }: { register: number }) {
  const [open, setOpen] = useState(false);
  const { data: currencies = [] } = useCurrenciesQuery();
  const [create] = useCreateIncomeOutcomeMutation();
  const base = currencies.find((c) => c.is_base) ?? currencies[0];
  const options = useMemo(() => currencies.map((c) => ({ value: c.id, label: `${c.code} — ${c.name}` })), [currencies]);
  const initial: Values = { direction: null, currency: base?.id ?? null, amount: '', comment: '' };
  return (
    <>
      <Button onClick={() => setOpen(true)} disabled={currencies.length === 0}>
        Добавить
      </Button>
      <FormDialog<Values>
        open={open}
        title="Доход / расход"
        submitLabel="Сохранить"
        onClose={() => setOpen(false)}
        initialValues={initial}
        schema={incomeOutcomeSchema}
        failureMessage="Не удалось сохранить. Проверьте поля формы."
        onSubmit={async (values) => {
          await create({
            cash_register: register,
            direction: values.direction!,
            currency: values.currency!,
            amount: values.amount,
            comment: values.comment.trim() || undefined,
          }).unwrap();
          setOpen(false);
        }}
      >
        {(formik: FormikProps<Values>) => {
          const currency = currencies.find((c) => c.id === formik.values.currency);
          return (
            <>
              <SelectField<Direction> name="direction" label="Тип" options={DIRECTION_OPTIONS} />
              <SelectField<number> name="currency" label="Валюта" options={options} searchable />
              <MoneyField
                name="amount"
                label="Сумма"
                decimals={Math.min(currency?.decimals ?? FIAT_DECIMALS, FIAT_DECIMALS)}
                min="0.01"
                hint={formik.values.direction === 'Outcome' ? <HeldHint register={register} currency={currency} /> : undefined}
              />
              <FormField name="comment" label="Комментарий" autoComplete="off" />
            </>
          );
        }}
      </FormDialog>
    </>
  );
}
