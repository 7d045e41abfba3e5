import { PassThrough } from 'node:stream';
import Fastify from 'fastify';
import { HumanLogFormatter, humanLogStream } from './humanLog';

const at = new Date(2026, 10, 25, 9, 5, 7).getTime();
const json = (entry: object) => JSON.stringify({ pid: 1, hostname: 'h', time: at, ...entry });

describe('the human log (LOG_FORMAT=pretty)', () => {
  it('joins a request and its answer into one line: time, level, status, method, url, duration', () => {
    const f = new HumanLogFormatter();
    expect(f.format(json({ level: 30, reqId: 'req-1', req: { method: 'POST', url: '/api/transaction/create/' }, msg: 'incoming request' }))).toBeNull();
    expect(f.format(json({ level: 30, reqId: 'req-1', res: { statusCode: 201 }, responseTime: 12.4, msg: 'request completed' }))).toBe(
      '09:05:07 INFO  201 POST /api/transaction/create/  12 ms',
    );
  });

  it('prints other events with their fields, and an error with its stack', () => {
    const f = new HumanLogFormatter();
    expect(f.format(json({ level: 30, msg: 'migrations applied', applied: ['012_idempotency_keys'] }))).toBe(
      '09:05:07 INFO  migrations applied  applied=["012_idempotency_keys"]',
    );
    expect(f.format(json({ level: 50, msg: 'request failed', err: { message: 'boom', stack: 'Error: boom\n    at x' } }))).toBe(
      '09:05:07 ERROR request failed\nError: boom\n    at x',
    );
    expect(f.format('not json')).toBe('not json');
  });

  it('makes one line per request of a real Fastify server', async () => {
    const out = new PassThrough();
    let text = '';
    out.on('data', (chunk: Buffer) => (text += chunk.toString()));
    const app = Fastify({ logger: { level: 'info', stream: humanLogStream(out) } });
    app.get('/api/ping', async () => ({ ok: true }));
    await app.inject({ method: 'GET', url: '/api/ping' });
    await app.close();
    const lines = text.trim().split('\n').filter((l) => l.includes('/api/ping'));
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/^\d\d:\d\d:\d\d INFO {2}200 GET \/api\/ping {2}\d+ ms$/);
  });
});
