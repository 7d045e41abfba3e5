import { useState } from 'react';
import styled from 'styled-components';
import { canSetRates } from '../../../shared/contract';
import { formatAmount } from '../../../shared/money';
import { useGetMeQuery } from '../../api/meApi';
import { useCityLimitsQuery, useCurrenciesQuery } from '../../api/referenceApi';
import { Button } from '../../ui/Button';
import { theme } from '../../ui/theme';
import { CityLimitsForm } from './CityLimitsForm';

const Panel = styled.section`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 8px 24px;
  margin-bottom: 16px;
  padding: 10px 14px;
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radius};
`;
const Item = styled.span`
  white-space: nowrap;
`;

/**
 * The city's limits on a cashier's exchange, above its rates: everyone in the city reads them
 * (the exchange form applies them); supervisors and admins change them (the API refuses others).
 */
export function CityLimitsPanel({ cityId }: { cityId: number }) {
  const { data: me } = useGetMeQuery();
  const { data: limits } = useCityLimitsQuery(cityId);
  const { data: currencies } = useCurrenciesQuery();
  const [editing, setEditing] = useState(false);
  if (!limits) return null;
  const baseCode = currencies?.find((c) => c.is_base)?.code ?? '';
  return (
    <Panel aria-label="Лимиты города">
      <Item>Допуск курса: ±{limits.rate_tolerance_percent} %</Item>
      <Item>
        Наибольшая операция:{' '}
        {limits.max_operation_amount === null ? 'без ограничения' : `${formatAmount(limits.max_operation_amount)} ${baseCode}`}
      </Item>
      {me && canSetRates(me) && (
        <Button $variant="secondary" onClick={() => setEditing(true)}>
          Изменить лимиты
        </Button>
      )}
      {editing && <CityLimitsForm cityId={cityId} current={limits} baseCode={baseCode} onClose={() => setEditing(false)} />}
    </Panel>
  );
}
