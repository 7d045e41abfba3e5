import { Client } from 'pg';

type Handler = { onPayload: (payload: string) => void; onGap?: () => void };

const CHANNEL = /^[a-z_][a-z0-9_]{0,62}$/;
const RETRY_MS = [500, 1000, 2000, 5000, 10_000];

/**
 * LISTEN for a node-postgres database: one dedicated connection outside the pool (a pooled
 * connection goes back to the pool and would stop listening), opened on the first listen.
 * When it drops (server restart, network) it reconnects with backoff, LISTENs again and tells
 * each handler that notifications may have been missed (onGap).
 */
export class PostgresListener {
  private client: Client | null = null;
  private connecting: Promise<Client> | null = null;
  private readonly handlers = new Map<string, Set<Handler>>();
  private closed = false;
  private retry = 0;

  constructor(private readonly connectionString: string) {}

  async listen(channel: string, onPayload: Handler['onPayload'], onGap?: Handler['onGap']): Promise<() => Promise<void>> {
    if (!CHANNEL.test(channel)) throw new Error(`Not a plain channel name: ${channel}`);
    const handler = { onPayload, onGap };
    let set = this.handlers.get(channel);
    const first = !set;
    if (!set) this.handlers.set(channel, (set = new Set()));
    set.add(handler);
    const client = await this.connected();
    if (first) await client.query(`LISTEN ${channel}`);
    return async () => {
      set.delete(handler);
      if (set.size || this.handlers.get(channel) !== set) return;
      this.handlers.delete(channel);
      await this.client?.query(`UNLISTEN ${channel}`).catch(() => undefined);
    };
  }

  async close(): Promise<void> {
    this.closed = true;
    const client = this.client;
    this.client = null;
    await client?.end().catch(() => undefined);
  }

  private connected(): Promise<Client> {
    if (this.client) return Promise.resolve(this.client);
    this.connecting ??= this.open().finally(() => (this.connecting = null));
    return this.connecting;
  }

  private async open(): Promise<Client> {
    const client = new Client({ connectionString: this.connectionString });
    client.on('notification', (msg) => {
      for (const h of this.handlers.get(msg.channel) ?? []) h.onPayload(msg.payload ?? '');
    });
    // Without an 'error' listener a dropped connection would crash the process.
    client.on('error', (err) => console.warn(`PostgreSQL LISTEN connection: ${err.message}`));
    client.on('end', () => {
      if (this.client === client) this.client = null;
      if (!this.closed && this.handlers.size) this.reconnectLater();
    });
    await client.connect();
    for (const channel of this.handlers.keys()) await client.query(`LISTEN ${channel}`);
    this.client = client;
    return client;
  }

  private reconnectLater(): void {
    const delay = RETRY_MS[Math.min(this.retry++, RETRY_MS.length - 1)];
    setTimeout(() => {
      if (this.closed || this.client) return;
      this.connected().then(
        () => {
          this.retry = 0;
          for (const set of this.handlers.values()) for (const h of set) h.onGap?.();
        },
        () => this.reconnectLater(),
      );
    }, delay).unref();
  }
}
