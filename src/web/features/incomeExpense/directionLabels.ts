import type { Direction } from '../../../shared/contract';
import { theme } from '../../ui/theme';

/**
 * Spec section 4: Income = Прием, Outcome = Выдача. The spec gives these no colour; money in
 * is the buy green and money out the sell red, the colours a cashier already reads as in / out.
 */
export const DIRECTION: Record<Direction, { label: string; colour: string }> = {
  Income: { label: 'Прием', colour: theme.colors.buy },
  Outcome: { label: 'Выдача', colour: theme.colors.sell },
};
