import { fromWireDate, toWireDate } from '../../../../shared/dates';
import { AUDIT_KIND_LABELS } from '../../../../shared/audit';
import { DatePicker } from '../../../ui/DatePicker';
import { ADMIN_SEARCH_DELAY_MS, FilterBar, SearchFilter, SelectFilter } from '../../../ui/list';
import { useAdminUserChoicesQuery } from '../users/adminUsersApi';
import type { AuditListState } from './auditListState';

const KIND_OPTIONS = Object.entries(AUDIT_KIND_LABELS)
  .map(([value, label]) => ({ value, label }))
  .sort((a, b) => a.label.localeCompare(b.label, 'ru'));

const day = (value: string) => (value ? fromWireDate(value) : null);
const wire = (date: Date | null) => (date ? toWireDate(date) : '');

/** Who, what kind of record, which record, which days: each change is a new URL. */
export function AuditFilters({ state, onChange }: { state: AuditListState; onChange: (changes: Partial<AuditListState>) => void }) {
  const { data: users } = useAdminUserChoicesQuery();
  const kindOptions = state.kind && !AUDIT_KIND_LABELS[state.kind] ? [...KIND_OPTIONS, { value: state.kind, label: state.kind }] : KIND_OPTIONS;
  return (
    <FilterBar label="Фильтры журнала">
      <SelectFilter
        label="Кто"
        value={state.user ? String(state.user) : ''}
        options={(users?.results ?? []).map((u) => ({ value: String(u.id), label: `${u.username}${u.last_name || u.first_name ? ` (${`${u.first_name} ${u.last_name}`.trim()})` : ''}` }))}
        onChange={(user) => onChange({ user: user ? Number(user) : null })}
      />
      <SelectFilter label="Вид записи" value={state.kind} options={kindOptions} onChange={(kind) => onChange({ kind })} />
      <SearchFilter delayMs={ADMIN_SEARCH_DELAY_MS} label="Запись №" value={state.record} placeholder="номер" onChange={(record) => onChange({ record })} />
      <label>
        Дата с
        <DatePicker label="Дата с" value={day(state.from)} maxDate={day(state.to) ?? undefined} onChange={(d) => onChange({ from: wire(d) })} />
      </label>
      <label>
        Дата по
        <DatePicker label="Дата по" value={day(state.to)} minDate={day(state.from) ?? undefined} onChange={(d) => onChange({ to: wire(d) })} />
      </label>
    </FilterBar>
  );
}
