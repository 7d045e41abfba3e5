import { useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import styled from 'styled-components';
import { theme } from '../theme';
import { dropdownMenuCss } from './dropdownMenu';
import { inputCss } from './FieldFrame';

export interface SelectOption<V extends string | number = string | number> {
  value: V;
  label: string;
  /** Options with the same group are listed under its heading (registers by city). */
  group?: string;
}

/** Letters typed within this pause spell one label's start (type-ahead). */
const TYPE_AHEAD_PAUSE_MS = 800;

/** docs/PRODUCT.md §9: a select's menu is at most 400 px high. */
export const SELECT_MENU_MAX_HEIGHT = 400;

const Wrap = styled.div`
  position: relative;
`;

const Input = styled.input`
  ${inputCss}
  padding-right: 28px;
  cursor: pointer;
  background-image: linear-gradient(45deg, transparent 50%, ${theme.colors.muted} 50%),
    linear-gradient(135deg, ${theme.colors.muted} 50%, transparent 50%);
  background-position: calc(100% - 15px) 50%, calc(100% - 10px) 50%;
  background-size: 5px 5px;
  background-repeat: no-repeat;
`;

const Menu = styled.ul`
  ${dropdownMenuCss(SELECT_MENU_MAX_HEIGHT)}
`;

const Option = styled.li`
  padding: 8px 12px;
  cursor: pointer;
  &[aria-selected='true'] { font-weight: 600; }
  &[data-active='true'] { background: ${theme.colors.background}; }
`;

const Group = styled.li`
  padding: 6px 12px 2px;
  font-size: 12px;
  color: ${theme.colors.muted};
`;

const Empty = styled.li`
  padding: 8px 12px;
  color: ${theme.colors.muted};
`;

export interface SelectInputProps<V extends string | number> {
  id?: string;
  value: V | null;
  options: SelectOption<V>[];
  onChange: (value: V) => void;
  onBlur?: () => void;
  placeholder?: string;
  /** Typing filters the options (persons, registers); otherwise typing jumps to a label. */
  searchable?: boolean;
  disabled?: boolean;
  'aria-invalid'?: boolean;
  'aria-describedby'?: string;
  'aria-label'?: string;
}

/**
 * A select with the WAI-ARIA combobox model: a closed input shows the choice; Enter, Alt+↓,
 * ↓ or a click opens the list (at most 400 px, scrolling); ↑/↓/Home/End move, Enter picks,
 * Escape closes without leaving a dialog, Tab leaves. Typing jumps as in a native select:
 * closed, it picks the option it spells; open, it moves there (Enter picks). A native <select> cannot limit its
 * menu's height or be searched, which docs/PRODUCT.md §9 and the person select need.
 */
export function SelectInput<V extends string | number>({
  id,
  value,
  options,
  onChange,
  onBlur,
  placeholder = 'Выберите',
  searchable = false,
  disabled,
  ...aria
}: SelectInputProps<V>) {
  const listId = useId();
  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState('');
  const [active, setActive] = useState(0);
  const menu = useRef<HTMLUListElement>(null);
  const typed = useRef({ text: '', at: 0 });
  const selected = options.find((o) => o.value === value) ?? null;

  const shown = useMemo(() => {
    const q = query.trim().toLocaleLowerCase('ru');
    return q ? options.filter((o) => o.label.toLocaleLowerCase('ru').includes(q)) : options;
  }, [options, query]);

  const openMenu = () => {
    if (disabled) return;
    setOpen(true);
    setQuery('');
    setActive(Math.max(0, options.findIndex((o) => o.value === value)));
  };
  const close = () => {
    setOpen(false);
    setQuery('');
  };
  const pick = (option: SelectOption<V> | undefined) => {
    if (!option) return;
    onChange(option.value);
    close();
  };
  const move = (index: number) => {
    const next = Math.max(0, Math.min(shown.length - 1, index));
    setActive(next);
    menu.current?.querySelector(`[data-index="${next}"]`)?.scrollIntoView?.({ block: 'nearest' });
  };

  /**
   * Type-ahead as a native select does it: letters typed in quick succession spell the start
   * of a label ("USD"); the same letter again steps to the next label starting with it.
   * Returns the index in `list` to go to, or -1.
   */
  const typeAhead = (key: string, list: SelectOption<V>[], from: number): number => {
    const now = Date.now();
    const text = (now - typed.current.at < TYPE_AHEAD_PAUSE_MS ? typed.current.text : '') + key.toLocaleLowerCase('ru');
    typed.current = { text, at: now };
    const starts = (o: SelectOption<V>, prefix: string) => o.label.toLocaleLowerCase('ru').startsWith(prefix);
    const sameLetter = [...text].every((c) => c === text[0]);
    if (sameLetter) {
      const next = list.findIndex((o, i) => i > from && starts(o, text[0]));
      return next >= 0 ? next : list.findIndex((o) => starts(o, text[0]));
    }
    return list.findIndex((o) => starts(o, text));
  };
  const printable = (e: KeyboardEvent<HTMLInputElement>) => e.key.length === 1 && !e.ctrlKey && !e.metaKey && !e.altKey;

  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (!open) {
      if (searchable && printable(e)) {
        // Typing into a closed searchable select starts a search.
        e.preventDefault();
        openMenu();
        setQuery(e.key);
        return;
      }
      // A space opens the list, unless it is inside a word being typed ("Касса №1").
      const typing = Date.now() - typed.current.at < TYPE_AHEAD_PAUSE_MS;
      if (!searchable && printable(e) && (e.key !== ' ' || typing)) {
        // Closed, typing picks the option it spells, as a native select: F2, "USD", Tab.
        e.preventDefault();
        const index = typeAhead(e.key, options, options.findIndex((o) => o.value === value));
        if (index >= 0 && options[index].value !== value) onChange(options[index].value);
        return;
      }
      if (e.key === 'ArrowDown' || e.key === 'ArrowUp' || (e.key === 'Enter' && !selected) || e.key === ' ') {
        e.preventDefault();
        openMenu();
      }
      return;
    }
    const keys: Record<string, () => void> = {
      ArrowDown: () => move(active + 1),
      ArrowUp: () => move(active - 1),
      Home: () => move(0),
      End: () => move(shown.length - 1),
      Enter: () => pick(shown[active]),
      Escape: close,
    };
    const handler = keys[e.key];
    if (handler) {
      e.preventDefault();
      // An open menu takes Escape and Enter for itself: the dialog or form around it waits.
      e.stopPropagation();
      handler();
    } else if (e.key === 'Tab') {
      close();
    } else if (!searchable && printable(e)) {
      const index = typeAhead(e.key, shown, active);
      if (index >= 0) move(index);
    }
  };

  const optionId = (i: number) => `${listId}-${i}`;
  let lastGroup: string | undefined;
  return (
    <Wrap>
      <Input
        id={id}
        role="combobox"
        aria-expanded={open}
        aria-controls={listId}
        aria-autocomplete={searchable ? 'list' : 'none'}
        aria-activedescendant={open && shown[active] ? optionId(active) : undefined}
        autoComplete="off"
        readOnly={!searchable || !open}
        disabled={disabled}
        placeholder={placeholder}
        value={open && searchable ? query : (selected?.label ?? '')}
        onChange={(e) => {
          setQuery(e.target.value);
          setActive(0);
        }}
        onClick={() => (!open ? openMenu() : !searchable && close())}
        onKeyDown={onKeyDown}
        onBlur={() => {
          close();
          onBlur?.();
        }}
        {...aria}
      />
      {open && (
        <Menu id={listId} role="listbox" ref={menu} aria-label={aria['aria-label']}>
          {shown.length === 0 && <Empty role="presentation">Ничего не найдено</Empty>}
          {shown.map((option, i) => {
            const heading = option.group !== undefined && option.group !== lastGroup ? option.group : null;
            lastGroup = option.group;
            return [
              heading !== null && (
                <Group key={`g-${heading}`} role="presentation">
                  {heading}
                </Group>
              ),
              <Option
                key={String(option.value)}
                id={optionId(i)}
                role="option"
                data-index={i}
                aria-selected={option.value === value}
                data-active={i === active}
                // mousedown, not click: the input keeps focus, so blur does not close first.
                onMouseDown={(e) => {
                  e.preventDefault();
                  pick(option);
                }}
                onMouseMove={() => setActive(i)}
              >
                {option.label}
              </Option>,
            ];
          })}
        </Menu>
      )}
    </Wrap>
  );
}
