import * as yup from 'yup';
import type { ValueSetting } from '../../../shared/contract';
import { RATE_DECIMALS } from '../../../shared/money';
import { useAllCashRegistersQuery, useCreateValueSettingMutation, useCurrenciesQuery } from '../../api/referenceApi';
import { FormDialog, kit, MoneyField, SelectField } from '../../ui/form';

interface Values {
  /** 0: the whole city; otherwise one register, whose rates then replace the city's there. */
  target: number;
  currency: number | null;
  buy_rate: string;
  sell_rate: string;
}

const rate = () => kit.money({ decimals: RATE_DECIMALS, min: '0.000001' });
export const rateSchema = yup.object({
  target: yup.number().required(),
  currency: kit.choice(),
  buy_rate: rate(),
  sell_rate: rate(),
});

interface Props {
  open: boolean;
  onClose: () => void;
  cityId: number;
  date: string;
  /** The board as shown: picking a currency prefills what is already set for it. */
  current: ValueSetting[];
}

/** Sets a day's buy and sell rate of a currency for the city or one of its registers. */
export function RateForm({ open, onClose, cityId, date, current }: Props) {
  const { data: currencies } = useCurrenciesQuery();
  const { data: registers } = useAllCashRegistersQuery({ city: cityId });
  const [create] = useCreateValueSettingMutation();
  const targets = [{ value: 0, label: 'Весь город' }, ...(registers ?? []).map((r) => ({ value: r.id, label: r.name }))];
  const currencyOptions = (currencies ?? []).filter((c) => !c.is_base).map((c) => ({ value: c.id, label: `${c.code} — ${c.name}` }));
  const existing = (target: number, currency: number) =>
    current.find((s) => s.currency.id === currency && (s.cash_register?.id ?? 0) === target);

  return (
    <FormDialog<Values>
      open={open}
      title="Курс валюты"
      submitLabel="Сохранить"
      onClose={onClose}
      initialValues={{ target: 0, currency: null, buy_rate: '', sell_rate: '' }}
      schema={rateSchema}
      onSubmit={async ({ target, currency, buy_rate, sell_rate }) => {
        await create({ ...(target ? { cash_register: target } : { city: cityId }), currency: currency!, date, buy_rate, sell_rate }).unwrap();
        onClose();
      }}
    >
      {(formik) => {
        const prefill = (target: number, currency: number | null) => {
          const found = currency === null ? undefined : existing(target, currency);
          if (found) void formik.setValues({ target, currency, buy_rate: found.buy_rate, sell_rate: found.sell_rate }, false);
        };
        return (
          <>
            <SelectField name="target" label="Где" options={targets} onPicked={(t) => prefill(t, formik.values.currency)} />
            <SelectField name="currency" label="Валюта" options={currencyOptions} onPicked={(c) => prefill(formik.values.target, c)} />
            <MoneyField name="buy_rate" label="Покупка" decimals={RATE_DECIMALS} min="0.000001" />
            <MoneyField name="sell_rate" label="Продажа" decimals={RATE_DECIMALS} min="0.000001" />
          </>
        );
      }}
    </FormDialog>
  );
}
