import styled from 'styled-components';
import { formatAmount } from '../../../../shared/money';
import { useDayBalanceQuery } from '../../../api/balancesApi';
import { todayWire } from '../../../appConfig';
import { theme } from '../../../ui/theme';

const Strip = styled.dl`
  display: flex;
  flex-wrap: wrap;
  gap: 8px 20px;
  margin: 0 0 16px;
  padding: 10px 14px;
  background: ${theme.colors.surface};
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radius};
  div { display: flex; gap: 6px; }
  dt { color: ${theme.colors.muted}; }
  dd { margin: 0; font-weight: 600; font-variant-numeric: tabular-nums; }
`;

/**
 * What the register holds now (today's closing balance from day_balance): a transfer moves it,
 * so the cashier sees the effect without leaving the screen.
 */
export function RegisterBalance({ cashRegister }: { cashRegister: number }) {
  const { data } = useDayBalanceQuery({ cashRegister, date: todayWire() });
  if (!data) return null;
  return (
    <Strip aria-label="Остаток кассы">
      {data.balances.map((row) => (
        <div key={row.currency.id}>
          <dt>{row.currency.code}</dt>
          <dd>{formatAmount(row.closing)}</dd>
        </div>
      ))}
    </Strip>
  );
}
