import styled, { css } from 'styled-components';
import { theme } from './theme';

type Variant = 'primary' | 'secondary' | 'ghost';

/** The app's one button; `$variant` keeps styling props off the DOM. */
// type="button" unless told otherwise, so a button inside a form never submits it by accident.
export const Button = styled.button.attrs((p) => ({ type: p.type ?? 'button' }))<{ $variant?: Variant }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: 6px;
  min-height: 36px;
  padding: 0 16px;
  border-radius: ${theme.radius};
  border: 1px solid ${theme.colors.primary};
  cursor: pointer;
  font-weight: 600;
  white-space: nowrap;
  ${({ $variant = 'primary' }) =>
    $variant === 'primary'
      ? css`
          background: ${theme.colors.primary};
          color: #fff;
          &:hover:not(:disabled) { background: ${theme.colors.primaryDark}; }
        `
      : $variant === 'secondary'
        ? css`
            background: ${theme.colors.surface};
            color: ${theme.colors.primary};
          `
        : css`
            background: transparent;
            border-color: transparent;
            color: inherit;
          `}
  &:disabled { opacity: 0.55; cursor: not-allowed; }
`;
