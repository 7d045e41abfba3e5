/** Positive: the network owes the person (creditor); negative: the person owes (debtor). */
export type BalanceSide = 'creditor' | 'debtor';

export const BALANCE_SIDE_LABEL: Record<BalanceSide, string> = {
  creditor: 'Кредитор',
  debtor: 'Дебитор',
};

/** Read from the decimal string's sign; a zero balance is never sent (the server drops it). */
export function balanceSide(amount: string): BalanceSide {
  return amount.trim().startsWith('-') ? 'debtor' : 'creditor';
}

/** A formatted amount with its sign spelled out: '+1 200.00' for a creditor, '-300.00' for a debtor. */
export function signedAmount(formatted: string): string {
  return formatted.startsWith('-') ? formatted : `+${formatted}`;
}
