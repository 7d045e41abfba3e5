import { useEffect, useMemo, useRef } from 'react';
import * as yup from 'yup';
import type { OutOperationType } from '../../../../shared/contract';
import { CRYPTO_DECIMALS, FIAT_DECIMALS, formatAmount } from '../../../../shared/money';
import { useAllOperationPersonsQuery, useCryptoCurrenciesQuery, useCurrenciesQuery } from '../../../api/referenceApi';
import { FormField, MoneyField, SelectField, SubmitButton, kit, REQUIRED, type SelectOption } from '../../../ui/form';
import { textOf } from '../../../ui/form/requestLimits';
import { CreateOutTransactionBody } from '../../../../shared/contract/request/operationPersons';
import { theme } from '../../../ui/theme';
import { focusFirstField } from '../forms/focusFirstField';
import { answered, useTellReady, type TellReady } from '../forms/formReady';
import { OperationFormFrame } from '../forms/OperationFormFrame';
import { useCreateCryptoOutTransactionMutation, useCreateOutTransactionMutation } from '../operationsApi';
import type { OnDone } from '../forms/receiptOffer';
import { TypeToggle } from '../forms/TypeToggle';

interface Values {
  operation_person: number | null;
  operation_type: OutOperationType;
  /** `fiat:<id>` or `crypto:<id>`: one select offers both kinds of currency. */
  currency: string | null;
  amount: string;
  comment: string;
}

export const personOperationSchema = yup.object({
  operation_person: kit.choice(),
  currency: yup.string().nullable().required(REQUIRED),
  // Required whatever the currency (each branch is the money kit's, required too).
  amount: yup.string().required(REQUIRED).when('currency', ([currency]: unknown[]) =>
    String(currency ?? '').startsWith('crypto:')
      ? kit.money({ decimals: CRYPTO_DECIMALS, min: '0.00000001' })
      : kit.money({ decimals: FIAT_DECIMALS, min: '0.01' }),
  ),
  // The fiat and the crypto operation take the same comment.
  comment: textOf(CreateOutTransactionBody, 'comment'),
});

const TYPES = [
  { value: 'REPLENISHMENT' as const, label: 'Пополнение', colour: theme.colors.replenishment },
  { value: 'HANDED_OVER' as const, label: 'Выдача', colour: theme.colors.handedOver },
];

/**
 * A creditor / debtor operation: an active person of the register's city brings cash in
 * (Пополнение) or takes it (Выдача), in a currency or, with the crypto permission, a crypto
 * currency. `person` prefills the person (the persons screen's deep link).
 */
export function PersonOperationForm({ registerId, cityId, seesCrypto, person, opened, onDone, onReady }: {
  registerId: number;
  cityId: number;
  seesCrypto: boolean;
  person: number | null;
  opened: number;
  onDone?: OnDone;
  onReady?: TellReady;
}) {
  const box = useRef<HTMLDivElement>(null);
  const personsQuery = useAllOperationPersonsQuery({ city: cityId, isActive: true });
  const currenciesQuery = useCurrenciesQuery();
  const cryptosQuery = useCryptoCurrenciesQuery(undefined, { skip: !seesCrypto });
  const { data: persons } = personsQuery;
  const { data: currencies } = currenciesQuery;
  const { data: cryptos } = cryptosQuery;
  useTellReady(onReady, answered(personsQuery) && answered(currenciesQuery) && (!seesCrypto || answered(cryptosQuery)));
  const [createOut] = useCreateOutTransactionMutation();
  const [createCryptoOut] = useCreateCryptoOutTransactionMutation();
  useEffect(() => focusFirstField(box.current), [opened]);

  const personOptions = useMemo(
    () => (persons ?? []).filter((p) => p.is_active).map((p) => ({ value: p.id, label: [p.first_name, p.last_name].filter(Boolean).join(' ') })),
    [persons],
  );
  const currencyOptions = useMemo<SelectOption<string>[]>(
    () => [
      ...(currencies ?? []).map((c) => ({ value: `fiat:${c.id}`, label: `${c.code} — ${c.name}`, group: seesCrypto ? 'Валюта' : undefined })),
      ...(seesCrypto ? (cryptos ?? []).map((c) => ({ value: `crypto:${c.id}`, label: `${c.code} — ${c.name}`, group: 'Криптовалюта' })) : []),
    ],
    [currencies, cryptos, seesCrypto],
  );

  const initialValues: Values = { operation_person: person, operation_type: 'REPLENISHMENT', currency: null, amount: '', comment: '' };
  return (
    <OperationFormFrame<Values>
      key={person ?? 'none'}
      box={box}
      label="Операция кредитора / дебитора"
      initialValues={initialValues}
      schema={personOperationSchema}
      onDone={onDone}
      startAgain={(values) => ({ ...initialValues, operation_person: null, operation_type: values.operation_type })}
      send={async (values) => {
        const [kind, id] = values.currency!.split(':');
        const common = {
          cash_register: registerId,
          operation_person: values.operation_person!,
          operation_type: values.operation_type,
          amount: values.amount,
          ...(values.comment.trim() ? { comment: values.comment.trim() } : {}),
        };
        const done =
          kind === 'crypto'
            ? await createCryptoOut({ ...common, crypto_currency: Number(id) }).unwrap()
            : await createOut({ ...common, currency: Number(id) }).unwrap();
        const verb = done.operation_type === 'REPLENISHMENT' ? 'Пополнение' : 'Выдача';
        const code = 'crypto_currency' in done ? done.crypto_currency.code : done.currency.code;
        return { kind: 'OUT_TRANSACTION', id: done.id, summary: `${verb}: ${done.operation_person.name}, ${formatAmount(done.amount)} ${code}` };
      }}
    >
      {({ values }) => {
        const crypto = values.currency?.startsWith('crypto:') ?? false;
        return (
          <>
            <div data-first-field>
              <SelectField<number>
                name="operation_person"
                label="Кредитор / дебитор"
                options={personOptions}
                searchable
                placeholder={persons && personOptions.length === 0 ? 'Нет активных лиц в городе' : 'Начните вводить имя'}
              />
            </div>
            <TypeToggle<OutOperationType> name="operation_type" legend="Операция" choices={TYPES} />
            <SelectField<string> name="currency" label="Валюта" options={currencyOptions} placeholder="Выберите валюту" />
            <MoneyField
              key={crypto ? 'crypto' : 'fiat'}
              name="amount"
              label="Сумма"
              decimals={crypto ? CRYPTO_DECIMALS : FIAT_DECIMALS}
              min={crypto ? '0.00000001' : '0.01'}
            />
            <FormField name="comment" label="Комментарий" autoComplete="off" />
            <SubmitButton>Сохранить</SubmitButton>
          </>
        );
      }}
    </OperationFormFrame>
  );
}
