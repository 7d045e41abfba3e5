/** The first wait before installing the cached app again after an install failed; doubled each time. */
export const FIRST_RETRY_MS = 10_000;
/** The longest wait between two tries. */
export const LONGEST_RETRY_MS = 5 * 60_000;

/**
 * Registers the cached app's worker (sw.js, docs/web/offline.md) and tries again when it did
 * not install: its install downloads the whole build, and one file refused or cut off (a busy
 * server, a line that flickered) fails it all. The browser would only try again at the next page
 * load, and a register's page stays open all day: without this it stayed without the cached
 * app, which an outage then needs.
 */
export function registerAppCache(container: ServiceWorkerContainer, wait = FIRST_RETRY_MS): void {
  const again = () => setTimeout(() => registerAppCache(container, Math.min(wait * 2, LONGEST_RETRY_MS)), wait);
  container.register('/sw.js').then((registration) => {
    const worker = registration.installing;
    // 'redundant' with nothing else installed: this install failed (a newer build replacing it
    // leaves a worker behind it).
    worker?.addEventListener('statechange', () => {
      if (worker.state === 'redundant' && !registration.active && !registration.waiting && !registration.installing) again();
    });
  }, again);
}
