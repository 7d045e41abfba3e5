import type { Socket } from 'node:net';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * A server closing down ends the connections that carry no request, at once, and each other
 * one as soon as its answer is out; a request already in flight is answered first.
 *
 * Node's own close leaves two kinds open until they time out: a connection a client opened
 * and has not sent a request on yet (browsers open spare ones; Node counts it busy until its
 * headers timeout, 60 s), and one whose answer ended after the close began — the live events'
 * streams, which end in the close itself. A stop (a deploy, a restart) waited seconds to
 * minutes for them.
 */
async function closeConnections(app: FastifyInstance) {
  const waiting = new Set<Socket>();
  let closing = false;
  app.server.on('connection', (socket: Socket) => {
    if (closing) return void socket.destroy();
    waiting.add(socket);
    socket.once('close', () => waiting.delete(socket));
  });
  app.server.on('request', (request: { socket: Socket }, response: NodeJS.EventEmitter) => {
    const socket = request.socket;
    waiting.delete(socket);
    const answered = () => {
      if (socket.destroyed) return;
      if (closing) socket.end();
      else waiting.add(socket);
    };
    // 'finish' only: a keep-alive connection's next request may come before a 'close' of this one.
    response.once('finish', answered);
  });
  app.addHook('preClose', async () => {
    closing = true;
    for (const socket of waiting) socket.destroy();
    waiting.clear();
  });
}

export default fp(closeConnections, { name: 'close-connections' });
