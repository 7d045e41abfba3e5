import type { KeyboardEvent } from 'react';
import type { AnyObjectSchema } from 'yup';

/** The fields a yup schema requires (kit.text, kit.choice, kit.money, kit.date): named by `describe()`. */
export function requiredFields(schema: AnyObjectSchema | undefined): string[] {
  if (!schema) return [];
  return Object.entries(schema.describe().fields)
    .filter(([, field]) => 'optional' in field && field.optional === false)
    .map(([name]) => name);
}

const isEmpty = (value: unknown) => value === null || value === undefined || (typeof value === 'string' && value.trim() === '');

/** The control of a field's frame (FieldFrame marks it with data-field). */
const controlOf = (frame: Element) => frame.querySelector<HTMLElement>('input:not([type="hidden"]), [role="combobox"], select, textarea');

/**
 * Enter in a field of a form that is not finished goes on to the next empty required field
 * (after this one, else the first before it) instead of sending a half-filled form; Enter
 * when every required field has a value sends it, as the browser does. A key a field took
 * for itself (an open select's pick, a closed empty select's opening) is left alone.
 */
export function enterMovesOn(e: KeyboardEvent<HTMLFormElement>, required: readonly string[], values: Record<string, unknown>): void {
  if (e.key !== 'Enter' || e.defaultPrevented || e.shiftKey || e.ctrlKey || e.altKey || e.metaKey) return;
  const target = e.target;
  if (!(target instanceof HTMLInputElement) || ['checkbox', 'radio', 'button', 'submit', 'reset'].includes(target.type)) return;
  const frames = [...e.currentTarget.querySelectorAll<HTMLElement>('[data-field]')];
  const current = target.closest('[data-field]');
  const waiting = frames.filter((frame) => {
    const name = frame.dataset.field!;
    const control = controlOf(frame);
    return frame !== current && required.includes(name) && isEmpty(values[name]) && control !== null && !control.matches(':disabled');
  });
  const here = current ? frames.indexOf(current as HTMLElement) : -1;
  const next = waiting.find((frame) => frames.indexOf(frame) > here) ?? waiting[0];
  if (!next) return;
  e.preventDefault();
  controlOf(next)!.focus();
}
