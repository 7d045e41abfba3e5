import type { PublicRates, PublicRatesEvent } from '../../shared/contract/shopFront';

/** After this long without a word from the server the screen says its figures may be old. */
export const STALE_AFTER_MS = 5 * 60_000;
/** Reconnection delays when the browser gave up on the stream (a 404, a 503, a proxy's error page). */
const RETRY_MS = [3_000, 10_000, 30_000];

export interface BoardListener {
  rates(rates: PublicRates): void;
  /** The server is heard (true) or has been silent for STALE_AFTER_MS (false). */
  fresh(fresh: boolean): void;
  /** The place is not published (any more): 404. */
  unpublished(): void;
}

/**
 * The board's line to the server: the public stream (EventSource: no token, reconnects by
 * itself after a network error), a reconnection of our own when the browser closes it for
 * good, and the clock that turns silence into «Курсы могут быть неактуальны». The server
 * pings every ~15 s, so five minutes of silence is a lost server, not a quiet day.
 */
export function connectBoard(query: string, listener: BoardListener, now: () => number = Date.now): () => void {
  let lastHeard = now();
  let stale = false;
  let source: EventSource | null = null;
  let retry = 0;
  let retryTimer: ReturnType<typeof setTimeout> | undefined;
  let stopped = false;

  const heard = () => {
    lastHeard = now();
    retry = 0;
    if (stale) {
      stale = false;
      listener.fresh(true);
    }
  };

  const open = () => {
    source = new EventSource(`/api/public/rates/stream/?${query}`);
    source.onopen = heard;
    source.onmessage = (message) => {
      heard();
      const event = JSON.parse(message.data as string) as PublicRatesEvent | { type: 'ping' };
      if (event.type === 'rates') listener.rates(event.rates);
    };
    source.onerror = () => {
      if (source?.readyState !== EventSource.CLOSED || stopped) return;
      // Closed for good by the browser: was it a 404 (not published) or a server in trouble?
      fetch(`/api/public/rates/?${query}`, { cache: 'no-store' })
        .then((res) => {
          if (res.status === 404) listener.unpublished();
        })
        .catch(() => undefined)
        .finally(() => {
          if (!stopped) retryTimer = setTimeout(open, RETRY_MS[Math.min(retry++, RETRY_MS.length - 1)]);
        });
    };
  };

  const watch = setInterval(() => {
    if (!stale && now() - lastHeard > STALE_AFTER_MS) {
      stale = true;
      listener.fresh(false);
    }
  }, 5_000);

  open();
  return () => {
    stopped = true;
    clearInterval(watch);
    clearTimeout(retryTimer);
    source?.close();
  };
}
