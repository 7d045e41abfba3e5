import styled from 'styled-components';
import { theme } from '../../ui/theme';

/** The card a bare page (sign-in, a new password) stands in, centred by BareLayout; `$width` at most. */
export const AuthCard = styled.section<{ $width: number }>`
  width: min(${(p) => p.$width}px, 100%);
  padding: 28px 24px;
  background: ${theme.colors.surface};
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radius};
`;
