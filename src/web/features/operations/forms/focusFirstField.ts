/** Focus the first field of a form panel (after it opens, and after a record was saved). */
export function focusFirstField(container: HTMLElement | null): void {
  container?.querySelector<HTMLElement>('[data-first-field] input, [data-first-field] [role="combobox"]')?.focus();
}
