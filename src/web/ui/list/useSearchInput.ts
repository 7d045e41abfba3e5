import { useEffect, useState, type ChangeEvent, type KeyboardEvent } from 'react';

/** How long typing may pause before a list asks the server (one call per word, not per key). */
export const SEARCH_DELAY_MS = 300;

/**
 * A search input's props: the text as typed, and the search the list follows — asked once
 * typing pauses for `delayMs`, or at once on Enter; not on every key (each is a request).
 */
export function useSearchInput(value: string, onSearch: (text: string) => void, delayMs = SEARCH_DELAY_MS) {
  const [text, setText] = useState(value);
  // The URL may change under us (Back): show what it says, but keep a trailing space being typed.
  useEffect(() => setText((typed) => (typed.trim() === value ? typed : value)), [value]);
  useEffect(() => {
    if (text.trim() === value.trim()) return undefined;
    const timer = setTimeout(() => onSearch(text.trim()), delayMs);
    return () => clearTimeout(timer);
  }, [text, value, onSearch, delayMs]);
  return {
    type: 'search',
    value: text,
    onChange: (e: ChangeEvent<HTMLInputElement>) => setText(e.target.value),
    onKeyDown: (e: KeyboardEvent<HTMLInputElement>) => {
      if (e.key === 'Enter') onSearch(text.trim());
    },
  } as const;
}
