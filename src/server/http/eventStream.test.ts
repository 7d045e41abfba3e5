import { once } from 'node:events';
import { get, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import Fastify, { type FastifyInstance } from 'fastify';
import { openEventStream, type EventStream } from './eventStream';

/** A server with one stream route; the test holds the stream and counts its clean-ups. */
async function streamServer(heartbeatMs = 60_000) {
  const app: FastifyInstance = Fastify();
  const ended = jest.fn();
  let stream: EventStream | null = null;
  const opened = new Promise<void>((resolve) => {
    app.get('/s', async (request, reply) => {
      reply.header('access-control-allow-origin', '*');
      stream = openEventStream(request, reply, {
        headers: { 'content-type': 'text/event-stream; charset=utf-8' },
        greeting: ': hello\n',
        heartbeat: { text: ': ping\n\n', everyMs: heartbeatMs },
        onEnd: ended,
      });
      resolve();
      return reply;
    });
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as AddressInfo;
  const response = new Promise<IncomingMessage>((resolve) => get(`http://127.0.0.1:${port}/s`, resolve));
  await opened;
  return { app, ended, stream: () => stream!, response: await response };
}

async function readAll(response: IncomingMessage): Promise<string> {
  let body = '';
  response.setEncoding('utf8');
  response.on('data', (chunk: string) => (body += chunk));
  await once(response, 'end');
  return body;
}

describe('an event stream (the live events and the public rates stream share it)', () => {
  it("sends the route's headers with its own, retry and greeting first, then what is written, and ends once", async () => {
    const { app, ended, stream, response } = await streamServer();
    expect(response.headers['content-type']).toBe('text/event-stream; charset=utf-8');
    expect(response.headers['access-control-allow-origin']).toBe('*');
    stream().write('data: 1\n\n');
    stream().end();
    stream().end();
    stream().write('data: after the end\n\n');
    expect(await readAll(response)).toBe('retry: 3000\n: hello\n\ndata: 1\n\n');
    expect(ended).toHaveBeenCalledTimes(1);
    expect(stream().open).toBe(false);
    await app.close();
  });

  it('writes its heartbeat while quiet, and cleans up once when the client goes away', async () => {
    const { app, ended, stream, response } = await streamServer(20);
    let body = '';
    response.setEncoding('utf8');
    response.on('data', (chunk: string) => (body += chunk));
    await new Promise((resolve) => setTimeout(resolve, 120));
    expect(body.match(/: ping\n\n/g)?.length ?? 0).toBeGreaterThanOrEqual(2);
    response.destroy();
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(ended).toHaveBeenCalledTimes(1);
    expect(stream().open).toBe(false);
    await app.close();
  });
});
