import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Button } from '../../ui/Button';
import { theme } from '../../ui/theme';

const Box = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 12px;
  margin-bottom: 16px;
  padding: 10px 14px;
  border: 1px solid ${theme.colors.buy};
  border-left-width: 4px;
  border-radius: ${theme.radius};
  background: ${theme.colors.surface};
`;

/** A screen's "done" line (role=status, so it is announced), with a close button. */
export function Notice({ children, onClose }: { children: ReactNode; onClose: () => void }) {
  return (
    <Box role="status">
      <span>{children}</span>
      <Button $variant="ghost" aria-label="Скрыть сообщение" onClick={onClose}>
        ×
      </Button>
    </Box>
  );
}
