import { useEffect, useMemo, useRef } from 'react';
import type { FormikProps } from 'formik';
import * as yup from 'yup';
import type { OperationType } from '../../../../shared/contract';
import { FIAT_DECIMALS, RATE_DECIMALS, formatAmount } from '../../../../shared/money';
import { useDayBalanceQuery } from '../../../api/balancesApi';
import { useAvailablePairsQuery, useDilapidationPercentagesQuery, useValueSettingsQuery } from '../../../api/referenceApi';
import { todayWire } from '../../../appConfig';
import { ClientField, dealNeedsClient } from '../../../ui/clients';
import { CheckboxField, MoneyField, SelectField, SubmitButton, kit } from '../../../ui/form';
import { theme } from '../../../ui/theme';
import { exchangeFigures } from './exchangeTotal';
import { formLimits, limitErrors, rateHint, rateLimitError } from './exchangeLimits';
import { FormRow, LiveTotal } from '../forms/formLayout';
import { focusFirstField } from '../forms/focusFirstField';
import { answered, useTellReady, type TellReady } from '../forms/formReady';
import { OperationFormFrame } from '../forms/OperationFormFrame';
import { useCreateTransactionMutation } from '../operationsApi';
import { prefillRate } from './ratePrefill';
import type { OnDone } from '../forms/receiptOffer';
import { TypeToggle } from '../forms/TypeToggle';
import { useCityDealRules } from './useCityDealRules';

interface Values {
  operation_type: OperationType;
  currency: number | null;
  amount: string;
  rate: string;
  is_dilapidated: boolean;
  /** The identified client (null: anonymous, allowed below the city's threshold). */
  client: number | null;
}

export const exchangeSchema = yup.object({
  currency: kit.choice(),
  amount: kit.money({ decimals: FIAT_DECIMALS, min: '0.01' }),
  rate: kit.money({ decimals: RATE_DECIMALS, min: '0.000001' }),
});

const TYPES = [
  { value: 'BUY' as const, label: 'Покупка', colour: theme.colors.buy },
  { value: 'SELL' as const, label: 'Продажа', colour: theme.colors.sell },
];

/**
 * Обмен: buy or sell a currency of the register's pairs at the day's rate (prefilled, editable),
 * worn notes bought at the dilapidation percentage off it, the base total shown live.
 * `opened` changes each time a key or button opens the form with `type`.
 */
export function ExchangeForm({ registerId, type, opened, onDone, onReady }: { registerId: number; type: OperationType; opened: number; onDone?: OnDone; onReady?: TellReady }) {
  const box = useRef<HTMLDivElement>(null);
  const formik = useRef<FormikProps<Values>>(null);
  const pairsQuery = useAvailablePairsQuery(registerId);
  const settingsQuery = useValueSettingsQuery({ cashRegister: registerId });
  const { data: pairs } = pairsQuery;
  const { data: settings } = settingsQuery;
  useTellReady(onReady, answered(pairsQuery) && answered(settingsQuery));
  const { data: worn } = useDilapidationPercentagesQuery();
  const { data: balance } = useDayBalanceQuery({ cashRegister: registerId, date: todayWire() });
  const [create] = useCreateTransactionMutation();
  const { me, cityLimits, compliance } = useCityDealRules(registerId);

  const options = useMemo(() => (pairs ?? []).map((p) => ({ value: p.currency.id, label: `${p.currency.code} — ${p.currency.name}` })), [pairs]);
  const base = pairs?.[0]?.base_currency ?? null;
  const rateFor = (currency: number | null, t: OperationType) => prefillRate(settings, registerId, currency, t);
  const limitsFor = (v: Values) => formLimits(me, cityLimits, rateFor(v.currency, v.operation_type), base?.code ?? '');
  const percentageOf = (v: Values) => worn?.find((w) => w.currency.id === v.currency)?.percentage ?? null;
  // The city's limits, judged before sending as the server would judge a cashier.
  const validate = (v: Values) => {
    const wornPercentage = v.operation_type === 'BUY' && v.is_dilapidated ? percentageOf(v) : null;
    return limitErrors(limitsFor(v), v.rate, exchangeFigures(v.amount, v.rate, wornPercentage)?.total ?? null);
  };

  // A key (F2/F3) or a button chose the type: switch to it and start at the currency.
  useEffect(() => {
    const form = formik.current;
    if (form && form.values.operation_type !== type) {
      void form.setFieldValue('operation_type', type, false);
      void form.setFieldValue('rate', rateFor(form.values.currency, type), false);
      if (type === 'SELL') void form.setFieldValue('is_dilapidated', false, false);
    }
    focusFirstField(box.current);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [opened, type]);

  // The day's rates may arrive after the currency was picked (a slow line, a busy machine: an
  // e2e run on CI pressed Enter on an empty rate): an empty rate takes them when they come; a
  // typed one stays.
  useEffect(() => {
    const form = formik.current;
    if (!form || form.values.currency === null || form.values.rate !== '') return;
    const rate = rateFor(form.values.currency, form.values.operation_type);
    if (rate) void form.setFieldValue('rate', rate, false);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [settings]);

  const initialValues: Values = { operation_type: type, currency: null, amount: '', rate: '', is_dilapidated: false, client: null };
  return (
    <OperationFormFrame<Values>
      box={box}
      label="Обмен"
      initialValues={initialValues}
      schema={exchangeSchema}
      validate={validate}
      onDone={onDone}
      send={async (values) => {
        const done = await create({
          cash_register: registerId,
          currency: values.currency!,
          operation_type: values.operation_type,
          amount: values.amount,
          rate: values.rate,
          is_dilapidated: values.operation_type === 'BUY' && values.is_dilapidated,
          ...(values.client !== null ? { client: values.client } : {}),
        }).unwrap();
        const verb = done.operation_type === 'BUY' ? 'Покупка' : 'Продажа';
        return { kind: 'TRANSACTION', id: done.id, summary: `${verb} ${formatAmount(done.amount)} ${done.currency.code}` };
      }}
    >
      {(form) => {
        (formik as { current: FormikProps<Values> | null }).current = form;
        const { values } = form;
        const percentage = percentageOf(values);
        const limits = limitsFor(values);
        // Shown under the field while typing; once the form's own error says it, the hint goes back to the band.
        const liveRateError = form.errors.rate ? undefined : rateLimitError(limits, values.rate);
        const wornApplies = values.operation_type === 'BUY' && values.is_dilapidated && percentage !== null;
        const figures = exchangeFigures(values.amount, values.rate, wornApplies ? percentage : null);
        const code = pairs?.find((p) => p.currency.id === values.currency)?.currency.code ?? '';
        const held = balance?.balances.find((b) => b.currency.id === values.currency)?.closing;
        return (
          <>
            <TypeToggle<OperationType>
              name="operation_type"
              legend="Операция"
              choices={TYPES}
              onPicked={(t) => {
                void form.setFieldValue('rate', rateFor(values.currency, t), false);
                if (t === 'SELL') void form.setFieldValue('is_dilapidated', false, false);
              }}
            />
            <div data-first-field>
              <SelectField<number>
                name="currency"
                label="Валюта"
                options={options}
                placeholder={pairs && options.length === 0 ? 'Нет доступных валют' : 'Выберите валюту'}
                onPicked={(currency) => void form.setFieldValue('rate', rateFor(currency, values.operation_type), false)}
              />
            </div>
            <FormRow>
              <MoneyField
                name="amount"
                label={code ? `Сумма, ${code}` : 'Сумма'}
                decimals={FIAT_DECIMALS}
                hint={values.operation_type === 'SELL' && values.currency !== null ? `В кассе: ${formatAmount(held ?? '0')} ${code}` : undefined}
              />
              <MoneyField
                name="rate"
                label="Курс"
                decimals={RATE_DECIMALS}
                hint={
                  values.currency === null ? undefined : (
                    <span role={liveRateError ? 'alert' : undefined}>
                      {liveRateError ?? (settings === undefined ? 'Курс дня загружается…' : rateHint(limits, rateFor(values.currency, values.operation_type) !== ''))}
                    </span>
                  )
                }
              />
            </FormRow>
            {values.operation_type === 'BUY' && percentage !== null && (
              <CheckboxField name="is_dilapidated">
                Ветхие купюры (−{percentage} %{wornApplies && figures ? `, курс ${figures.effectiveRate}` : ''})
              </CheckboxField>
            )}
            <ClientField need={dealNeedsClient(compliance, figures?.total ?? null, base?.code ?? '')} />
            <LiveTotal aria-label="Итого">
              {values.operation_type === 'BUY' ? 'К выдаче' : 'К получению'}:{' '}
              <strong>{figures ? `${formatAmount(figures.total)} ${base?.code ?? ''}` : '—'}</strong>
            </LiveTotal>
            <SubmitButton>{values.operation_type === 'BUY' ? 'Купить' : 'Продать'}</SubmitButton>
          </>
        );
      }}
    </OperationFormFrame>
  );
}
