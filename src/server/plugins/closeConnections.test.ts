import { connect, type Socket } from 'node:net';
import { once } from 'node:events';
import { openEventStream, type EventStream } from '../http/eventStream';
import { buildTestApp } from '../testing/testApp';
import { waitUntil } from '../testing/waitUntil';

/** A raw connection, with what it received and a promise of the server closing it. */
async function rawConnection(port: number, clients: Socket[]) {
  const socket: Socket = connect(port, '127.0.0.1');
  clients.push(socket);
  let text = '';
  socket.on('data', (chunk) => (text += chunk.toString('utf8')));
  const closed = once(socket, 'close').then(() => undefined);
  await once(socket, 'connect');
  return { socket, closed, text: () => text };
}

const get = (path: string) => `GET ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: keep-alive\r\n\r\n`;

/**
 * A stop of the server (app.close) on a real socket: what Node's own close leaves open until
 * it times out — a connection with no request yet (60 s), a live stream ended by the close
 * itself — is ended by the server at once, while a request in flight is answered first.
 * Without the plugin this test waits out jest's timeout.
 */
it('ends the connections that carry no request at once, and answers the one in flight before ending it', async () => {
  let release: () => void = () => undefined;
  const gate = new Promise<void>((resolve) => (release = resolve));
  let arrived: () => void = () => undefined;
  const inFlight = new Promise<void>((resolve) => (arrived = resolve));
  let stream: EventStream | null = null;
  const t = await buildTestApp({
    probes: (app) => {
      app.get('/probe/quick/', async () => ({ ok: true }));
      app.get('/probe/slow/', async () => {
        arrived();
        await gate;
        return { ok: 'late' };
      });
      app.get('/probe/stream/', (request, reply) => {
        stream = openEventStream(request, reply, { headers: { 'content-type': 'text/event-stream' }, heartbeat: { text: ': beat\n\n', everyMs: 60_000 }, onEnd: () => undefined });
      });
      // As the live events' hub does: its streams end when the server closes.
      app.addHook('preClose', async () => stream?.end());
    },
  });
  let closing: Promise<void> | null = null;
  let closed = false;
  const clients: Socket[] = [];
  try {
    const port = Number(new URL(await t.app.listen({ port: 0, host: '127.0.0.1' })).port);
    const silent = await rawConnection(port, clients);
    const answered = await rawConnection(port, clients);
    answered.socket.write(get('/probe/quick/'));
    await waitUntil(() => answered.text().includes('"ok":true'));
    const streaming = await rawConnection(port, clients);
    streaming.socket.write(get('/probe/stream/'));
    await waitUntil(() => streaming.text().includes('retry:'));
    const slow = await rawConnection(port, clients);
    slow.socket.write(get('/probe/slow/'));
    await inFlight;

    closing = t.app.close().then(() => {
      closed = true;
    });
    await Promise.all([silent.closed, answered.closed, streaming.closed]);
    expect(silent.text()).toBe('');
    // The request in flight holds the close back and keeps its connection.
    expect(slow.socket.destroyed).toBe(false);
    expect(closed).toBe(false);
    release();
    await slow.closed;
    expect(slow.text()).toMatch(/^HTTP\/1\.1 200/);
    expect(slow.text()).toContain('"ok":"late"');
    await closing;
    expect(closed).toBe(true);
  } finally {
    release();
    // A failed run leaves no connection for the close to wait on.
    for (const socket of clients) socket.destroy();
    await (closing ?? t.app.close());
    await t.db.close();
  }
});
