import type { LiveEvent } from '../../src/shared/contract/events';
import { messageData, SseStream } from './sseStream';

/**
 * A register screen's live event stream (GET /api/events/): every event handed to `onEvent`
 * with the moment it arrived; live once the server says `: connected` (it is subscribed).
 */
export class EventStream extends SseStream {
  constructor(base: string, token: string, onEvent: (event: LiveEvent, arrivedAt: number) => void) {
    super(new URL('/api/events/', base), { authorization: `Token ${token}` }, (message, arrivedAt) => {
      const event = messageData<LiveEvent>(message);
      if (event) onEvent(event, arrivedAt);
      return message.includes(': connected');
    });
  }
}
