import { type ClientRequest, request } from 'node:http';

/**
 * One server-sent-events stream read over a plain socket of its own, as a browser keeps one
 * open: each message (the text between blank lines) handed to `onMessage` with the moment it
 * arrived. `open()` resolves once `onMessage` says the stream is live (the server's
 * `: connected`, a screen's first rates). When the server ends it, it reconnects after the
 * 3 s the streams ask for, as the web app and the board do; `drops` counts those.
 */
export class SseStream {
  private req: ClientRequest | null = null;
  private stopped = false;
  drops = 0;
  connected = false;

  constructor(
    private readonly url: URL,
    private readonly headers: Record<string, string>,
    /** A message's text and arrival; true when it shows the stream is live. */
    private readonly onMessage: (message: string, arrivedAt: number) => boolean,
    /** The loopback address the socket comes from (127.0.0.0/8 is all this machine's): a client of its own. */
    private readonly localAddress?: string,
  ) {}

  open(): Promise<void> {
    return new Promise((resolve, reject) => {
      const req = request(this.url, { headers: this.headers, agent: false, localAddress: this.localAddress }, (res) => {
        if (res.statusCode !== 200) {
          res.resume();
          reject(new Error(`${this.url.pathname}${this.url.search}: ${res.statusCode}`));
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
            if (this.onMessage(message, arrivedAt) && !this.connected) {
              this.connected = true;
              resolve();
            }
          }
        });
        res.on('close', () => this.ended());
      });
      req.on('error', (err) => (this.connected ? this.ended() : reject(err)));
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

/** The `data:` line of a message, parsed; null for a comment or a ping without one. */
export function messageData<T>(message: string): T | null {
  const data = message.split('\n').find((l) => l.startsWith('data: '));
  return data ? (JSON.parse(data.slice(6)) as T) : null;
}
