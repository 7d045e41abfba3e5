import { useEffect, useId, useRef, useState, type KeyboardEvent, type SyntheticEvent } from 'react';
import styled from 'styled-components';
import type { Client } from '../../../shared/contract';
import { CLIENT_SUGGESTIONS, useListClientsQuery } from '../../api/clientsApi';
import { Button } from '../Button';
import { dropdownMenuCss } from '../form/dropdownMenu';
import { inputCss } from '../form/FieldFrame';
import { theme } from '../theme';
import { ClientDialog } from './ClientDialog';
import { clientName, maskedDocument, shownDate } from './clientForm';

/** Keys typed within this pause make one search (a request per word, not per letter). */
const SEARCH_PAUSE_MS = 250;
/** Shorter fragments match too much of a large register to be worth a request. */
const MIN_SEARCH = 2;

const Row = styled.div`
  position: relative;
  display: flex;
  gap: 8px;
  input { ${inputCss} flex: 1; min-width: 0; }
`;

const Menu = styled.ul`
  ${dropdownMenuCss(320)}
  li { padding: 8px 12px; cursor: pointer; }
  li[data-active='true'] { background: ${theme.colors.background}; }
  li[data-new='true'] { color: ${theme.colors.primary}; font-weight: 600; }
  small { color: ${theme.colors.muted}; margin-left: 6px; }
`;

/** The client as the picker shows it once chosen (a form's answer names a client as `{id, name}`). */
export interface ChosenClient {
  id: number;
  name: string;
  screening_status?: Client['screening_status'];
}

export const chosenOf = (c: Client): ChosenClient => ({ id: c.id, name: clientName(c), screening_status: c.screening_status });


export interface ClientPickerProps {
  /** The chosen client (null: none yet). */
  chosen: ChosenClient | null;
  onChange: (client: ChosenClient | null) => void;
  onBlur?: () => void;
  /** id, aria-invalid and aria-describedby from the field around it. */
  aria: { id: string; 'aria-invalid'?: boolean; 'aria-describedby'?: string };
}

/**
 * Type a name, a document number or a phone and pick from the register (↑/↓, Enter), or
 * «Новый клиент» (the last entry of the list, or the button) to register one from the passport
 * without leaving the form: the new client comes back chosen and the focus with it.
 */
export function ClientPicker({ chosen, onChange, onBlur, aria }: ClientPickerProps) {
  const listId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [text, setText] = useState(chosen?.name ?? '');
  const [search, setSearch] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const [creating, setCreating] = useState(false);

  // The form was reset (saved, ready for the next client): the text empties with it.
  const shown = useRef(chosen);
  useEffect(() => {
    if (shown.current !== null && chosen === null) setText('');
    shown.current = chosen;
  }, [chosen]);

  useEffect(() => {
    const timer = setTimeout(() => setSearch(text.trim()), SEARCH_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [text]);

  const searching = open && chosen === null && search.length >= MIN_SEARCH;
  const { data, isFetching } = useListClientsQuery({ search, size: CLIENT_SUGGESTIONS }, { skip: !searching });
  const found = searching ? (data?.results ?? []) : [];
  // The last entry registers a new client from what was typed.
  const entries = open ? [...found.map((c) => ({ client: c })), { client: null }] : [];

  const choose = (client: ChosenClient | null) => {
    shown.current = client;
    setText(client?.name ?? '');
    setOpen(false);
    onChange(client);
  };
  const pickEntry = (index: number) => {
    const entry = entries[index];
    if (!entry) return;
    if (entry.client) choose(chosenOf(entry.client));
    else {
      setOpen(false);
      setCreating(true);
    }
  };

  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    const move = (to: number) => setActive(Math.max(0, Math.min(entries.length - 1, to)));
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      e.preventDefault();
      if (!open) {
        setOpen(true);
        setActive(0);
      } else move(active + (e.key === 'ArrowDown' ? 1 : -1));
    } else if ((e.key === 'Home' || e.key === 'End') && open) {
      // The last entry is «Новый клиент»: End reaches it whatever the search found.
      e.preventDefault();
      setActive(e.key === 'Home' ? 0 : entries.length - 1);
    } else if (e.key === 'Enter' && open) {
      // An open list takes Enter for itself: the form around it waits.
      e.preventDefault();
      e.stopPropagation();
      pickEntry(active);
    } else if (e.key === 'Escape' && open) {
      e.stopPropagation();
      setOpen(false);
    }
  };

  return (
    <Row>
      <input
        ref={input}
        {...aria}
        role="combobox"
        aria-expanded={open}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={open && entries[active] ? `${listId}-${active}` : undefined}
        autoComplete="off"
        placeholder="ФИО, документ или телефон"
        value={text}
        onChange={(e) => {
          setText(e.target.value);
          setOpen(true);
          setActive(0);
          if (chosen) choose(null);
        }}
        onKeyDown={onKeyDown}
        onBlur={() => {
          setOpen(false);
          onBlur?.();
        }}
      />
      <Button $variant="secondary" onClick={() => setCreating(true)}>
        Новый клиент
      </Button>
      {open && (
        <Menu id={listId} role="listbox" aria-label="Клиенты">
          {entries.map((entry, i) => [
            entry.client === null && searching && !isFetching && found.length === 0 && (
              <li key="none" role="presentation">
                Не найден
              </li>
            ),
            <li
              key={entry.client?.id ?? 'new'}
              id={`${listId}-${i}`}
              role="option"
              aria-selected={i === active}
              data-active={i === active}
              data-new={entry.client === null}
              onMouseDown={(e) => {
                e.preventDefault();
                pickEntry(i);
              }}
              onMouseMove={() => setActive(i)}
            >
              {entry.client ? (
                <>
                  {clientName(entry.client)}
                  <small>
                    {shownDate(entry.client.birth_date)} · {maskedDocument(entry.client.document_number)}
                    {entry.client.phone ? ` · ${entry.client.phone}` : ''}
                  </small>
                </>
              ) : (
                '+ Новый клиент'
              )}
            </li>,
          ])}
        </Menu>
      )}
      {creating && (
        // The dialog is a portal: its submit and keys would still reach this form through React.
        <span style={{ display: 'contents' }} onSubmit={stop} onKeyDown={stop}>
          <ClientDialog
            typed={chosen ? '' : text}
            onClose={() => setCreating(false)}
            onSaved={(client) => {
              setCreating(false);
              choose(chosenOf(client));
              // After the dialog gave focus back to its opener: the form goes on from the client.
              setTimeout(() => input.current?.focus(), 0);
            }}
          />
        </span>
      )}
    </Row>
  );
}

function stop(e: SyntheticEvent) {
  e.stopPropagation();
}
