import { SearchFilter } from '../../ui/list';

/** 'Поиск по имени': the list follows the text once typing pauses; Enter searches at once. */
export function PersonSearch({ value, onSearch }: { value: string; onSearch: (text: string) => void }) {
  return <SearchFilter label="Поиск по имени" placeholder="Имя, фамилия или телефон" value={value} onChange={onSearch} />;
}
