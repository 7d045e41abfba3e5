import { ListSearch } from '../../ui/ListFilters';

/** 'Поиск по имени': the list follows the text once typing pauses; Enter searches at once. */
export function PersonSearch({ value, onSearch }: { value: string; onSearch: (text: string) => void }) {
  return <ListSearch label="Поиск по имени" placeholder="Имя, фамилия или телефон" value={value} onSearch={onSearch} />;
}
