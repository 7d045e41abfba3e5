import { useState, type InputHTMLAttributes } from 'react';
import styled from 'styled-components';
import { groupThousands } from '../../../shared/money';
import { inputCss } from './FieldFrame';
import { acceptTyped, normalise, type DecimalLimits } from './decimalTyping';

const Input = styled.input`
  ${inputCss}
  text-align: right;
  font-variant-numeric: tabular-nums;
`;

type Props = DecimalLimits &
  Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'onChange' | 'min' | 'max' | 'type'> & {
    /** A decimal string ('' when empty); never a number. */
    value: string;
    onChange: (value: string) => void;
  };

/**
 * An amount or rate as a decimal string in and out (never a float). While focused it shows
 * what is typed; at rest, the thousands grouped (docs/PRODUCT.md §9). Keystrokes past the
 * precision or `max` are refused (docs/PRODUCT.md §5); a comma is taken as the point.
 */
export function MoneyInput({ value, onChange, decimals, min, max, onFocus, onBlur, ...input }: Props) {
  const [focused, setFocused] = useState(false);
  const [draft, setDraft] = useState<string | null>(null);
  // What was typed ("12." or "0,5") while it still means the value; the value if the form changed it.
  const typed = draft !== null && normalise(draft) === value ? draft : value;
  const shown = focused ? typed : value ? groupThousands(value) : '';
  return (
    <Input
      {...input}
      type="text"
      inputMode="decimal"
      autoComplete="off"
      value={shown}
      onFocus={(e) => {
        setFocused(true);
        setDraft(value);
        onFocus?.(e);
      }}
      onChange={(e) => {
        const next = acceptTyped(e.target.value, { decimals, min, max });
        if (next === null) return;
        setDraft(next);
        onChange(normalise(next));
      }}
      onBlur={(e) => {
        setFocused(false);
        setDraft(null);
        onBlur?.(e);
      }}
    />
  );
}
