import { compareDecimal, formatAmount } from '../../../shared/money';
import type { CityCompliance } from '../../api/clientTypes';

/**
 * What the form says live, before sending, when the typed deal needs a client: the server's
 * own sentence, from the city's identification threshold and the deal's base-currency
 * equivalent. Null when the city sets no threshold, the sum is not typed yet or is below it.
 */
export function dealNeedsClient(compliance: CityCompliance | undefined, baseTotal: string | null, baseCode: string): string | null {
  const threshold = compliance?.identification_threshold;
  if (!threshold || !baseTotal || !/^\d+(\.\d+)?$/.test(baseTotal)) return null;
  if (compareDecimal(baseTotal, threshold) < 0) return null;
  return `Нужна идентификация клиента: сумма от ${formatAmount(threshold)} ${baseCode}.`.replace(/\s+\./, '.');
}

/** A transfer's sender or receiver, when the city identifies every transfer whatever the amount. */
export function transferNeedsClient(compliance: CityCompliance | undefined, who: 'sender' | 'receiver'): string | null {
  if (!compliance?.identify_transfers) return null;
  return who === 'sender' ? 'Город требует идентифицировать отправителя перевода.' : 'Город требует идентифицировать получателя перевода.';
}
