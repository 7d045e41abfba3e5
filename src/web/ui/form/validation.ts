import * as yup from 'yup';
import { MESSAGES } from '../../../shared/contract';
import { isDecimalString } from '../../../shared/money';
import { inRange, type DecimalLimits } from './decimalTyping';

/** docs/PRODUCT.md §5's one message for an empty required field (and an unchosen required select). */
export const REQUIRED = MESSAGES.required;

/**
 * The kit's yup pieces, so every form says the same things the same way:
 *   yup.object({ currency: kit.choice(), amount: kit.money({ decimals: 2, min: '0.01' }) })
 */
export const kit = {
  text: () => yup.string().trim().required(REQUIRED),
  optionalText: (max = 500) => yup.string().max(max, `Не более ${max} символов`),
  /** A required select: null until chosen. */
  choice: () => yup.number().nullable().required(REQUIRED),
  /** A required decimal string with at most `decimals` places, within [min, max]. */
  money: (limits: DecimalLimits) =>
    yup
      .string()
      .required(REQUIRED)
      .test('decimal', `Число, не более ${limits.decimals} знаков после точки`, (v) => !v || isDecimalString(v, limits.decimals))
      .test('range', rangeMessage(limits), (v) => !v || inRange(v, limits)),
  optionalMoney: (limits: DecimalLimits) =>
    yup
      .string()
      .test('decimal', `Число, не более ${limits.decimals} знаков после точки`, (v) => !v || isDecimalString(v, limits.decimals))
      .test('range', rangeMessage(limits), (v) => !v || inRange(v, limits)),
  date: () => yup.date().nullable().required(REQUIRED),
};

function rangeMessage({ min, max }: DecimalLimits): string {
  if (min !== undefined && max !== undefined) return `От ${min} до ${max}`;
  if (min !== undefined) return `Не меньше ${min}`;
  return `Не больше ${max}`;
}
