import { useEffect, useId, useState, type ChangeEvent, type KeyboardEvent } from 'react';
import styled from 'styled-components';
import { inputCss } from './form/FieldFrame';
import { theme } from './theme';

/** A list's filters above its table: a labelled search or select, wrapping on a narrow screen. */
const Label = styled.label<{ $basis: string; $max?: string }>`
  display: flex;
  flex-direction: column;
  gap: 4px;
  font-size: 12px;
  color: ${theme.colors.muted};
  min-width: 0;
  flex: 0 1 ${(p) => p.$basis};
  ${(p) => (p.$max ? `flex-grow: 1; max-width: ${p.$max};` : '')}
  input, select { ${inputCss} }
`;

/** How long typing may pause before the list asks the server (one call per word, not per key). */
export const SEARCH_DELAY_MS = 300;

interface ListSearchProps {
  label: string;
  placeholder: string;
  value: string;
  onSearch: (text: string) => void;
}

/**
 * A search input's props: the text as typed, and the search the list follows — asked once
 * typing pauses for `delayMs`, or at once on Enter; not on every key (each is a request).
 */
export function useSearchInput(value: string, onSearch: (text: string) => void, delayMs = SEARCH_DELAY_MS) {
  const [text, setText] = useState(value);
  // The URL may change under us (Back): show what it says, but keep a trailing space being typed.
  useEffect(() => setText((typed) => (typed.trim() === value ? typed : value)), [value]);
  useEffect(() => {
    if (text.trim() === value.trim()) return undefined;
    const timer = setTimeout(() => onSearch(text.trim()), delayMs);
    return () => clearTimeout(timer);
  }, [text, value, onSearch, delayMs]);
  return {
    type: 'search',
    value: text,
    onChange: (e: ChangeEvent<HTMLInputElement>) => setText(e.target.value),
    onKeyDown: (e: KeyboardEvent<HTMLInputElement>) => {
      if (e.key === 'Enter') onSearch(text.trim());
    },
  } as const;
}

/** A list's search: the list follows the text once typing pauses; Enter searches at once. */
export function ListSearch({ label, placeholder, value, onSearch }: ListSearchProps) {
  const input = useSearchInput(value, onSearch);
  return (
    <Label $basis="240px" $max="420px">
      {label}
      <input {...input} placeholder={placeholder} />
    </Label>
  );
}

/** A labelled native select for a short fixed filter (the kit's combobox is for forms). */
export function FilterSelect<V extends string>({ label, value, options, onChange }: {
  label: string;
  value: V;
  options: { value: V; label: string }[];
  onChange: (value: V) => void;
}) {
  const id = useId();
  return (
    <Label htmlFor={id} $basis="200px">
      {label}
      <select id={id} value={value} onChange={(e) => onChange(e.target.value as V)}>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </Label>
  );
}
