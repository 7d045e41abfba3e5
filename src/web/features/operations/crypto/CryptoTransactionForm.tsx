import { useEffect, useMemo, useRef } from 'react';
import * as yup from 'yup';
import type { OperationType } from '../../../../shared/contract';
import { CRYPTO_DECIMALS, FIAT_DECIMALS, RATE_DECIMALS, formatAmount } from '../../../../shared/money';
import { ClientField, dealNeedsClient } from '../../../ui/clients';
import { useCryptoCurrenciesQuery, useCurrenciesQuery } from '../../../api/referenceApi';
import { MoneyField, SelectField, SubmitButton, kit } from '../../../ui/form';
import { theme } from '../../../ui/theme';
import { focusFirstField } from '../forms/focusFirstField';
import { answered, useTellReady, type TellReady } from '../forms/formReady';
import { FormRow, LiveTotal } from '../forms/formLayout';
import { OperationFormFrame } from '../forms/OperationFormFrame';
import { useCreateCryptoTransactionMutation } from '../operationsApi';
import { cryptoTotal } from '../exchange/exchangeTotal';
import { formLimits, limitErrors } from '../exchange/exchangeLimits';
import { useCityDealRules } from '../exchange/useCityDealRules';
import type { OnDone } from '../forms/receiptOffer';
import { TypeToggle } from '../forms/TypeToggle';

interface Values {
  operation_type: OperationType;
  crypto_currency: number | null;
  amount: string;
  rate: string;
  fee: string;
  /** The identified client (null: anonymous, allowed below the city's threshold). */
  client: number | null;
}

export const cryptoTransactionSchema = yup.object({
  crypto_currency: kit.choice(),
  amount: kit.money({ decimals: CRYPTO_DECIMALS, min: '0.00000001' }),
  rate: kit.money({ decimals: RATE_DECIMALS, min: '0.000001' }),
  fee: kit.optionalMoney({ decimals: FIAT_DECIMALS }),
});

// docs/PRODUCT.md §4: for crypto, BUY is Выдача and SELL Прием.
const TYPES = [
  { value: 'BUY' as const, label: 'Выдача', colour: theme.colors.buy },
  { value: 'SELL' as const, label: 'Прием', colour: theme.colors.sell },
];

/** A crypto transaction (only for users with isCryptoTransactionPageActive; the server refuses others). */
export function CryptoTransactionForm({ registerId, opened, onDone, onReady }: { registerId: number; opened: number; onDone?: OnDone; onReady?: TellReady }) {
  const box = useRef<HTMLDivElement>(null);
  const cryptosQuery = useCryptoCurrenciesQuery();
  const { data: cryptos } = cryptosQuery;
  useTellReady(onReady, answered(cryptosQuery));
  const [create] = useCreateCryptoTransactionMutation();
  const { me, cityLimits, compliance } = useCityDealRules(registerId);
  const { data: currencies } = useCurrenciesQuery();
  const baseCode = currencies?.find((c) => c.is_base)?.code ?? '';
  // The city's largest operation binds a crypto deal as an exchange (docs/api/limits.md),
  // judged before sending as the server would judge a cashier. No rate band: the board has no crypto rates.
  const validate = (v: Values) => limitErrors(formLimits(me, cityLimits, '', baseCode), v.rate, cryptoTotal(v.amount, v.rate));
  const options = useMemo(() => (cryptos ?? []).map((c) => ({ value: c.id, label: `${c.code} — ${c.name}` })), [cryptos]);
  useEffect(() => focusFirstField(box.current), [opened]);

  const initialValues: Values = { operation_type: 'BUY', crypto_currency: null, amount: '', rate: '', fee: '', client: null };
  return (
    <OperationFormFrame<Values>
      box={box}
      label="Крипто транзакция"
      initialValues={initialValues}
      schema={cryptoTransactionSchema}
      validate={validate}
      onDone={onDone}
      send={async (values) => {
        const done = await create({
          cash_register: registerId,
          crypto_currency: values.crypto_currency!,
          operation_type: values.operation_type,
          amount: values.amount,
          rate: values.rate,
          ...(values.fee ? { fee: values.fee } : {}),
          ...(values.client !== null ? { client: values.client } : {}),
        }).unwrap();
        // Crypto BUY is Выдача, SELL Прием (docs/PRODUCT.md §4).
        const verb = done.operation_type === 'BUY' ? 'Выдача' : 'Прием';
        return { kind: 'CRYPTO_TRANSACTION', id: done.id, summary: `${verb} ${formatAmount(done.amount, CRYPTO_DECIMALS)} ${done.crypto_currency.code}` };
      }}
    >
      {({ values }) => {
        const total = cryptoTotal(values.amount, values.rate);
        return (
          <>
            <TypeToggle<OperationType> name="operation_type" legend="Операция" choices={TYPES} />
            <div data-first-field>
              <SelectField<number> name="crypto_currency" label="Криптовалюта" options={options} placeholder="Выберите криптовалюту" />
            </div>
            <MoneyField name="amount" label="Сумма" decimals={CRYPTO_DECIMALS} />
            <FormRow>
              <MoneyField name="rate" label="Курс" decimals={RATE_DECIMALS} />
              <MoneyField name="fee" label="Комиссия" decimals={FIAT_DECIMALS} />
            </FormRow>
            <ClientField need={dealNeedsClient(compliance, total, baseCode)} />
            <LiveTotal aria-label="Итого">
              Сумма в валюте: <strong>{total ? formatAmount(total) : '—'}</strong>
            </LiveTotal>
            <SubmitButton>Сохранить</SubmitButton>
          </>
        );
      }}
    </OperationFormFrame>
  );
}
