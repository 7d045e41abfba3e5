import styled from 'styled-components';
import { theme } from '../../../ui/theme';

/** Two fields side by side (amount and rate), stacked on a narrow panel. */
export const FormRow = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(150px, 1fr));
  gap: 0 12px;
`;

/** The live total, read out as it changes. */
export const LiveTotal = styled.output`
  display: block;
  margin: 4px 0 14px;
  padding: 10px 12px;
  background: ${theme.colors.background};
  border-radius: ${theme.radius};
  font-variant-numeric: tabular-nums;
  strong { font-size: 16px; }
`;
