import * as yup from 'yup';
import type { AdminCurrency, AdminCurrencyBody, AdminCurrencyChanges } from '../../../../shared/contract';
import { kit } from '../../../ui/form';

/**
 * The create and edit forms' values, as typed (numbers as text). A new column of currencies
 * (banknote denominations) is one more value here, in `changesOf` and in CurrencyFormFields.
 */
export interface CurrencyFormValues {
  code: string;
  is_crypto: boolean;
  name: string;
  order: string;
  decimals: string;
}

export const EMPTY_CURRENCY: CurrencyFormValues = { code: '', is_crypto: false, name: '', order: '0', decimals: '2' };

export const formValuesOf = (c: AdminCurrency): CurrencyFormValues => ({
  code: c.code,
  is_crypto: c.is_crypto,
  name: c.name,
  order: String(c.order),
  decimals: String(c.decimals),
});

const integer = (message: string) => kit.text().matches(/^-?\d{1,7}$/, message);

export const currencySchema = yup.object({
  code: kit.text().matches(/^[A-Za-z0-9]{2,10}$/, 'Код валюты: 2–10 латинских букв или цифр.'),
  name: kit.text().max(100, 'Не более 100 символов'),
  order: integer('Целое число'),
  decimals: kit
    .text()
    .matches(/^\d$/, 'От 0 до 8')
    .test('range', 'Фиат: от 0 до 2, крипто: от 0 до 8', function check(v) {
      return !v || Number(v) <= ((this.parent as CurrencyFormValues).is_crypto ? 8 : 2);
    }),
});

export const changesOf = (v: CurrencyFormValues): AdminCurrencyChanges => ({
  name: v.name.trim(),
  order: Number(v.order),
  decimals: Number(v.decimals),
});

export const bodyOf = (v: CurrencyFormValues): AdminCurrencyBody => ({ ...changesOf(v), code: v.code.trim().toUpperCase(), is_crypto: v.is_crypto });
