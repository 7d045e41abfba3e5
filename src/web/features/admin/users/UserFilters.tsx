import { ADMIN_SEARCH_DELAY_MS, ACTIVE_OPTIONS, FilterBar, SearchFilter, SelectFilter } from '../../../ui/list';
import { useAdminCitiesQuery } from './adminUsersApi';
import { ROLES } from './userForm';
import type { UserListState } from './userListState';

interface Props {
  state: UserListState;
  onChange: (changes: Partial<UserListState>) => void;
}

/** Search (on Enter or after a pause), role, city, active: each change is a new URL. */
export function UserFilters({ state, onChange }: Props) {
  const { data: cities } = useAdminCitiesQuery();
  return (
    <FilterBar label="Фильтры пользователей">
      <SearchFilter delayMs={ADMIN_SEARCH_DELAY_MS} value={state.search} placeholder="логин, имя, фамилия" onChange={(search) => onChange({ search })} />
      <SelectFilter label="Роль" value={state.role} options={ROLES.map((r) => ({ value: r, label: r }))} onChange={(role) => onChange({ role })} />
      <SelectFilter
        label="Город"
        value={state.city ? String(state.city) : ''}
        options={(cities?.results ?? []).map((c) => ({ value: String(c.id), label: c.name }))}
        onChange={(city) => onChange({ city: city ? Number(city) : null })}
      />
      <SelectFilter label="Активность" value={state.active} options={ACTIVE_OPTIONS} onChange={(active) => onChange({ active: active as UserListState['active'] })} />
    </FilterBar>
  );
}
