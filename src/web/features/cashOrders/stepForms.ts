import Decimal from 'decimal.js';
import * as yup from 'yup';
import type { CashOrder } from '../../../shared/contract/cashOrders';
import { DispatchCashOrderBody, SettleCashOrderBody } from '../../../shared/contract/request/cashOrders';
import { textOf } from '../../ui/form/requestLimits';
import type { CashOrderStepBody } from './cashOrderStepMachine';
import type { CashOrderStep } from './cashOrderSteps';
import { countedSum, denominationLines, type NoteCounts } from './denominationCount';

/** Every step form's values in one shape (a step uses its own part); kept across a retry. */
export interface StepValues {
  notes: NoteCounts;
  seal: string;
  courier: string;
  seal_intact: boolean;
  reason: string;
}

export const EMPTY_STEP_VALUES: StepValues = { notes: {}, seal: '', courier: '', seal_intact: true, reason: '' };

export const betweenCities = (order: Pick<CashOrder, 'from_city' | 'to_city'>) => order.from_city.id !== order.to_city.id;

/**
 * The dispatch's rules, limits from its request (formLimits.test.ts compares): the notes sum to
 * the order's amount exactly, the seal always, the courier between cities.
 */
export function dispatchSchema(order: Pick<CashOrder, 'amount' | 'currency' | 'from_city' | 'to_city'>) {
  const courier = textOf(DispatchCashOrderBody, 'courier');
  return yup.object({
    notes: yup
      .mixed<NoteCounts>()
      .test('lines', 'Пересчитайте купюры.', (notes) => denominationLines(notes ?? {}).length > 0)
      .test('sum', `Сумма по купюрам должна равняться сумме заявки.`, (notes) =>
        order.amount === null ? true : new Decimal(countedSum(notes ?? {})).equals(order.amount),
      ),
    seal: textOf(DispatchCashOrderBody, 'seal'),
    courier: betweenCities(order) ? courier.trim().required('Между городами укажите инкассатора.') : courier,
  });
}

export const settleSchema = yup.object({ reason: textOf(SettleCashOrderBody, 'reason') });

/** What the step sends, from the form. */
export function bodyOf(step: CashOrderStep, values: StepValues): CashOrderStepBody {
  if (step === 'dispatch') {
    const courier = values.courier.trim();
    return { denominations: denominationLines(values.notes), seal: values.seal.trim(), ...(courier ? { courier } : {}) };
  }
  if (step === 'receive') return { denominations: denominationLines(values.notes), seal_intact: values.seal_intact };
  if (step === 'settle') return { reason: values.reason.trim() };
  return undefined;
}
