import { useEffect, useState } from 'react';
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
  flex: 1 1 240px;
  max-width: 420px;
  input { ${inputCss} }
`;

/** Typing may pause this long before the list asks the server (one call per word, not per key). */
const SEARCH_DELAY_MS = 300;

/** The list's search: a name fragment in any order, a document number or a phone; Enter searches at once. */
export function ClientSearch({ value, onSearch }: { value: string; onSearch: (text: string) => void }) {
  const [text, setText] = useState(value);
  useEffect(() => setText((typed) => (typed.trim() === value ? typed : value)), [value]);
  useEffect(() => {
    if (text.trim() === value.trim()) return undefined;
    const timer = setTimeout(() => onSearch(text.trim()), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [text, value, onSearch]);
  return (
    <Label>
      Поиск клиента
      <input
        type="search"
        value={text}
        placeholder="ФИО, номер документа или телефон"
        onChange={(e) => setText(e.target.value)}
        onKeyDown={(e) => {
          if (e.key === 'Enter') onSearch(text.trim());
        }}
      />
    </Label>
  );
}
