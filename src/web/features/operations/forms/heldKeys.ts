import { flushSync } from 'react-dom';
import { FORM_KEYS } from './operationKeys';

/**
 * Keys typed between a form's key (F2…) and the moment its first field has the focus: a
 * cashier types «USD» without waiting for the form to appear, and the keys must not go to
 * the page (where they are lost). They are held and replayed, in order, into the form.
 */
export interface HeldKeys {
  /** Stops holding and types what was held into the focused field (focus moves with Tab); settles when all is typed. */
  release(): Promise<void>;
  /** Still holding: not yet released (by the form, a click or the page going). */
  holding(): boolean;
}

/** Keys that keep their own meaning while a form opens: the forms' keys, Esc, F9 (the receipt). */
const passesThrough = (e: KeyboardEvent) => e.key in FORM_KEYS || e.key === 'Escape' || e.key === 'F9' || e.ctrlKey || e.altKey || e.metaKey;
const heldKind = (key: string) => key.length === 1 || key === 'Tab' || key === 'Enter' || key === 'Backspace';

export function holdKeys(): HeldKeys {
  const held: string[] = [];
  // The replay's own keydown events pass the window too: they are not held again.
  let replaying = false;
  const hold = (e: KeyboardEvent) => {
    if (replaying || passesThrough(e) || !heldKind(e.key)) return;
    e.preventDefault();
    e.stopImmediatePropagation();
    held.push(e.key);
  };
  // One replay, whoever asks for it first (the form ready, a click, the page going): later
  // callers wait for the same one.
  let releasing: Promise<void> | null = null;
  const release = () => (releasing ??= replay(false));
  // A click: the person sees the form and works in it with the mouse, so what they type from
  // now on goes where they click, as it would with nothing held. What they typed before the
  // click belongs where the focus was: it is typed there at once, before the click moves the
  // focus (replayed a key a tick, all but the first key landed in the clicked field).
  const clicked = () => void (releasing ??= replay(true));
  const replay = async (atOnce: boolean) => {
    window.removeEventListener('pointerdown', clicked, true);
    // Keys typed while the held ones are being replayed join the end of the queue, and the
    // holding stops only once it is empty: otherwise a key typed during the replay went to
    // whatever field had the focus at that moment, ahead of the held Tab before it (a busy
    // machine's «12» saved as 1.00: the «2» landed in the currency field).
    while (held.length) {
      const key = held.shift()!;
      replaying = true;
      try {
        // At once, each key's effects (a picked option, an opened menu) are rendered before
        // the next one by flushSync; otherwise by a tick between keys.
        if (atOnce) flushSync(() => type(key));
        else type(key);
      } finally {
        replaying = false;
      }
      if (!atOnce) await new Promise((resolve) => setTimeout(resolve, 0));
    }
    window.removeEventListener('keydown', hold, true);
  };
  window.addEventListener('keydown', hold, true);
  window.addEventListener('pointerdown', clicked, true);
  return { release, holding: () => releasing === null };
}

/** One key as the focused element would have taken it: its own handlers first, then the browser's default. */
function type(key: string) {
  const target = document.activeElement;
  if (!(target instanceof HTMLElement) || target === document.body) return;
  if (key === 'Tab') {
    focusNext(target);
    return;
  }
  const handled = !target.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true }));
  if (handled || !(target instanceof HTMLInputElement) || target.readOnly) return;
  if (key === 'Enter') target.form?.requestSubmit();
  else if (key === 'Backspace') setInputValue(target, target.value.slice(0, -1));
  else setInputValue(target, target.value + key);
}

/** Sets an input's value so that React sees the change (its onChange runs). */
function setInputValue(input: HTMLInputElement, value: string) {
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(input, value);
  input.dispatchEvent(new Event('input', { bubbles: true }));
}

const TABBABLE = 'input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), button:not([disabled])';

/** Tab: the next field of the same form (an unchecked radio of a group is skipped, as the browser does). */
function focusNext(from: HTMLElement) {
  const scope = from.closest('form') ?? document.body;
  const fields = [...scope.querySelectorAll<HTMLElement>(TABBABLE)].filter((el) => !(el instanceof HTMLInputElement && el.type === 'radio' && !el.checked));
  fields[fields.indexOf(from) + 1]?.focus();
}
