import styled from 'styled-components';
import { media, theme } from '../theme';

/** Two short fields side by side on a desktop, one above the other on a phone. */
export const FormRow = styled.div`
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: 12px;
  ${media.mobile} { grid-template-columns: 1fr; }
`;

/** A line under the client field saying what the form needs or what the server will refuse. */
export const ClientNote = styled.span<{ $tone: 'need' | 'danger' }>`
  display: block;
  font-size: 12px;
  color: ${(p) => (p.$tone === 'danger' ? theme.colors.danger : theme.colors.handedOver)};
  font-weight: 600;
`;
