import { renderHook } from '@testing-library/react';
import type { LiveEvent } from '../../shared/contract/events';
import { SseParser, connectLiveEvents, reconnectDelay, useLiveEvents, type SseMessage } from './liveEvents';
import { TOKEN_KEY } from './token';

describe('SseParser', () => {
  const parse = (...chunks: string[]) => {
    const messages: SseMessage[] = [];
    const retries: number[] = [];
    const parser = new SseParser((m) => messages.push(m), (ms) => retries.push(ms));
    for (const c of chunks) parser.push(c);
    return { messages, retries };
  };

  it('reads events split anywhere across chunks, skipping comments', () => {
    const { messages, retries } = parse('retry: 3000\n: conn', 'ected\n\nid: 1\nda', 'ta: {"a":1}\n', '\n: ping\n\nid: 2\ndata: {"b":2}\n\n');
    expect(messages).toEqual([
      { event: 'message', data: '{"a":1}', id: '1' },
      { event: 'message', data: '{"b":2}', id: '2' },
    ]);
    expect(retries).toEqual([3000]);
  });

  it('joins multi-line data, keeps the event name and accepts CRLF and CR line ends, even a CRLF split in two', () => {
    const { messages } = parse('event: transfer\r\ndata: a\r', '\ndata:b\r\rdata: c\n\n');
    expect(messages).toEqual([
      { event: 'transfer', data: 'a\nb', id: '' },
      { event: 'message', data: 'c', id: '' },
    ]);
  });

  it('sends nothing for an event without data or an unfinished one', () => {
    expect(parse('id: 5\n\n', 'data: half').messages).toEqual([]);
  });

  it('keeps the last id for later events, as EventSource does', () => {
    expect(parse('id: 7\ndata: x\n\ndata: y\n\n').messages.map((m) => m.id)).toEqual(['7', '7']);
  });
});

describe('reconnectDelay', () => {
  it('doubles per failure up to the ceiling, with jitter in the upper half', () => {
    expect([0, 1, 2, 3, 10].map((n) => reconnectDelay(n, 1000, 5000, () => 1))).toEqual([1000, 2000, 4000, 5000, 5000]);
    expect(reconnectDelay(1, 1000, 5000, () => 0)).toBe(1000);
  });
});

/** A response whose body the test writes to and ends. */
function streamResponse() {
  let controller!: ReadableStreamDefaultController<Uint8Array>;
  const body = new ReadableStream<Uint8Array>({ start: (c) => (controller = c) });
  const encoder = new TextEncoder();
  return {
    response: new Response(body, { status: 200, headers: { 'content-type': 'text/event-stream' } }),
    write: (text: string) => controller.enqueue(encoder.encode(text)),
    end: () => controller.close(),
  };
}

const event = (id: number): LiveEvent => ({
  type: 'transfer.created', transfer_kind: 'INTERNAL', id, from_cash_register: 1, to_cash_register: 2, city_ids: [1],
});
const frame = (e: LiveEvent) => `id: ${e.id}\ndata: ${JSON.stringify(e)}\n\n`;

/** Lets the connection loop run until `test` holds: up to 5 s by the clock, not a count of ticks a loaded machine stretches or shrinks. */
async function until(test: () => boolean): Promise<void> {
  const deadline = Date.now() + 5000;
  while (!test() && Date.now() < deadline) await new Promise((r) => setTimeout(r, 1));
  expect(test()).toBe(true);
}

describe('connectLiveEvents', () => {
  beforeEach(() => window.localStorage.setItem(TOKEN_KEY, 'secret'));
  afterEach(() => window.localStorage.clear());

  it('sends the stored token, hands over each event, and after a drop reconnects and asks for a resync', async () => {
    const streams = [streamResponse(), streamResponse()];
    const calls: RequestInit[] = [];
    const fetch = jest.fn(async (_url: RequestInfo | URL, init?: RequestInit) => {
      calls.push(init!);
      return streams[calls.length - 1].response;
    });
    const waits: number[] = [];
    const events: LiveEvent[] = [];
    const onResync = jest.fn();
    const stop = connectLiveEvents({
      onEvent: (e) => events.push(e), onResync, fetch, sleep: async (ms) => void waits.push(ms), minDelayMs: 1000,
    });

    await until(() => calls.length === 1);
    expect(fetch.mock.calls[0][0]).toBe('/api/events/');
    expect(calls[0].headers).toMatchObject({ Authorization: 'Token secret' });
    streams[0].write(': connected\n\n' + frame(event(1)));
    streams[0].write(frame(event(2)).slice(0, 10));
    streams[0].write(frame(event(2)).slice(10));
    await until(() => events.length === 2);
    expect(events.map((e) => e.id)).toEqual([1, 2]);
    expect(onResync).not.toHaveBeenCalled();

    // The server ended the stream itself (a sign-out, a change to users, a restart): asked
    // again at once, within the jitter, not after the backoff (a deactivated
    // user's page must learn it within 2 s).
    streams[0].end();
    await until(() => calls.length === 2);
    expect(waits).toHaveLength(1);
    expect(waits[0]).toBeGreaterThanOrEqual(0);
    expect(waits[0]).toBeLessThanOrEqual(300);
    await until(() => onResync.mock.calls.length === 1);
    streams[1].write(frame(event(3)));
    await until(() => events.length === 3);

    stop();
    await until(() => (calls[1].signal as AbortSignal).aborted);
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('backs off longer after each failed attempt, and resyncs once it gets through', async () => {
    const ok = streamResponse();
    const answers: Array<() => Promise<Response>> = [
      async () => new Response('busy', { status: 503 }),
      async () => Promise.reject(new TypeError('network down')),
      async () => new Response('oops', { status: 500 }),
      async () => ok.response,
    ];
    const fetch = jest.fn(() => answers.shift()!());
    const waits: number[] = [];
    const onResync = jest.fn();
    const stop = connectLiveEvents({
      onEvent: () => undefined, onResync, fetch, sleep: async (ms) => void waits.push(ms), minDelayMs: 100, maxDelayMs: 250,
    });
    await until(() => onResync.mock.calls.length === 1);
    expect(fetch).toHaveBeenCalledTimes(4);
    // Ceilings 100, 200, 250 (capped); the jitter keeps each in the upper half.
    expect(waits).toHaveLength(3);
    [100, 200, 250].forEach((ceiling, i) => {
      expect(waits[i]).toBeGreaterThanOrEqual(ceiling / 2);
      expect(waits[i]).toBeLessThanOrEqual(ceiling);
    });
    stop();
  });

  it('stops for good when the session is over (401)', async () => {
    const fetch = jest.fn(async () => new Response('{"detail":"x"}', { status: 401 }));
    const sleep = jest.fn(async () => undefined);
    const onFinal = jest.fn();
    connectLiveEvents({ onEvent: () => undefined, fetch, sleep, onFinal });
    await until(() => fetch.mock.calls.length === 1);
    await new Promise((r) => setTimeout(r, 20));
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(sleep).not.toHaveBeenCalled();
    // The app is told, to end the session (IncomingTransfers asks /api/me again → 401 → /login).
    expect(onFinal).toHaveBeenCalledWith(401);
  });

  it('gives up on a connection that went silent past staleMs and opens another', async () => {
    const silent = streamResponse();
    const next = streamResponse();
    const responses = [silent.response, next.response];
    const signals: AbortSignal[] = [];
    const fetch = jest.fn(async (_u: RequestInfo | URL, init?: RequestInit) => {
      signals.push(init!.signal as AbortSignal);
      return responses.shift()!;
    });
    const onResync = jest.fn();
    const stop = connectLiveEvents({ onEvent: () => undefined, onResync, fetch, sleep: async () => undefined, staleMs: 30 });
    await until(() => fetch.mock.calls.length === 2);
    expect(signals[0].aborted).toBe(true);
    await until(() => onResync.mock.calls.length === 1);
    stop();
  });

  it('waits while signed out instead of calling without a token', async () => {
    window.localStorage.clear();
    const fetch = jest.fn(async () => new Response('', { status: 401 }));
    let waits = 0;
    const stop = connectLiveEvents({
      onEvent: () => undefined, fetch, sleep: async () => {
        if (++waits === 2) window.localStorage.setItem(TOKEN_KEY, 'later');
      },
    });
    await until(() => fetch.mock.calls.length === 1);
    expect(waits).toBe(2);
    stop();
  });
});

describe('useLiveEvents', () => {
  afterEach(() => {
    jest.restoreAllMocks();
    window.localStorage.clear();
  });

  it('opens one stream while enabled, calls the latest callback, and closes it on unmount', async () => {
    window.localStorage.setItem(TOKEN_KEY, 'secret');
    const stream = streamResponse();
    let signal: AbortSignal | undefined;
    const fetch = jest.spyOn(window, 'fetch').mockImplementation(async (_u, init) => {
      signal = init!.signal as AbortSignal;
      return stream.response;
    });
    const first = jest.fn();
    const second = jest.fn();
    const { rerender, unmount } = renderHook(({ onEvent }) => useLiveEvents(onEvent), { initialProps: { onEvent: first } });
    await until(() => fetch.mock.calls.length === 1);
    rerender({ onEvent: second });
    stream.write(frame(event(9)));
    await until(() => second.mock.calls.length === 1);
    expect(first).not.toHaveBeenCalled();
    expect(fetch).toHaveBeenCalledTimes(1);
    unmount();
    expect(signal!.aborted).toBe(true);
  });

  it('opens nothing while disabled (signed out)', async () => {
    const fetch = jest.spyOn(window, 'fetch');
    renderHook(() => useLiveEvents(() => undefined, undefined, false));
    await new Promise((r) => setTimeout(r, 10));
    expect(fetch).not.toHaveBeenCalled();
  });
});
