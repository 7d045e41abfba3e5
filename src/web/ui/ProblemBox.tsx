import styled from 'styled-components';
import { theme } from './theme';

/**
 * Where a screen or a form says what went wrong as a whole (a refusal, a list that did not
 * load), above what it concerns; give it `role="alert"` where it appears after an action.
 */
export const ProblemBox = styled.div`
  margin-bottom: 14px;
  padding: 10px 12px;
  border: 1px solid ${theme.colors.danger};
  border-radius: ${theme.radius};
  color: ${theme.colors.danger};
  background: #fdecec;
  p { margin: 0; }
  p + p { margin-top: 4px; }
  p + button { margin-top: 8px; }
`;
