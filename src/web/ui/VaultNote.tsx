import styled from 'styled-components';
import { useCashRegisterQuery } from '../api/referenceApi';
import { REGISTER_KIND_LABEL, VAULT_NO_CLIENTS } from './registerKind';
import { theme } from './theme';

const Note = styled.p`
  margin: 0;
  padding: 12px 16px;
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radius};
  background: ${theme.colors.surface};
`;

/** Where a till offers a client operation, the city's vault says why it offers none (docs/VAULT.md). */
export function VaultNote() {
  return (
    <Note role="note" aria-label={REGISTER_KIND_LABEL.vault}>
      {VAULT_NO_CLIENTS}
    </Note>
  );
}

/** Whether the register is the city's vault (from the cache: its layout loaded it). */
export function useIsVault(registerId: number | null): boolean {
  const { data } = useCashRegisterQuery(registerId ?? 0, { skip: !registerId });
  return data?.kind === 'vault';
}
