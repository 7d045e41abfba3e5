import { type ClientRequest, request } from 'node:http';
import type { LiveEvent } from '../../src/shared/contract/events';

/**
 * A register screen's live event stream (GET /api/events/), read over a plain socket of its
 * own as a browser keeps one: every event handed to `onEvent` with the moment it arrived.
 * When the server ends it, it reconnects after the 3 s the stream asks for, as the web app
 * does; `drops` counts those.
 */
export class EventStream {
  private req: ClientRequest | null = null;
  private stopped = false;
  drops = 0;
  connected = false;

  constructor(
    private readonly base: string,
    private readonly token: string,
    private readonly onEvent: (event: LiveEvent, arrivedAt: number) => void,
  ) {}

  /** Resolves once the server said `: connected` (the stream is subscribed). */
  open(): Promise<void> {
    return new Promise((resolve, reject) => {
      const url = new URL('/api/events/', this.base);
      const req = request(url, { headers: { authorization: `Token ${this.token}` }, agent: false }, (res) => {
        if (res.statusCode !== 200) {
          res.resume();
          reject(new Error(`event stream: ${res.statusCode}`));
          return;
        }
        res.setEncoding('utf8');
        let buffer = '';
        res.on('data', (chunk: string) => {
          const arrivedAt = performance.now();
          buffer += chunk;
          let end;
          while ((end = buffer.indexOf('\n\n')) >= 0) {
            const message = buffer.slice(0, end);
            buffer = buffer.slice(end + 2);
            if (message.includes(': connected')) {
              this.connected = true;
              resolve();
            }
            const data = message.split('\n').find((l) => l.startsWith('data: '));
            if (data) this.onEvent(JSON.parse(data.slice(6)) as LiveEvent, arrivedAt);
          }
        });
        res.on('close', () => this.ended());
      });
      req.on('error', (err) => {
        if (!this.connected) reject(err);
        else this.ended();
      });
      req.end();
      this.req = req;
    });
  }

  private ended(): void {
    if (!this.connected) return;
    this.connected = false;
    if (this.stopped) return;
    this.drops++;
    this.reconnect();
  }

  private reconnect(): void {
    setTimeout(() => {
      if (!this.stopped) this.open().catch(() => this.reconnect());
    }, 3000).unref();
  }

  close(): void {
    this.stopped = true;
    this.req?.destroy();
  }
}
