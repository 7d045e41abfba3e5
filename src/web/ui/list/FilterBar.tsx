import { useId, type ReactNode } from 'react';
import styled from 'styled-components';
import { inputCss } from '../form/FieldFrame';
import { theme } from '../theme';
import { SEARCH_DELAY_MS, useSearchInput } from './useSearchInput';

/** The admin lists' pause in typing, as they have always had it (the other lists wait SEARCH_DELAY_MS). */
export const ADMIN_SEARCH_DELAY_MS = 400;

/** Only the filters' row: each filter carries its own look, the same in a bar or a screen's toolbar. */
const Bar = styled.form`
  display: flex;
  flex-wrap: wrap;
  gap: 10px 16px;
  align-items: flex-end;
  margin-bottom: 14px;
`;

/**
 * A filter's label above its control, which looks like a form's input: it wraps on a narrow
 * screen, and a search takes the room that is left, up to a readable width.
 */
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

/** A list's filters: a search landmark whose every change is a new URL (listState.ts). */
export function FilterBar({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Bar role="search" aria-label={label} onSubmit={(e) => e.preventDefault()}>
      {children}
    </Bar>
  );
}

interface SearchFilterProps {
  label?: string;
  value: string;
  placeholder?: string;
  onChange: (value: string) => void;
  /** The pause in typing before the list follows (SEARCH_DELAY_MS unless the list says). */
  delayMs?: number;
}

/** Free text, applied on Enter or after a pause in typing (not on every key: each is a request). */
export function SearchFilter({ label = 'Поиск', value, placeholder, onChange, delayMs = SEARCH_DELAY_MS }: SearchFilterProps) {
  const input = useSearchInput(value, onChange, delayMs);
  return (
    <Label $basis="240px" $max="420px">
      {label}
      <input {...input} placeholder={placeholder} />
    </Label>
  );
}

export interface FilterOption<V extends string = string> {
  value: V;
  label: string;
}

interface SelectFilterProps<V extends string> {
  label: string;
  value: V;
  options: FilterOption<V>[];
  onChange: (value: V) => void;
  /**
   * The first option, value '', meaning no filter («Все» unless named); null when the options
   * hold their own (a status whose default is one of its values).
   */
  all?: string | null;
}

/** A select of a few values, by default with «Все» (value '') first. */
export function SelectFilter<V extends string>({ label, value, options, onChange, all = 'Все' }: SelectFilterProps<V>) {
  const id = useId();
  return (
    <Label htmlFor={id} $basis="200px">
      {label}
      <select id={id} value={value} onChange={(e) => onChange(e.target.value as V)}>
        {all !== null && <option value="">{all}</option>}
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </Label>
  );
}

export const ACTIVE_OPTIONS: FilterOption[] = [
  { value: 'yes', label: 'Активные' },
  { value: 'no', label: 'Неактивные' },
];
