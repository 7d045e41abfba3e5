import { useCallback, useState } from 'react';
import styled from 'styled-components';
import { Button } from '../../../ui/Button';
import { media } from '../../../ui/theme';

/** A row's actions in one line on a desktop; on a phone's card they wrap (else the card scrolls sideways). */
export const RowActions = styled.div`
  display: flex;
  gap: 4px;
  flex-wrap: nowrap;
  ${media.mobile} { flex-wrap: wrap; justify-content: flex-end; }
`;

/** Smaller than the page's buttons, so a row of them fits a 1280 px screen. */
export const RowAction = styled(Button).attrs({ $variant: 'secondary' as const })`
  min-height: 30px;
  padding: 0 8px;
  font-size: 13px;
  text-decoration: none;
`;

/**
 * Which row's dialog is open, held by the list rather than by the row: a refetch after a write,
 * a new filter's page or a phone's card layout re-renders the rows, and a dialog whose state
 * lived in its row would close with it (a register's pairs stay open while each box is saved).
 */
export function useRowDialog<T, K extends string>() {
  const [open, setOpen] = useState<{ row: T; what: K } | null>(null);
  const show = useCallback((row: T, what: K) => setOpen({ row, what }), []);
  const close = useCallback(() => setOpen(null), []);
  return { open, show, close };
}
