import { useId, useState } from 'react';
import styled from 'styled-components';
import { controlAria, FieldFrame, inputCss } from '../../../ui/form/FieldFrame';

const Input = styled.input`
  ${inputCss}
  max-width: 220px;
  font-size: 18px;
  letter-spacing: 2px;
  font-variant-numeric: tabular-nums;
`;

export const DIGITS_ONLY = 'Только цифры: код перевода состоит из 8 цифр.';

interface Props {
  value: string;
  onChange: (digits: string) => void;
  /** A message from outside (the code cannot be sent, the server refused it). */
  error?: string | null;
  label?: string;
  autoFocus?: boolean;
}

/**
 * The client's 8-digit transfer code. Checked while typing: anything but a digit is dropped
 * at once and said so, and at most 8 digits go in; the count shows how many are still missing.
 */
export function TransferCodeField({ value, onChange, error, label = 'Код перевода', autoFocus }: Props) {
  const id = useId();
  const [refused, setRefused] = useState(false);
  const shown = refused ? DIGITS_ONLY : (error ?? null);
  const hint = `${value.length} из 8 цифр`;
  return (
    <FieldFrame id={id} label={label} error={shown ?? undefined} hint={hint} liveError>
      <Input
        {...controlAria(id, shown ?? undefined, hint)}
        value={value}
        inputMode="numeric"
        autoComplete="off"
        placeholder="00000000"
        autoFocus={autoFocus}
        onChange={(e) => {
          const typed = e.target.value.replace(/\s+/g, '');
          const digits = typed.replace(/\D/g, '').slice(0, 8);
          setRefused(/\D/.test(typed));
          onChange(digits);
        }}
      />
    </FieldFrame>
  );
}
