import type { OfflineWindowDriver } from './offlineDeal';

/**
 * The page's offline state while the window trades from its queue: `data-offline` on <html>
 * and the 'm247-offline' event when it changes (the register screen and the base query read
 * the mark, importing nothing: their chunks are at their budgets), and the queue's driver for
 * the window's form. Only the lazy offline chunks import this module.
 */
let driver: OfflineWindowDriver | null = null;

export const OFFLINE_EVENT = 'm247-offline';
export const OFFLINE_MARK = 'data-offline';

export function setConnectionLost(value: boolean, windowDriver: OfflineWindowDriver | null = null): void {
  driver = value ? windowDriver : null;
  if (document.documentElement.hasAttribute(OFFLINE_MARK) === value) return;
  document.documentElement.toggleAttribute(OFFLINE_MARK, value);
  dispatchEvent(new Event(OFFLINE_EVENT));
}

export const offlineWindow = () => driver;
