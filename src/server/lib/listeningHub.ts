import type { Db } from '../db/types';

/**
 * A process's fan-out from PostgreSQL LISTEN to its open streams: one LISTEN (opened with the
 * first stream, kept for the process) to any number of subscribers. The staff's live events
 * (features/events/eventHub.ts) and the public rate screens (features/shopFront) each extend
 * it with the channels they listen to and what a notification does.
 */
export abstract class ListeningHub<S extends { close(): void }> {
  protected readonly subscribers = new Set<S>();
  private listening: Promise<() => Promise<void>> | null = null;

  constructor(
    protected readonly db: Db,
    protected readonly warn: (message: string) => void,
    /** How often each stream writes something when idle: proxies keep it open, a screen tells a quiet server from a lost one. */
    public heartbeatMs = 15_000,
  ) {}

  /** Starts listening; resolves to what stops it. A lost listening connection should closeAll(): the clients reconnect. */
  protected abstract listen(): Promise<() => Promise<void>>;

  /** Resolves when this process is listening, so that a stream opened after it misses nothing. */
  ready(): Promise<unknown> {
    this.listening ??= this.listen().catch((err) => {
      this.listening = null;
      throw err;
    });
    return this.listening;
  }

  subscribe(subscriber: S): () => void {
    this.subscribers.add(subscriber);
    return () => this.subscribers.delete(subscriber);
  }

  get size(): number {
    return this.subscribers.size;
  }

  async close(): Promise<void> {
    this.closeAll();
    const stop = await this.listening?.catch(() => null);
    this.listening = null;
    await stop?.().catch(() => undefined);
  }

  protected closeAll(): void {
    for (const s of [...this.subscribers]) s.close();
    this.subscribers.clear();
  }
}
