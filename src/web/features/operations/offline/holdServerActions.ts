/**
 * Offline, everything on the page but the window's exchange needs the server (the shift's close
 * and counts, the journal's actions, transfers, payouts, persons, corrections, reports): each
 * control outside the window is disabled with the reason as its title, and given back as it was
 * when the connection returns. Done from the offline chunk on the rendered page, so that the
 * register screen's own chunk (at its JavaScript budget) carries nothing of it.
 */
export const SERVER_NEEDED = 'Нет связи с сервером: недоступно до её возвращения';

/** The mark of a control held here: a link keeps no `disabled`, so its clicks are stopped by the mark. */
export const HELD = 'data-offline-held';
const CONTROLS = 'button, a[href], input, select, textarea, [role="button"], [role="tab"], [role="menuitem"]';
const STYLE = `[${HELD}]{opacity:.5;cursor:not-allowed}`;

interface Held {
  element: HTMLElement;
  title: string | null;
  tabIndex: string | null;
  ariaDisabled: string | null;
  wasDisabled: boolean;
}

/** Holds every control under `root` outside `keep` (and those that appear later); the function returned gives them back. */
export function holdServerActions(root: HTMLElement, keep: HTMLElement): () => void {
  const held = new Map<HTMLElement, Held>();
  const hold = (element: HTMLElement) => {
    if (keep.contains(element)) return;
    if (!held.has(element))
      held.set(element, {
        element,
        title: element.getAttribute('title'),
        tabIndex: element.getAttribute('tabindex'),
        ariaDisabled: element.getAttribute('aria-disabled'),
        wasDisabled: element.hasAttribute('disabled'),
      });
    if (element.getAttribute(HELD) !== '') element.setAttribute(HELD, '');
    if (element.getAttribute('title') !== SERVER_NEEDED) element.setAttribute('title', SERVER_NEEDED);
    if (element.getAttribute('aria-disabled') !== 'true') element.setAttribute('aria-disabled', 'true');
    if ('disabled' in element && !element.hasAttribute('disabled')) element.setAttribute('disabled', '');
    if (element.tagName === 'A' && element.getAttribute('tabindex') !== '-1') element.setAttribute('tabindex', '-1');
  };
  const holdAll = () => root.querySelectorAll<HTMLElement>(CONTROLS).forEach(hold);
  holdAll();

  // The screen renders on (a list arrives, a row opens): what appears is held too.
  const observer = new MutationObserver(holdAll);
  observer.observe(root, { childList: true, subtree: true, attributes: true, attributeFilter: ['disabled', 'href'] });
  const stop = (e: Event) => {
    if (!(e.target instanceof Element) || !e.target.closest(`[${HELD}]`)) return;
    e.preventDefault();
    e.stopPropagation();
  };
  root.addEventListener('click', stop, true);
  const style = document.createElement('style');
  style.textContent = STYLE;
  document.head.append(style);

  return () => {
    observer.disconnect();
    root.removeEventListener('click', stop, true);
    style.remove();
    for (const h of held.values()) {
      const e = h.element;
      e.removeAttribute(HELD);
      if (h.ariaDisabled === null) e.removeAttribute('aria-disabled');
      else e.setAttribute('aria-disabled', h.ariaDisabled);
      if (h.title === null) e.removeAttribute('title');
      else e.setAttribute('title', h.title);
      if (!h.wasDisabled) e.removeAttribute('disabled');
      if (h.tabIndex === null) e.removeAttribute('tabindex');
      else e.setAttribute('tabindex', h.tabIndex);
    }
  };
}
