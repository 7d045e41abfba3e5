import { css } from 'styled-components';
import { theme } from '../theme';

/**
 * The list that drops under a field as it is typed into or opened — a select's options, the
 * client search's matches: over what follows the field, as wide as it, scrolling past
 * `maxHeight`.
 */
export const dropdownMenuCss = (maxHeight: number) => css`
  position: absolute;
  z-index: 1100;
  left: 0;
  right: 0;
  top: calc(100% + 2px);
  max-height: ${maxHeight}px;
  overflow-y: auto;
  margin: 0;
  padding: 4px 0;
  list-style: none;
  background: ${theme.colors.surface};
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radius};
  box-shadow: 0 6px 18px rgba(0, 0, 0, 0.12);
`;
