import { useEffect, useRef } from 'react';
import type { LiveEvent } from '../../shared/contract/events';
import { readToken } from './token';

/**
 * Live updates (docs/api/events.md): GET /api/events/ read as a server-sent event stream
 * through fetch, not EventSource, because every call carries `Authorization: Token …` and
 * EventSource cannot send headers (a token in the URL would end up in logs). After a drop
 * it reconnects with backoff and calls onResync, since events of the gap are not replayed.
 */

export interface SseMessage {
  /** The `event:` field; 'message' when the server names none. */
  event: string;
  data: string;
  /** The last `id:` seen on the stream (as EventSource's lastEventId). */
  id: string;
}

/**
 * The text/event-stream format (WHATWG HTML, "Server-sent events") read incrementally: feed
 * it chunks as they arrive, split anywhere, and it calls onMessage per complete event.
 * Comments (`: ping`) are skipped; `retry:` goes to onRetry.
 */
export class SseParser {
  private buffer = '';
  private data: string[] = [];
  private event = '';
  private id = '';

  constructor(
    private readonly onMessage: (message: SseMessage) => void,
    private readonly onRetry?: (ms: number) => void,
  ) {}

  push(chunk: string): void {
    this.buffer += chunk;
    // A CR at the very end may be the first half of a CRLF: wait for the next chunk.
    const lines = this.buffer.split(/\r\n|\r(?!$)|\n/);
    this.buffer = lines.pop() ?? '';
    for (const line of lines) this.line(line);
  }

  private line(line: string): void {
    if (line === '') {
      this.dispatch();
      return;
    }
    if (line.startsWith(':')) return;
    const colon = line.indexOf(':');
    const field = colon < 0 ? line : line.slice(0, colon);
    let value = colon < 0 ? '' : line.slice(colon + 1);
    if (value.startsWith(' ')) value = value.slice(1);
    switch (field) {
      case 'data':
        this.data.push(value);
        break;
      case 'event':
        this.event = value;
        break;
      case 'id':
        if (!value.includes('\0')) this.id = value;
        break;
      case 'retry':
        if (/^\d+$/.test(value)) this.onRetry?.(Number(value));
        break;
      default:
      // Unknown fields are ignored, as the format says.
    }
  }

  private dispatch(): void {
    if (this.data.length) this.onMessage({ event: this.event || 'message', data: this.data.join('\n'), id: this.id });
    this.data = [];
    this.event = '';
  }
}

export interface LiveEventsOptions {
  onEvent(event: LiveEvent): void;
  /** A connection opened again after a failure or a drop: refetch what may have been missed. */
  onResync?(): void;
  url?: string;
  /** Injected in tests. */
  fetch?: typeof fetch;
  token?: () => string | null;
  /** Waits between attempts; resolves early (or not at all) when the signal aborts. */
  sleep?: (ms: number, signal: AbortSignal) => Promise<void>;
  /** First and longest wait between attempts; doubled per failure in between. */
  minDelayMs?: number;
  maxDelayMs?: number;
  /** No byte for this long (the server beats every ~15 s) = a dead connection: reconnect. */
  staleMs?: number;
  /**
   * The server refused the stream for good (401: the session is over — signed out
   * everywhere, deactivated, a reset; 403). The stream stops; the app ends the session.
   */
  onFinal?(status: number): void;
  /** Waits at most this long (random, from 0) after the server itself ended a stream. */
  serverEndJitterMs?: number;
}

const defaultSleep = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener('abort', () => {
      clearTimeout(timer);
      resolve();
    });
  });

/** The wait before attempt `failures` + 1: doubling, capped, with jitter so a restarted server is not hit by every screen at once. */
export function reconnectDelay(failures: number, minMs: number, maxMs: number, random: () => number = Math.random): number {
  const ceiling = Math.min(maxMs, minMs * 2 ** Math.min(failures, 20));
  return Math.round(ceiling / 2 + (random() * ceiling) / 2);
}

/** The window event a dropped stream sends (api/connectionSignal.ts listens). */
export const STREAM_LOST = 'm247-stream-lost';

/** A session that is over (401) or a user the server refuses (403): retrying cannot help. */
const FINAL_STATUSES = [401, 403];

/**
 * Opens the stream and keeps it open until the returned function is called. Each event's
 * JSON goes to onEvent; each reopening after the first connection attempt calls onResync.
 */
export function connectLiveEvents(options: LiveEventsOptions): () => void {
  const {
    onEvent,
    onResync,
    url = '/api/events/',
    token = readToken,
    sleep = defaultSleep,
    minDelayMs = 1000,
    maxDelayMs = 30_000,
    staleMs = 45_000,
    serverEndJitterMs = 300,
  } = options;
  const doFetch = options.fetch ?? ((input: RequestInfo | URL, init?: RequestInit) => fetch(input, init));
  const stopped = new AbortController();
  let retryMs = minDelayMs;

  const readStream = async (body: ReadableStream<Uint8Array>, connection: AbortController) => {
    const parser = new SseParser(
      (message) => {
        let event: LiveEvent;
        try {
          event = JSON.parse(message.data) as LiveEvent;
        } catch {
          return;
        }
        onEvent(event);
      },
      (ms) => (retryMs = Math.max(ms, 100)),
    );
    const decoder = new TextDecoder();
    const reader = body.getReader();
    // fetch errors the body when its signal aborts; a stream of another making may not.
    connection.signal.addEventListener('abort', () => void reader.cancel().catch(() => undefined));
    let watchdog = setTimeout(() => connection.abort(), staleMs);
    try {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) return;
        clearTimeout(watchdog);
        watchdog = setTimeout(() => connection.abort(), staleMs);
        parser.push(decoder.decode(value, { stream: true }));
      }
    } finally {
      clearTimeout(watchdog);
    }
  };

  const run = async () => {
    let attempts = 0;
    let failures = 0;
    while (!stopped.signal.aborted) {
      // The server ends a stream on purpose (the token signed out, users changed, the site
      // switched): ask again at once — a deactivated user's page learns it in well under
      // 2 s — with a little jitter, as every stream ends on a change to users.
      let endedByServer = false;
      const key = token();
      if (key) {
        const connection = new AbortController();
        const stop = () => connection.abort();
        stopped.signal.addEventListener('abort', stop);
        try {
          const res = await doFetch(url, {
            headers: { Authorization: `Token ${key}`, Accept: 'text/event-stream' },
            cache: 'no-store',
            signal: connection.signal,
          });
          if (FINAL_STATUSES.includes(res.status)) {
            options.onFinal?.(res.status);
            return;
          }
          if (res.ok && res.body) {
            if (attempts > 0) onResync?.();
            failures = 0;
            attempts++;
            await readStream(res.body, connection);
            endedByServer = !connection.signal.aborted;
          } else {
            attempts++;
          }
        } catch {
          // A network error, an abort by the watchdog, or stop(): the loop decides.
          attempts++;
          // The offline mode's sign (api/connectionSignal.ts), by an event: no import, no bytes shared.
          if (!stopped.signal.aborted) dispatchEvent(new Event(STREAM_LOST));
        } finally {
          stopped.signal.removeEventListener('abort', stop);
        }
      }
      if (stopped.signal.aborted) return;
      await sleep(endedByServer ? Math.random() * serverEndJitterMs : reconnectDelay(failures++, retryMs, maxDelayMs), stopped.signal);
    }
  };
  void run();
  return () => stopped.abort();
}

/**
 * The app's hook: live events while `enabled` (signed in). The callbacks may change on every
 * render without reopening the stream.
 */
export function useLiveEvents(
  onEvent: (event: LiveEvent) => void,
  onResync?: () => void,
  enabled = true,
  onFinal?: (status: number) => void,
): void {
  const callbacks = useRef({ onEvent, onResync, onFinal });
  callbacks.current = { onEvent, onResync, onFinal };
  useEffect(() => {
    if (!enabled) return undefined;
    return connectLiveEvents({
      onEvent: (event) => callbacks.current.onEvent(event),
      onResync: () => callbacks.current.onResync?.(),
      onFinal: (status) => callbacks.current.onFinal?.(status),
    });
  }, [enabled]);
}
