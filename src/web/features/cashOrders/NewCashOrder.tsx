import { useNavigate, useParams } from 'react-router-dom';
import * as yup from 'yup';
import { CreateCashOrderBody } from '../../../shared/contract/request/cashOrders';
import { FIAT_DECIMALS } from '../../../shared/money';
import type { CashOrderKind } from '../../../shared/machines/cashOrderLifecycle';
import { useAllCashRegistersQuery, useCurrenciesQuery } from '../../api/referenceApi';
import { parseId, paths } from '../../paths';
import { FormField, KitForm, kit, MoneyField, SelectField, SubmitButton } from '../../ui/form';
import { maxLengthOf, textOf } from '../../ui/form/requestLimits';
import { KIND_LABELS } from './cashOrderLabels';
import { useCreateCashOrderMutation } from './cashOrdersApi';
import { fromOptions, toOptions } from './newOrderOptions';

interface Values {
  kind: CashOrderKind;
  from_cash_register: number | null;
  to_cash_register: number | null;
  currency: number | null;
  amount: string;
  /** datetime-local's text, the browser's zone ('' = none). */
  expected_at: string;
  comment: string;
}

const INITIAL: Values = { kind: 'refill', from_cash_register: null, to_cash_register: null, currency: null, amount: '', expected_at: '', comment: '' };

/** The form's rules; lengths from the request (formLimits.test.ts compares). */
export const newCashOrderSchema = yup.object({
  kind: yup.string().required(),
  from_cash_register: kit.choice(),
  to_cash_register: kit.choice(),
  currency: kit.choice(),
  amount: kit.money({ decimals: FIAT_DECIMALS, min: '0.01' }),
  expected_at: yup.string().max(maxLengthOf(CreateCashOrderBody, 'expected_at') ?? 40).test('future', 'Время прибытия не может быть в прошлом', (v) => !v || new Date(v).getTime() > Date.now()),
  comment: textOf(CreateCashOrderBody, 'comment'),
});

const KIND_OPTIONS = (Object.keys(KIND_LABELS) as CashOrderKind[]).map((value) => ({ value, label: KIND_LABELS[value] }));

/**
 * «Новая заявка», above the city's list of orders — kind, from, to, currency, amount, expected
 * arrival, comment. The registers offered follow the kind (newOrderOptions.ts); a sent order
 * opens its page (requested, or approved at once below the city's amount).
 */
export function NewCashOrder() {
  const city = parseId(useParams().cityId) ?? 0;
  const navigate = useNavigate();
  const { data: registers = [] } = useAllCashRegistersQuery();
  const { data: currencies = [] } = useCurrenciesQuery();
  const [create] = useCreateCashOrderMutation();
  return (
    <>
      <h2>Новая заявка</h2>
      <KitForm<Values>
        label="Новая заявка на наличные"
        initialValues={INITIAL}
        schema={newCashOrderSchema}
        failureMessage="Заявка не создана"
        onSubmit={async (v) => {
          const order = await create({
            kind: v.kind,
            from_cash_register: v.from_cash_register!,
            to_cash_register: v.to_cash_register!,
            currency: v.currency!,
            amount: v.amount,
            ...(v.expected_at ? { expected_at: new Date(v.expected_at).toISOString() } : {}),
            ...(v.comment.trim() ? { comment: v.comment.trim() } : {}),
          }).unwrap();
          navigate(paths.cityCashOrder(city, order.id));
        }}
      >
        {({ values }) => (
          <>
            <SelectField<CashOrderKind> name="kind" label="Вид" options={KIND_OPTIONS} />
            <SelectField<number> name="from_cash_register" label="Откуда" options={fromOptions(values.kind, city, registers)} searchable />
            <SelectField<number>
              name="to_cash_register"
              label="Куда"
              options={toOptions(values.kind, city, values.from_cash_register, registers)}
              searchable
            />
            <SelectField<number> name="currency" label="Валюта" options={currencies.map((c) => ({ value: c.id, label: `${c.code} ${c.name}` }))} searchable />
            <MoneyField name="amount" label="Сумма" decimals={FIAT_DECIMALS} min="0.01" />
            <FormField name="expected_at" label="Ожидаемое прибытие" type="datetime-local" />
            <FormField name="comment" label="Комментарий" autoComplete="off" maxLength={maxLengthOf(CreateCashOrderBody, 'comment')} />
            <SubmitButton>Создать заявку</SubmitButton>
          </>
        )}
      </KitForm>
    </>
  );
}
