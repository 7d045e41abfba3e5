import { useSyncExternalStore } from 'react';
import { DESKTOP_MIN_WIDTH } from './theme';

const QUERY = `(min-width: ${DESKTOP_MIN_WIDTH}px)`;

function subscribe(onChange: () => void) {
  if (typeof window.matchMedia !== 'function') return () => {};
  const list = window.matchMedia(QUERY);
  list.addEventListener('change', onChange);
  return () => list.removeEventListener('change', onChange);
}

// Without matchMedia (jsdom) the app assumes a desktop, the layout docs/PRODUCT.md §2 describes first.
const snapshot = () => (typeof window.matchMedia === 'function' ? window.matchMedia(QUERY).matches : true);

/** True from DESKTOP_MIN_WIDTH up; for behaviour (menus start collapsed on phones). */
export function useIsDesktop(): boolean {
  return useSyncExternalStore(subscribe, snapshot, () => true);
}
