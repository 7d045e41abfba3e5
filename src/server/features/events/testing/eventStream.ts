import type { LiveEvent } from '../../../../shared/contract/events';

/**
 * A client of GET /api/events/ over a real socket, for the API tests (inject() waits for the
 * end of an answer, and a stream has none).
 */
export interface Stream {
  events: LiveEvent[];
  /** Everything read, comments included. */
  text: () => string;
  headers: Headers;
  /** Resolves when the server ends the stream. */
  ended: Promise<void>;
  waitFor(test: (e: LiveEvent) => boolean, ms?: number): Promise<LiveEvent>;
  close(): void;
}

/** Opens GET /api/events/ as a browser's fetch would and collects what it says. */
export async function openStream(url: string, token: string, headers: Record<string, string> = {}): Promise<Stream> {
  const abort = new AbortController();
  const res = await fetch(`${url}/api/events/`, { headers: { authorization: `Token ${token}`, ...headers }, signal: abort.signal });
  expect(res.status).toBe(200);
  const events: LiveEvent[] = [];
  let text = '';
  let buffer = '';
  const waiters = new Set<() => void>();
  const decoder = new TextDecoder();
  const reader = res.body!.getReader();
  let first = true;
  const connected = new Promise<void>((resolve) => waiters.add(() => first && text.includes(': connected') && ((first = false), resolve())));
  const ended = (async () => {
    try {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) return;
        const chunk = decoder.decode(value, { stream: true });
        text += chunk;
        buffer += chunk;
        let end;
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const data = block.split('\n').filter((l) => l.startsWith('data: ')).map((l) => l.slice(6)).join('\n');
          if (data) events.push(JSON.parse(data));
        }
        for (const w of waiters) w();
      }
    } catch {
      // aborted
    }
  })();
  await connected;
  return {
    events,
    text: () => text,
    headers: res.headers,
    ended,
    waitFor(test, ms = 2000) {
      return new Promise((resolve, reject) => {
        const check = () => {
          const hit = events.find(test);
          if (hit) {
            waiters.delete(check);
            clearTimeout(timer);
            resolve(hit);
          }
        };
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(new Error(`no such event within ${ms} ms; got ${JSON.stringify(events)}`));
        }, ms);
        waiters.add(check);
        check();
      });
    },
    close: () => abort.abort(),
  };
}

