import { useState } from 'react';
import styled from 'styled-components';
import type { AdminCashRegister } from '../../../../shared/contract';
import { errorMessage } from '../../../api/errors';
import { Button } from '../../../ui/Button';
import { Dialog, DialogActions } from '../../../ui/Dialog';
import { theme } from '../../../ui/theme';
import { useAdminFiatCurrenciesQuery } from '../currencies/adminCurrenciesApi';
import { useSetAdminRegisterPairMutation } from './adminCitiesApi';

const Pairs = styled.fieldset`
  border: 0;
  padding: 0;
  margin: 0;
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(180px, 1fr));
  gap: 6px 16px;
  legend { margin-bottom: 8px; color: ${theme.colors.muted}; }
  label { display: inline-flex; gap: 8px; align-items: center; }
`;

const Refusal = styled.p`
  color: ${theme.colors.danger};
`;

/**
 * The foreign currencies a register buys and sells against the base currency: each box is
 * one write (one audit row), at once. An inactive currency is shown (a pair of it may be
 * removed) but not offered.
 */
export function RegisterPairs({ register, onClose }: { register: AdminCashRegister; onClose: () => void }) {
  const { data: currencies } = useAdminFiatCurrenciesQuery();
  const [setPair, { isLoading }] = useSetAdminRegisterPairMutation();
  const [refusal, setRefusal] = useState<string | null>(null);
  const [shown, setShown] = useState(register);
  const paired = new Set(shown.pairs.map((p) => p.id));
  const foreign = (currencies?.results ?? []).filter((c) => !c.is_base && (c.is_active || paired.has(c.id)));
  return (
    <Dialog open title={`Валютные пары: ${register.name}`} onClose={onClose}>
      <Pairs disabled={isLoading}>
        <legend>Касса покупает и продаёт за базовую валюту:</legend>
        {foreign.map((c) => (
          <label key={c.id}>
            <input
              type="checkbox"
              checked={paired.has(c.id)}
              disabled={!c.is_active && !paired.has(c.id)}
              onChange={async (e) => {
                setRefusal(null);
                try {
                  setShown(await setPair({ id: register.id, currency: c.id, available: e.target.checked }).unwrap());
                } catch (error) {
                  setRefusal(errorMessage(error));
                }
              }}
            />
            {c.code} — {c.name}
            {!c.is_active && ' (отключена)'}
          </label>
        ))}
      </Pairs>
      {refusal && <Refusal role="alert">{refusal}</Refusal>}
      <DialogActions>
        <Button onClick={onClose}>Готово</Button>
      </DialogActions>
    </Dialog>
  );
}
