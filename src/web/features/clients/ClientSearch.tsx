import { SearchFilter } from '../../ui/list';

/** The list's search: a name fragment in any order, a document's whole number or a phone; Enter searches at once. */
export function ClientSearch({ value, onSearch }: { value: string; onSearch: (text: string) => void }) {
  return <SearchFilter label="Поиск клиента" placeholder="ФИО, полный номер документа или телефон" value={value} onChange={onSearch} />;
}
