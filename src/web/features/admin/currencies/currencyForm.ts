import * as yup from 'yup';
import type { AdminCurrency, AdminCurrencyChanges } from '../../../../shared/contract';
import { AdminCurrencyBody } from '../../../../shared/contract/request/adminCurrencies';
import { kit } from '../../../ui/form';
import { textOf } from '../../../ui/form/requestLimits';

/**
 * The create and edit forms' values, as typed (numbers as text; the banknotes as one line,
 * "5000 2000 1000"). A new column of currencies is one more value here, in `changesOf` and in
 * CurrencyFormFields.
 */
export interface CurrencyFormValues {
  code: string;
  is_crypto: boolean;
  name: string;
  order: string;
  decimals: string;
  denominations: string;
}

export const EMPTY_CURRENCY: CurrencyFormValues = { code: '', is_crypto: false, name: '', order: '0', decimals: '2', denominations: '' };

/** The typed banknotes: separated by spaces, commas or semicolons (a fraction takes a point: 0.50). */
export const denominationsOf = (typed: string): string[] => typed.split(/[\s,;]+/).filter(Boolean);

/** Why the typed banknotes would be refused (the server says the same: currencyWrites.ts), or null. */
export function denominationsProblem(typed: string, decimals: number): string | null {
  // "1,5" is 1.5 to a Russian eye and two notes to the splitter: never guess, ask.
  const ambiguous = typed.match(/\d+,\d+/g);
  if (ambiguous) return `Запятая между цифрами неоднозначна: ${ambiguous.join(', ')}. Номиналы разделяйте пробелом или запятой с пробелом, дробные пишите через точку (0.50).`;
  const notes = denominationsOf(typed);
  const pattern = decimals > 0 ? new RegExp(`^\\d{1,12}(\\.\\d{1,${decimals}})?$`) : /^\d{1,12}$/;
  const wrong = notes.filter((n) => !pattern.test(n) || !/[1-9]/.test(n));
  if (wrong.length) return `Номиналы — положительные числа, не более ${decimals} знаков после запятой (дробные через точку): ${wrong.join(', ')}`;
  // Equal notes spelled differently ("100" and "100.00") are one: compare them trimmed.
  const trimmed = notes.map((n) => (n.includes('.') ? n.replace(/\.?0+$/, '') : n).replace(/^0+(?=\d)/, ''));
  const repeated = [...new Set(trimmed.filter((n, i) => trimmed.indexOf(n) !== i))];
  return repeated.length ? `Номинал указан дважды: ${repeated.join(', ')}` : null;
}

export const formValuesOf = (c: AdminCurrency): CurrencyFormValues => ({
  code: c.code,
  is_crypto: c.is_crypto,
  name: c.name,
  order: String(c.order),
  decimals: String(c.decimals),
  denominations: c.denominations.join(' '),
});

const integer = (message: string) => kit.text().matches(/^-?\d{1,7}$/, message);

export const currencySchema = yup.object({
  code: textOf(AdminCurrencyBody, 'code'),
  name: textOf(AdminCurrencyBody, 'name'),
  order: integer('Целое число'),
  decimals: kit
    .text()
    .matches(/^\d$/, 'От 0 до 8')
    .test('range', 'Фиат: от 0 до 2, крипто: от 0 до 8', function check(v) {
      return !v || Number(v) <= ((this.parent as CurrencyFormValues).is_crypto ? 8 : 2);
    }),
  denominations: yup.string().test('notes', function check(v) {
    const { decimals, is_crypto: crypto } = this.parent as CurrencyFormValues;
    const problem = crypto || !v ? null : denominationsProblem(v, /^\d$/.test(decimals) ? Math.min(Number(decimals), 2) : 2);
    return problem ? this.createError({ message: problem }) : true;
  }),
});

const common = (v: CurrencyFormValues) => ({ name: v.name.trim(), order: Number(v.order), decimals: Number(v.decimals) });

/** The edit's body: a crypto currency has no banknotes to send. */
export const changesOf = (v: CurrencyFormValues): AdminCurrencyChanges =>
  v.is_crypto ? common(v) : { ...common(v), denominations: denominationsOf(v.denominations) };

/** A new currency takes its code's usual banknotes (the server's defaults); they are edited afterwards. */
export const bodyOf = (v: CurrencyFormValues): AdminCurrencyBody => ({ ...common(v), code: v.code.trim().toUpperCase(), is_crypto: v.is_crypto });
