import type { LiveEvent } from '../../shared/contract/events';

/**
 * A fake GET /api/events/ for screen tests: wraps the fake server's fetch so the stream
 * stays open and the test pushes events into it (`send`). Install after fakeApi/shellServer.
 */
export function liveStream() {
  const controllers: Array<ReadableStreamDefaultController<Uint8Array>> = [];
  const encoder = new TextEncoder();
  let opened = 0;
  const inner = window.fetch;
  window.fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(input instanceof Request ? input.url : String(input), window.location.href);
    if (url.pathname !== '/api/events/') return inner(input, init);
    let mine!: ReadableStreamDefaultController<Uint8Array>;
    const body = new ReadableStream<Uint8Array>({
      start: (c) => {
        opened++;
        mine = c;
        controllers.push(c);
      },
    });
    // The screen went away (or reconnects): this stream gets no more events.
    init?.signal?.addEventListener('abort', () => {
      controllers.splice(controllers.indexOf(mine), 1);
      try {
        mine.close();
      } catch {
        // Already closed.
      }
    });
    return new Response(body, { status: 200, headers: { 'content-type': 'text/event-stream' } });
  }) as typeof window.fetch;
  let id = 0;
  return {
    /** True once a screen listens. */
    connected: () => controllers.length > 0,
    /** How many streams were opened so far (a reconnection opens another). */
    opened: () => opened,
    /** The server ends every open stream (users changed, a restart): the client reconnects. */
    end() {
      for (const c of controllers.splice(0)) c.close();
    },
    send(event: LiveEvent) {
      const frame = encoder.encode(`id: ${++id}\ndata: ${JSON.stringify(event)}\n\n`);
      for (const c of controllers) c.enqueue(frame);
    },
  };
}
