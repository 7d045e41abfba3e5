import { useEffect, useId, useState } from 'react';
import styled from 'styled-components';
import { inputCss } from '../../ui/form/FieldFrame';
import { theme } from '../../ui/theme';

const Label = styled.label`
  display: flex;
  flex-direction: column;
  gap: 4px;
  font-size: 12px;
  color: ${theme.colors.muted};
  min-width: 0;
  flex: 1 1 220px;
  max-width: 360px;
`;

const Input = styled.input`
  ${inputCss}
`;

const Select = styled.select`
  ${inputCss}
`;

/** How long typing may pause before the list asks the server (one call per word, not per key). */
export const SEARCH_DELAY_MS = 300;

/** 'Поиск по имени': the list follows the text once typing pauses; Enter searches at once. */
export function PersonSearch({ value, onSearch }: { value: string; onSearch: (text: string) => void }) {
  const [text, setText] = useState(value);
  // The URL may change under us (Back): show what it says, but keep a trailing space being typed.
  useEffect(() => setText((typed) => (typed.trim() === value ? typed : value)), [value]);
  useEffect(() => {
    if (text.trim() === value.trim()) return undefined;
    const timer = setTimeout(() => onSearch(text.trim()), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [text, value, onSearch]);
  return (
    <Label>
      Поиск по имени
      <Input
        type="search"
        value={text}
        placeholder="Имя, фамилия или телефон"
        onChange={(e) => setText(e.target.value)}
        onKeyDown={(e) => {
          if (e.key === 'Enter') onSearch(text.trim());
        }}
      />
    </Label>
  );
}

/** A labelled native select: the status filter (short, fixed options; the kit's combobox is for forms). */
export function FilterSelect<V extends string>({
  label,
  value,
  options,
  onChange,
}: {
  label: string;
  value: V;
  options: { value: V; label: string }[];
  onChange: (value: V) => void;
}) {
  const id = useId();
  return (
    <Label htmlFor={id} style={{ flex: '0 1 180px' }}>
      {label}
      <Select id={id} value={value} onChange={(e) => onChange(e.target.value as V)}>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </Select>
    </Label>
  );
}
