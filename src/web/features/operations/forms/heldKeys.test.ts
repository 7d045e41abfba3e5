import { holdKeys } from './heldKeys';

/**
 * Keys typed before a form has the focus are held and replayed in order (heldKeys.ts); keys
 * typed while that replay runs must queue behind it, not jump ahead into whichever field has
 * the focus at that moment.
 */

/** A key as the browser delivers a real one: to the focused element, its text added unless a handler prevented it. */
function typeLive(key: string) {
  const target = (document.activeElement as HTMLElement | null) ?? document.body;
  const event = new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true });
  if (target.dispatchEvent(event) && target instanceof HTMLInputElement && key.length === 1) target.value += key;
}

function form() {
  document.body.innerHTML = '<form><input aria-label="currency"><input aria-label="amount"></form>';
  const [currency, amount] = [...document.querySelectorAll('input')];
  return { currency, amount };
}

it('replays the held keys in order, across Tab, into the form', async () => {
  const { currency, amount } = form();
  const held = holdKeys();
  for (const key of ['U', 'S', 'D', 'Tab', '1', '2']) typeLive(key);
  currency.focus();
  await held.release();
  expect([currency.value, amount.value]).toEqual(['USD', '12']);
});

it('queues a key typed while the replay runs behind the held ones', async () => {
  const { currency, amount } = form();
  const held = holdKeys();
  for (const key of ['U', 'S', 'D', 'Tab', '1']) typeLive(key);
  currency.focus();
  const replay = held.release();
  // The cashier's next key arrives while the held ones are still being typed (the focus is
  // still in the currency field).
  typeLive('2');
  await replay;
  expect([currency.value, amount.value]).toEqual(['USD', '12']);
  // Once the queue is empty, keys go to the field directly again.
  typeLive('3');
  expect(amount.value).toBe('123');
});

it('stops holding at a click: the held keys go where they were typed, keys typed after it where the person clicked', async () => {
  const { currency, amount } = form();
  const held = holdKeys();
  for (const key of ['U', 'S', 'D']) typeLive(key);
  currency.focus();
  // The browser moves the focus right after the pointerdown, before any timer runs.
  amount.dispatchEvent(new Event('pointerdown', { bubbles: true }));
  amount.focus();
  typeLive('9');
  await held.release();
  expect([currency.value, amount.value]).toEqual(['USD', '9']);
});
