import { useEffect, useState } from 'react';
import styled from 'styled-components';
import { theme } from '../../../ui/theme';
import { useAdminCitiesQuery } from './adminUsersApi';
import { ROLES } from './userForm';
import type { UserListState } from './userListState';

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

interface Props {
  state: UserListState;
  onChange: (changes: Partial<UserListState>) => void;
}

/** Search (on Enter or after a pause), role, city, active: each change is a new URL. */
export function UserFilters({ state, onChange }: Props) {
  const { data: cities } = useAdminCitiesQuery();
  const [search, setSearch] = useState(state.search);
  useEffect(() => setSearch(state.search), [state.search]);
  useEffect(() => {
    if (search === state.search) return;
    const timer = setTimeout(() => onChange({ search: search.trim() }), 400);
    return () => clearTimeout(timer);
  }, [search, state.search, onChange]);
  return (
    <Bar
      role="search"
      aria-label="Фильтры пользователей"
      onSubmit={(e) => {
        e.preventDefault();
        onChange({ search: search.trim() });
      }}
    >
      <label>
        Поиск
        <input type="search" value={search} placeholder="логин, имя, фамилия" onChange={(e) => setSearch(e.target.value)} />
      </label>
      <label>
        Роль
        <select value={state.role} onChange={(e) => onChange({ role: e.target.value })}>
          <option value="">Все</option>
          {ROLES.map((r) => (
            <option key={r} value={r}>
              {r}
            </option>
          ))}
        </select>
      </label>
      <label>
        Город
        <select value={state.city ?? ''} onChange={(e) => onChange({ city: e.target.value ? Number(e.target.value) : null })}>
          <option value="">Все</option>
          {cities?.results.map((c) => (
            <option key={c.id} value={c.id}>
              {c.name}
            </option>
          ))}
        </select>
      </label>
      <label>
        Активность
        <select value={state.active} onChange={(e) => onChange({ active: e.target.value as UserListState['active'] })}>
          <option value="">Все</option>
          <option value="yes">Активные</option>
          <option value="no">Неактивные</option>
        </select>
      </label>
    </Bar>
  );
}
