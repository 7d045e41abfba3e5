import { useId, type InputHTMLAttributes } from 'react';
import styled from 'styled-components';
import { theme } from './theme';

const Wrap = styled.div`
  display: flex;
  flex-direction: column;
  gap: 4px;
  margin-bottom: 14px;
`;

const Input = styled.input<{ $invalid: boolean }>`
  height: 38px;
  padding: 0 10px;
  border: 1px solid ${({ $invalid }) => ($invalid ? theme.colors.danger : theme.colors.border)};
  border-radius: ${theme.radius};
  background: ${theme.colors.surface};
`;

const Error = styled.span`
  color: ${theme.colors.danger};
  font-size: 12px;
`;

type Props = InputHTMLAttributes<HTMLInputElement> & {
  label: string;
  /** Shown only when set: callers pass it once the field was touched (spec section 5). */
  error?: string;
};

/** A labelled input whose error is tied to it with aria-describedby. */
export function TextField({ label, error, id, ...input }: Props) {
  const autoId = useId();
  const inputId = id ?? autoId;
  const errorId = `${inputId}-error`;
  return (
    <Wrap>
      <label htmlFor={inputId}>{label}</label>
      <Input
        id={inputId}
        $invalid={Boolean(error)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        {...input}
      />
      {error && <Error id={errorId}>{error}</Error>}
    </Wrap>
  );
}
