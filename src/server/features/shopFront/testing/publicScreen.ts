import type { PublicRates } from '../../../../shared/contract/shopFront';

export interface Screen {
  messages: Array<{ type: string; rates?: PublicRates }>;
  ended: Promise<void>;
  waitFor(test: (rates: PublicRates) => boolean, ms?: number): Promise<PublicRates>;
  close(): void;
}

/**
 * A public screen over a real socket (test-only; inject() waits for an answer's end): opens
 * `GET /api/public/rates/stream/?query` on `url`, checks the stream's headers, and collects
 * its messages until it ends or is closed.
 */
export async function openPublicScreen(url: string, query: string): Promise<Screen> {
  const abort = new AbortController();
  const res = await fetch(`${url}/api/public/rates/stream/?${query}`, { signal: abort.signal });
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toMatch(/^text\/event-stream/);
  expect(res.headers.get('access-control-allow-origin')).toBe('*');
  const messages: Screen['messages'] = [];
  const reader = res.body!.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  const ended = (async () => {
    try {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) return;
        buffer += decoder.decode(value, { stream: true });
        let end;
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          const data = buffer.slice(0, end).split('\n').find((l) => l.startsWith('data: '));
          buffer = buffer.slice(end + 2);
          if (data) messages.push(JSON.parse(data.slice(6)));
        }
      }
    } catch {
      // aborted
    }
  })();
  return {
    messages,
    ended,
    async waitFor(test, ms = 2000) {
      const stop = Date.now() + ms;
      for (;;) {
        const found = messages.find((m) => m.type === 'rates' && test(m.rates!));
        if (found) return found.rates!;
        if (Date.now() > stop) throw new Error(`no such rates within ${ms} ms: ${JSON.stringify(messages)}`);
        await new Promise((r) => setTimeout(r, 20));
      }
    },
    close: () => abort.abort(),
  };
}
