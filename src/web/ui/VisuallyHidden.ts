import styled from 'styled-components';

/** Text for screen readers only: in the accessibility tree, out of sight (a count's words, a column's name). */
export const VisuallyHidden = styled.span`
  position: absolute;
  width: 1px;
  height: 1px;
  overflow: hidden;
  clip-path: inset(50%);
  white-space: nowrap;
`;
