import type { ReactNode } from 'react';
import styled from 'styled-components';
import { theme } from '../theme';

const Wrap = styled.div`
  display: flex;
  flex-direction: column;
  gap: 4px;
  margin-bottom: 14px;
  min-width: 0;
`;

const Hint = styled.span`
  color: ${theme.colors.muted};
  font-size: 12px;
`;

const Error = styled.span`
  color: ${theme.colors.danger};
  font-size: 12px;
`;

/** The props a control needs to be tied to its label and error. */
export function controlAria(id: string, error: string | undefined, hint?: ReactNode) {
  const ids = [error ? `${id}-error` : null, hint ? `${id}-hint` : null].filter(Boolean).join(' ');
  return { id, 'aria-invalid': error ? true : undefined, 'aria-describedby': ids || undefined } as const;
}

interface Props {
  id: string;
  /** The form field's name: Enter goes on to the next empty required field by it (enterMovesOn.ts). */
  name?: string;
  label: ReactNode;
  error?: string;
  /** A line under the control (e.g. what the register holds). */
  hint?: ReactNode;
  /** Announce the error as it appears (a field checked while typing), not only on focus. */
  liveError?: boolean;
  children: ReactNode;
}

/** Label, control, hint and error: every field of every form looks and reads the same. */
export function FieldFrame({ id, name, label, error, hint, liveError, children }: Props) {
  return (
    <Wrap data-field={name}>
      <label htmlFor={id}>{label}</label>
      {children}
      {hint && <Hint id={`${id}-hint`}>{hint}</Hint>}
      {error && (
        <Error id={`${id}-error`} role={liveError ? 'alert' : undefined}>
          {error}
        </Error>
      )}
    </Wrap>
  );
}

export const inputCss = `
  height: 38px;
  padding: 0 10px;
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radius};
  background: ${theme.colors.surface};
  width: 100%;
  &[aria-invalid='true'] { border-color: ${theme.colors.danger}; }
`;
