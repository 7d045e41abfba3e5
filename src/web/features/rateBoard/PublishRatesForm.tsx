import * as yup from 'yup';
import styled from 'styled-components';
import type { Currency, OfficialRates, ValueSetting } from '../../../shared/contract';
import { RATE_DECIMALS } from '../../../shared/money';
import { proposeFromOfficial } from '../../../shared/officialProposal';
import { formatWireDay } from './officialText';
import { Button } from '../../ui/Button';
import { FormDialog, kit, MoneyField } from '../../ui/form';
import { theme } from '../../ui/theme';
import { useCreateValueSettingsMutation } from './rateBoardApi';

interface Row {
  currency: number;
  code: string;
  buy_rate: string;
  sell_rate: string;
}
interface Values {
  rates: Row[];
}

const rate = () => kit.optionalMoney({ decimals: RATE_DECIMALS, min: '0.000001' });
/** A currency left empty is not published; one of its two rates alone is a mistake. */
const PAIR = 'Укажите обе цены или ни одной';
const schema = yup.object({
  rates: yup.array().of(
    yup.object({
      buy_rate: rate().test('pair', PAIR, function (v) {
        return Boolean(v) === Boolean(this.parent.sell_rate);
      }),
      sell_rate: rate().test('pair', PAIR, function (v) {
        return Boolean(v) === Boolean(this.parent.buy_rate);
      }),
    }),
  ),
});

const Grid = styled.div`
  display: grid;
  grid-template-columns: minmax(56px, auto) 1fr 1fr;
  gap: 4px 12px;
  align-items: start;
`;
const Code = styled.span`
  font-weight: 600;
  padding-top: 30px;
`;
const Note = styled.p`
  margin: 0 0 8px;
  color: ${theme.colors.muted};
`;

interface Props {
  cityId: number;
  date: string;
  currencies: Currency[];
  /** The city's rates as shown (its own rows prefill the form). */
  current: ValueSetting[];
  official: OfficialRates | undefined;
  onClose: () => void;
}

/**
 * «Опубликовать курсы»: every currency's buy and sell for the whole city, edited together and
 * sent in one call (POST /api/value_setting/create_many/): one transaction, so the office's
 * screen and the website never show half of an update. «Курсы от ЦБ» fills every currency
 * from the official rate and its margin; the supervisor edits before publishing.
 */
export function PublishRatesForm({ cityId, date, currencies, current, official, onClose }: Props) {
  const [publish] = useCreateValueSettingsMutation();
  const cityRate = (id: number) => current.find((s) => s.currency.id === id && s.cash_register === null);
  const rows: Row[] = currencies.map((c) => ({
    currency: c.id,
    code: c.code,
    buy_rate: cityRate(c.id)?.buy_rate.replace(/(\.\d*?[1-9])0+$|\.0+$/, '$1') ?? '',
    sell_rate: cityRate(c.id)?.sell_rate.replace(/(\.\d*?[1-9])0+$|\.0+$/, '$1') ?? '',
  }));
  const officialOf = (code: string) => official?.rates.find((r) => r.code === code);
  const hasOfficial = Boolean(official?.rates.length);
  return (
    <FormDialog<Values>
      open
      title="Опубликовать курсы"
      submitLabel="Опубликовать"
      onClose={onClose}
      initialValues={{ rates: rows }}
      schema={schema}
      failureMessage="Курсы не опубликованы. Проверьте их."
      onSubmit={async ({ rates }) => {
        const filled = rates.filter((r) => r.buy_rate && r.sell_rate).map(({ currency, buy_rate, sell_rate }) => ({ currency, buy_rate, sell_rate }));
        await publish({ city: cityId, date, rates: filled }).unwrap();
        onClose();
      }}
    >
      {(formik) => (
        <>
          <Note>Все валюты города публикуются разом: экран в офисе и сайт покажут их одновременно.</Note>
          <Button
            type="button"
            $variant="secondary"
            disabled={!hasOfficial}
            onClick={() =>
              void formik.setValues({
                rates: formik.values.rates.map((row) => {
                  const o = officialOf(row.code);
                  return o ? { ...row, ...proposeFromOfficial(o.rate, o.margin_percent ?? '1.5') } : row;
                }),
              })
            }
          >
            Курсы от ЦБ
          </Button>
          {!hasOfficial && <Note role="status">ЦБ: нет данных за {formatWireDay(date)}</Note>}
          <Grid>
            {formik.values.rates.map((row, i) => (
              <FieldsOf key={row.currency} code={row.code} index={i} />
            ))}
          </Grid>
        </>
      )}
    </FormDialog>
  );
}

function FieldsOf({ code, index }: { code: string; index: number }) {
  return (
    <>
      <Code>{code}</Code>
      <MoneyField name={`rates.${index}.buy_rate`} label={`Покупка ${code}`} decimals={RATE_DECIMALS} min="0.000001" />
      <MoneyField name={`rates.${index}.sell_rate`} label={`Продажа ${code}`} decimals={RATE_DECIMALS} min="0.000001" />
    </>
  );
}
