import { useState } from 'react';
import styled from 'styled-components';
import type { AdminCity } from '../../../../shared/contract';
import { errorMessage } from '../../../api/errors';
import { theme } from '../../../ui/theme';
import { useSetAdminCityPublishRatesMutation } from './adminCitiesApi';

const Label = styled.label`
  display: inline-flex;
  gap: 8px;
  align-items: center;
  cursor: pointer;
`;

const Refusal = styled.span`
  color: ${theme.colors.danger};
`;

/**
 * «Публиковать курсы» of one city: on, its day's rates are public (the office's screen at
 * /board/{id}, the website feed); off, both answer 404. One write (one audit row), at once.
 */
export function PublishRatesToggle({ city }: { city: AdminCity }) {
  const [setPublish, { isLoading }] = useSetAdminCityPublishRatesMutation();
  const [refusal, setRefusal] = useState<string | null>(null);
  return (
    <Label>
      <input
        type="checkbox"
        checked={city.publish_rates}
        disabled={isLoading}
        aria-label={`Публиковать курсы ${city.name}`}
        onChange={async (e) => {
          setRefusal(null);
          try {
            await setPublish({ id: city.id, publish_rates: e.target.checked }).unwrap();
          } catch (error) {
            setRefusal(errorMessage(error));
          }
        }}
      />
      {city.publish_rates ? 'Да' : 'Нет'}
      {refusal && <Refusal role="alert">{refusal}</Refusal>}
    </Label>
  );
}
