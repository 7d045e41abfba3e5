import styled from 'styled-components';
import { Button } from '../../../ui/Button';

/** A row's actions in one line. */
export const RowActions = styled.div`
  display: flex;
  gap: 4px;
  flex-wrap: nowrap;
`;

/** Smaller than the page's buttons, so a row of them fits a 1280 px screen. */
export const RowAction = styled(Button).attrs({ $variant: 'secondary' as const })`
  min-height: 30px;
  padding: 0 8px;
  font-size: 13px;
`;
