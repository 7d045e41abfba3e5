import styled from 'styled-components';
import type { PersonBalance } from '../../../shared/contract';
import { formatAmount } from '../../../shared/money';
import { theme } from '../../ui/theme';
import { balanceSide, BALANCE_SIDE_LABEL, signedAmount, type BalanceSide } from './balanceSide';

const COLOUR: Record<BalanceSide, string> = {
  creditor: theme.colors.buy,
  debtor: theme.colors.sell,
};

/** Amounts right-aligned in one column, codes in the next: digits line up across currencies. */
const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  grid-template-columns: max-content max-content;
  gap: 2px 6px;
`;

const Amount = styled.li<{ $side: BalanceSide }>`
  display: contents;
  color: ${({ $side }) => COLOUR[$side]};
  font-variant-numeric: tabular-nums;
  font-weight: 600;
  span:first-child { text-align: right; }
`;

const None = styled.span`
  color: ${theme.colors.muted};
`;

/** The decimals of a balance: as many as the server sent (fiat 2, crypto 8), at least 2. */
function decimalsOf(amount: string): number {
  return Math.max(2, (amount.split('.')[1] ?? '').length);
}

/**
 * A person's balance per currency, as the API answers it (never through a float): a creditor
 * (positive: the network owes them) in green with a '+', a debtor (negative) in red, each
 * line saying which it is for a screen reader and a colour-blind reader alike.
 */
export function PersonBalances({ balances }: { balances: PersonBalance[] }) {
  if (balances.length === 0) return <None>Нет остатков</None>;
  return (
    <List aria-label="Баланс">
      {balances.map(({ currency, amount }) => {
        const side = balanceSide(amount);
        return (
          <Amount key={currency.id} $side={side} title={BALANCE_SIDE_LABEL[side]} data-side={side}>
            <span>{signedAmount(formatAmount(amount, decimalsOf(amount)))}</span> <span>{currency.code}</span>
          </Amount>
        );
      })}
    </List>
  );
}
