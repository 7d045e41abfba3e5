import { useId } from 'react';
import styled from 'styled-components';
import { errorMessage } from '../../api/errors';
import { inputCss } from '../../ui/form/FieldFrame';
import { theme } from '../../ui/theme';

const Label = styled.label`
  display: flex;
  flex-direction: column;
  gap: 4px;
  font-size: 12px;
  color: ${theme.colors.muted};
  flex: 0 1 220px;
  select { ${inputCss} }
`;

/** A labelled native select for a short fixed filter (the kit's combobox is for forms). */
export function FilterSelect<V extends string>({ label, value, options, onChange }: {
  label: string;
  value: V;
  options: { value: V; label: string }[];
  onChange: (value: V) => void;
}) {
  const id = useId();
  return (
    <Label htmlFor={id}>
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

/** The server's own sentence for a refused decision (any field, or detail). */
export function refusalOf(error: unknown): string {
  const data = error && typeof error === 'object' && 'data' in error ? (error as { data: unknown }).data : null;
  if (data && typeof data === 'object' && !Array.isArray(data)) {
    for (const value of Object.values(data as Record<string, unknown>)) {
      const text = Array.isArray(value) ? value.find((v) => typeof v === 'string') : value;
      if (typeof text === 'string' && text.trim()) return text;
    }
  }
  return errorMessage(error);
}
