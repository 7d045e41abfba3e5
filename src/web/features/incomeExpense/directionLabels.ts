import type { Direction } from '../../../shared/contract';
import { theme } from '../../ui/theme';

/**
 * docs/PRODUCT.md §4: Income = Прием, Outcome = Выдача. §4 gives these no colour; money in
 * is the buy green and money out the sell red, the colours a cashier already reads as in / out.
 */
export const DIRECTION: Record<Direction, { label: string; colour: string }> = {
  Income: { label: 'Прием', colour: theme.colors.buy },
  Outcome: { label: 'Выдача', colour: theme.colors.sell },
};
