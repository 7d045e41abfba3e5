import type { ReactNode } from 'react';
import styled from 'styled-components';
import { useSearchInput } from '../../../ui/ListFilters';
import { theme } from '../../../ui/theme';

/** How long typing may pause in an admin list's search before the list asks the server (the other lists: SEARCH_DELAY_MS). */
const SEARCH_PAUSE_MS = 400;

const Bar = styled.form`
  display: flex;
  flex-wrap: wrap;
  gap: 10px 16px;
  align-items: flex-end;
  margin-bottom: 14px;
  label { display: flex; flex-direction: column; gap: 4px; font-size: 13px; color: ${theme.colors.muted}; }
  input, select {
    min-height: 36px;
    padding: 0 8px;
    border: 1px solid ${theme.colors.border};
    border-radius: ${theme.radius};
    font: inherit;
    color: ${theme.colors.text};
    background: ${theme.colors.surface};
  }
`;

/** A list's filters: a search landmark whose every change is a new URL (listState.ts). */
export function FilterBar({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Bar role="search" aria-label={label} onSubmit={(e) => e.preventDefault()}>
      {children}
    </Bar>
  );
}

/** Free text, applied on Enter or after a pause in typing (not on every key: each is a request). */
export function SearchFilter({ label = 'Поиск', value, placeholder, onChange }: { label?: string; value: string; placeholder?: string; onChange: (value: string) => void }) {
  const input = useSearchInput(value, onChange, SEARCH_PAUSE_MS);
  return (
    <label>
      {label}
      <input {...input} placeholder={placeholder} />
    </label>
  );
}

export interface FilterOption {
  value: string;
  label: string;
}

/** A select of a few values; the first option ("Все", value '') means no filter. */
export function SelectFilter({ label, value, options, onChange }: { label: string; value: string; options: FilterOption[]; onChange: (value: string) => void }) {
  return (
    <label>
      {label}
      <select value={value} onChange={(e) => onChange(e.target.value)}>
        <option value="">Все</option>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </label>
  );
}

export const ACTIVE_OPTIONS: FilterOption[] = [
  { value: 'yes', label: 'Активные' },
  { value: 'no', label: 'Неактивные' },
];
