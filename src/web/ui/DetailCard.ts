import styled from 'styled-components';
import { theme } from './theme';

/** A record's card: label and value pairs in two columns (a person's, a client's). */
export const DetailCard = styled.dl`
  display: grid;
  grid-template-columns: max-content minmax(0, 1fr);
  gap: 8px 16px;
  margin: 0 0 20px;
  padding: 16px;
  background: ${theme.colors.surface};
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radius};
  dt { color: ${theme.colors.muted}; }
  dd { margin: 0; overflow-wrap: anywhere; }
`;
