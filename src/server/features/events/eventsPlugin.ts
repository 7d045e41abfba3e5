import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { EventHub } from './eventHub';

/**
 * The app's live-event hub (app.liveEvents), at the root so that closing the app ends the
 * open streams first: a long-lived response would otherwise keep the server from closing.
 */
export default fp(async function liveEventsPlugin(app: FastifyInstance) {
  const hub = new EventHub(app.db, (message) => app.log.warn(message));
  app.decorate('liveEvents', hub);
  app.addHook('preClose', async () => hub.close());
});
