import type { ServerLiveEvent as LiveEvent } from '../../../shared/contract/events';
import { ListeningHub } from '../../lib/listeningHub';
import { parseStateChange, STATE_CHANNEL } from '../../lib/stateChanges';
import { EVENTS_CHANNEL } from '../../notifications/transferEvents';

/** One open event stream: which events it may see, and how they reach it. */
export interface EventSubscriber {
  /** The hash of the token that opened it: its sign-out ends the stream. */
  tokenHash: string;
  /** Its user: ending all of the user's sessions ends it. */
  userId: number | null;
  accepts(event: LiveEvent): boolean;
  send(event: LiveEvent): void;
  /** End the stream (the app closes, or notifications may have been missed: the client reconnects and refetches). */
  close(): void;
}

/**
 * The process's fan-out of live events: one LISTEN on the database (opened with the first
 * subscriber, kept for the process) to any number of open streams.
 */
export class EventHub extends ListeningHub<EventSubscriber> {
  /** Told each event's lag in seconds, once per event and process (observability/metricsPlugin.ts). */
  onLag: ((seconds: number) => void) | null = null;

  /**
   * The transfers' events, and the state changes (lib/stateChanges.ts): a stream outlives the
   * request that authenticated it, so it ends when its token is signed out, when users change
   * (a deactivation, cities, permissions: the client reconnects and is authenticated again)
   * and when the site is switched (a reconnection then meets the 503).
   */
  protected async listen(): Promise<() => Promise<void>> {
    const stopEvents = await this.db.listen(EVENTS_CHANNEL, (payload) => this.dispatch(payload), () => this.closeAll());
    const stopState = await this.db.listen(STATE_CHANNEL, (payload) => this.endSessions(payload)).catch(async (err) => {
      await stopEvents();
      throw err;
    });
    return async () => {
      await stopEvents();
      await stopState();
    };
  }

  private endSessions(payload: string): void {
    const change = parseStateChange(payload);
    const ends = (s: EventSubscriber) => {
      if (change?.kind === 'signout') return s.tokenHash === change.tokenHash;
      if (change?.kind === 'user_signout') return s.userId === change.userId;
      return true;
    };
    for (const s of [...this.subscribers]) {
      if (ends(s)) {
        this.subscribers.delete(s);
        s.close();
      }
    }
  }

  private dispatch(payload: string): void {
    let event: LiveEvent;
    try {
      const { at, ...rest } = JSON.parse(payload) as LiveEvent & { at?: number };
      event = rest as LiveEvent;
      if (typeof at === 'number') this.onLag?.(Math.max(0, Date.now() - at) / 1000);
    } catch {
      this.warn(`live events: a notification that is not JSON was ignored: ${payload.slice(0, 100)}`);
      return;
    }
    for (const s of [...this.subscribers]) {
      try {
        if (s.accepts(event)) s.send(event);
      } catch (err) {
        // A stream that cannot be written to is over; the others still get the event.
        this.warn(`live events: a stream failed: ${(err as Error).message}`);
        s.close();
      }
    }
  }
}
