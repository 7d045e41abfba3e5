import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { parseId } from '../../../paths';
import { Button } from '../../../ui/Button';
import { ReceiptButtons } from '../../../ui/ReceiptButtons';
import { theme } from '../../../ui/theme';
import { Spinner } from '../../../ui/Spinner';
import { useFormModules, type FormModules } from './formModules';
import { holdKeys, type HeldKeys } from './heldKeys';
import { FORM_KEYS, KEY_OF, type FormKind } from './operationKeys';
import type { ReceiptOffer } from './receiptOffer';

const MODULE_OF: Record<FormKind, keyof FormModules> = {
  BUY: 'ExchangeForm',
  SELL: 'ExchangeForm',
  person: 'PersonOperationForm',
  crypto: 'CryptoTransactionForm',
};

const Panel = styled.section`
  padding: 16px;
  background: ${theme.colors.surface};
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radius};
  h2 { margin: 0 0 12px; font-size: 16px; }
`;

const Openers = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  margin-bottom: 12px;
  button[aria-pressed='true'] { box-shadow: inset 0 -3px 0 ${theme.colors.focus}; }
  kbd { margin-left: 6px; font-size: 11px; }
`;

const Legend = styled.p`
  margin: 12px 0 0;
  font-size: 12px;
  color: ${theme.colors.muted};
  kbd { padding: 1px 5px; border: 1px solid ${theme.colors.border}; border-radius: 3px; background: ${theme.colors.background}; font-family: inherit; }
`;

// What went through, and its receipt for the client: it stays until the next operation.
const Done = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 8px;
  margin-top: 12px;
  padding: 8px 12px;
  border-radius: ${theme.radius};
  background: ${theme.colors.background};
  kbd { margin-left: 6px; font-size: 11px; }
  output { flex: 1 1 200px; font-weight: 600; }
`;

const TITLES: Record<FormKind, string> = {
  BUY: 'Покупка',
  SELL: 'Продажа',
  person: 'Кредиторы / Дебиторы',
  crypto: 'Крипто транзакция',
};

/**
 * The screen's forms: a key (F2 Покупка, F3 Продажа, F4 Кредиторы / Дебиторы, F8 Крипто) or
 * a button opens one with focus in its first field; Esc closes it and gives focus back.
 * `?operation=person&person=<id>` (the persons screen's link) opens the person form for them.
 */
export function OperationForms({ registerId, cityId, seesCrypto }: { registerId: number; cityId: number; seesCrypto: boolean }) {
  const [params] = useSearchParams();
  const linkedPerson = params.get('operation') === 'person' ? parseId(params.get('person') ?? undefined) : null;
  const [open, setOpen] = useState<FormKind | null>(params.get('operation') === 'person' ? 'person' : null);
  const [opened, setOpened] = useState(0);
  const [done, setDone] = useState<ReceiptOffer | null>(null);
  const openers = useRef<Partial<Record<FormKind, HTMLButtonElement | null>>>({});
  const kinds: FormKind[] = ['BUY', 'SELL', 'person', ...(seesCrypto ? (['crypto'] as const) : [])];

  const { forms, need } = useFormModules(seesCrypto ? ['ExchangeForm', 'PersonOperationForm', 'CryptoTransactionForm'] : ['ExchangeForm', 'PersonOperationForm']);
  // Keys typed after F2 and before the form's first field has the focus (heldKeys.ts).
  const held = useRef<HeldKeys | null>(null);

  const show = useCallback(
    (kind: FormKind) => {
      // A new holder unless one is still holding (a click may have released the last one).
      if (!held.current?.holding()) held.current = holdKeys();
      need(MODULE_OF[kind]);
      setOpen(kind);
      setOpened((n) => n + 1);
    },
    [need],
  );
  const close = () => {
    const was = open;
    setOpen(null);
    if (was) openers.current[was]?.focus();
  };

  // A form opened by the address (?operation=person) is asked for at once, not at idle.
  useEffect(() => {
    if (open) need(MODULE_OF[open]);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open]);
  useEffect(() => () => void held.current?.release(), []);

  // Whether each form can take keys: what its fields are filled from has come (formReady.ts).
  const [ready, setReady] = useState<Partial<Record<keyof FormModules, boolean>>>({});
  const tellReady = useMemo(() => {
    const teller = (name: keyof FormModules) => (now: boolean) => setReady((was) => (was[name] === now ? was : { ...was, [name]: now }));
    return { ExchangeForm: teller('ExchangeForm'), PersonOperationForm: teller('PersonOperationForm'), CryptoTransactionForm: teller('CryptoTransactionForm') };
  }, []);

  // The open form is on screen, its own effect put the focus in its first field (a child's
  // effects run before its parent's) and its options and rates have come: what was typed
  // meanwhile goes there now.
  const shown = open !== null && forms[MODULE_OF[open]] !== undefined;
  const takesKeys = shown && ready[MODULE_OF[open]] === true;
  useEffect(() => {
    if (!takesKeys || !held.current) return;
    void held.current.release();
    held.current = null;
  }, [takesKeys, opened]);
  // A form that never came (its chunk failed) or never got ready: the keys go back to the page
  // after a while.
  useEffect(() => {
    if (!open || takesKeys) return undefined;
    const timer = setTimeout(() => {
      void held.current?.release();
      held.current = null;
    }, 5000);
    return () => clearTimeout(timer);
  }, [open, takesKeys]);

  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      const kind = FORM_KEYS[e.key];
      if (!kind || e.ctrlKey || e.altKey || e.metaKey || (kind === 'crypto' && !seesCrypto)) return;
      // A key of a dialog's page (a confirmation open over it) is not ours.
      if (document.querySelector('[role="dialog"][aria-modal="true"]')) return;
      e.preventDefault();
      show(kind);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [seesCrypto, show]);

  const exchange = open === 'BUY' || open === 'SELL';
  const { ExchangeForm, PersonOperationForm, CryptoTransactionForm } = forms;
  return (
    <Panel aria-labelledby="operation-forms-title" onKeyDown={(e) => e.key === 'Escape' && !e.defaultPrevented && open && close()}>
      <h2 id="operation-forms-title">{open ? TITLES[open] : 'Новая операция'}</h2>
      <Openers>
        {kinds.map((kind) => (
          <Button
            key={kind}
            ref={(el: HTMLButtonElement | null) => {
              openers.current[kind] = el;
            }}
            $variant={open === kind ? undefined : 'secondary'}
            aria-pressed={open === kind}
            aria-keyshortcuts={KEY_OF[kind]}
            onClick={() => show(kind)}
          >
            {TITLES[kind]}
            <kbd aria-hidden="true">{KEY_OF[kind]}</kbd>
          </Button>
        ))}
      </Openers>
      {open && !shown && <Spinner />}
      {exchange && ExchangeForm && <ExchangeForm registerId={registerId} type={open} opened={opened} onDone={setDone} onReady={tellReady.ExchangeForm} />}
      {open === 'crypto' && CryptoTransactionForm && <CryptoTransactionForm registerId={registerId} opened={opened} onDone={setDone} onReady={tellReady.CryptoTransactionForm} />}
      {open === 'person' && PersonOperationForm && (
        <PersonOperationForm
          registerId={registerId}
          cityId={cityId}
          seesCrypto={seesCrypto}
          person={linkedPerson}
          opened={opened}
          onDone={setDone}
          onReady={tellReady.PersonOperationForm}
        />
      )}
      {done && (
        <Done>
          <output aria-live="polite">Проведено: {done.summary}</output>
          <ReceiptButtons kind={done.kind} id={done.id} withKey />
        </Done>
      )}
      <Legend aria-label="Клавиши">
        <kbd>F2</kbd> покупка · <kbd>F3</kbd> продажа · <kbd>F4</kbd> кредиторы / дебиторы{seesCrypto && <> · <kbd>F8</kbd> крипто</>} ·{' '}
        <kbd>Tab</kbd> следующее поле · <kbd>Enter</kbd> к пустому полю, всё заполнено — провести · <kbd>F9</kbd> чек · <kbd>Esc</kbd> закрыть
      </Legend>
    </Panel>
  );
}
