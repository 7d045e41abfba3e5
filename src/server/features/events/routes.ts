import type { FastifyInstance } from 'fastify';
import type { ServerLiveEvent as LiveEvent } from '../../../shared/contract/events';
import { openEventStream } from '../../http/eventStream';
import { responses } from '../../http/schemas';
import { actorOf } from '../../http/routeKit';
import { parseAuthorization } from '../../auth/authService';
import { tokenHash } from '../../auth/tokens';
import { processStateOf } from '../../processState';
import { sessionEndsInMs } from '../../auth/sessionLifetime';
import { canSeeEvent } from './eventAccess';

const eventsSchema = {
  summary: 'Живые события (server-sent events): переводы и запросы на сторно в городах пользователя',
  description: 'docs/api/events.md. text/event-stream; каждое событие — `id:` и `data:` с JSON (LiveEvent), каждые ~15 с комментарий-пульс.',
  tags: ['events'],
  response: responses({ 200: { type: 'string', description: 'text/event-stream' } }),
} as const;

/** setTimeout's longest delay (~24 days); a longer one would fire at once. */
const MAX_TIMER_MS = 2 ** 31 - 1;

/** Every stream's event ids: increasing within a process (the client resyncs, it does not replay). */
let lastEventId = 0;

const eventText = (event: LiveEvent) => `id: ${++lastEventId}\ndata: ${JSON.stringify(event)}\n\n`;

/** GET /api/events/: the user's live events, on the one event-stream writer (http/eventStream.ts). */
export default async function eventRoutes(app: FastifyInstance) {
  app.get('/events/', { schema: eventsSchema }, async (request, reply) => {
    const actor = actorOf(request);
    const hub = app.liveEvents;
    // Listening before the stream opens: a client that sees the stream open misses nothing after.
    await hub.ready();
    const stream = openEventStream(request, reply, {
      headers: {
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-store, no-transform',
        // nginx and similar proxies would otherwise buffer the stream.
        'x-accel-buffering': 'no',
      },
      greeting: ': connected\n',
      heartbeat: { text: ': ping\n\n', everyMs: hub.heartbeatMs },
      onEnd: () => {
        unsubscribe();
        clearTimeout(expiry);
      },
    });
    const unsubscribe = hub.subscribe({
      // The route is authenticated, so the header holds a token.
      tokenHash: tokenHash(parseAuthorization(request.headers.authorization) ?? ''),
      userId: actor.id ?? null,
      accepts: (event) => canSeeEvent(actor, event),
      send: (event) => stream.write(eventText(event)),
      close: () => stream.end(),
    });
    // A stream is not a call: it ends when its token would expire unused (the client then
    // reconnects, and is refused if the token did expire).
    const expiry = setTimeout(() => stream.end(), Math.min(MAX_TIMER_MS, Math.max(0, sessionEndsInMs(request.session, processStateOf(app.db)))));
    expiry.unref();
    return reply;
  });
}
