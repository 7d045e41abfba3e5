import type { FastifyInstance } from 'fastify';
import { isTransferEvent } from '../../../shared/contract/events';
import { buildApp } from '../../app';
import { openPostgres } from '../../db/postgresDb';
import type { Db } from '../../db/types';
import { createTestUser, login, testConfig } from '../../testing/testApp';
import { databaseUrlOf } from '../../testing/testDb';
import { setPassword, updateUser } from '../users/userService';
import { FAST_SCRYPT } from '../../auth/passwords';
import { SYSTEM_ACTOR } from '../../http/scope';
import { client } from '../../ledger/testing/apiClient';
import { fund, useLedgerFixture } from '../../ledger/testing/ledgerFixture';
import { openStream } from './testing/eventStream';
import { waitUntil } from '../../testing/waitUntil';

/**
 * Live updates over a real socket (inject() waits for the end of an answer, and a stream has
 * none): on PGlite by default, on PostgreSQL under TEST_DATABASE_URL, where a second app
 * process on the same database is also checked.
 */
const f = useLedgerFixture({ app: true });
const as = client(f);
let base: string;

beforeAll(async () => {
  await fund(f, f.registers.m1, 'USD', '100000.00');
  await fund(f, f.registers.m1, 'USDT', '100');
  base = await f.app.listen({ port: 0, host: '127.0.0.1' });
}, 60_000);

const internal = (to: number) => ({ from_cash_register: f.registers.m1, to_cash_register: to, currency: f.currencies.USD, amount: '10.00' });
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe(`GET /api/events/ on ${process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite'}`, () => {
  it('tells the receiving city of a new internal transfer within 2 s, and no other city', async () => {
    const moscow = await openStream(base, await f.token('cashier'));
    const kazan = await openStream(base, await f.token('kazan'));
    try {
      const created = await as('cashier').post('/api/internal_transfer/create/', internal(f.registers.m2));
      expect(created.status).toBe(201);
      // The 2 s run from the write's answer: its own time is not the stream's.
      const started = Date.now();
      const event = await moscow.waitFor((e) => e.id === created.body.id);
      expect(Date.now() - started).toBeLessThan(2000);
      expect(event).toEqual({
        type: 'transfer.created', transfer_kind: 'INTERNAL', id: created.body.id,
        from_cash_register: f.registers.m1, to_cash_register: f.registers.m2, city_ids: [f.cities.moscow],
      });
      expect(moscow.text()).toMatch(/id: \d+\ndata: \{/);
      await sleep(300);
      expect(kazan.events).toEqual([]);

      // A transfer to Kazan reaches Kazan (so the silence above was not a broken stream), and
      // its acceptance reaches the sender's city.
      const toKazan = await as('cashier').post('/api/internal_transfer/create/', internal(f.registers.k1));
      await kazan.waitFor((e) => e.id === toKazan.body.id && e.type === 'transfer.created');
      expect((await as('kazan').put(`/api/internal_transfer/accept/${toKazan.body.id}/`, { id: toKazan.body.id })).status).toBe(200);
      const accepted = await moscow.waitFor((e) => e.id === toKazan.body.id && e.type === 'transfer.accepted');
      expect(accepted.city_ids).toEqual([f.cities.moscow, f.cities.kazan]);

      // Redirected from М2 to Kazan while Pending: Kazan learns of it now.
      const redirected = await as('cashier').post('/api/internal_transfer/create/', internal(f.registers.m2));
      expect((await as('cashier').put(`/api/internal_transfer/update/${redirected.body.id}/`, { to_cash_register: f.registers.k1 })).status).toBe(200);
      const updated = await kazan.waitFor((e) => e.id === redirected.body.id);
      expect(updated).toMatchObject({ type: 'transfer.updated', to_cash_register: f.registers.k1, city_ids: [f.cities.moscow, f.cities.kazan] });
    } finally {
      moscow.close();
      kazan.close();
    }
  });

  it("tells the receiving city when the sender cancels a pending transfer, and a refused cancel is not announced", async () => {
    const kazan = await openStream(base, await f.token('kazan'));
    try {
      const t = await as('cashier').post('/api/external_transfer/create/', { ...internal(f.registers.k1), fee: '1.00' });
      await kazan.waitFor((e) => e.id === t.body.id && e.type === 'transfer.created');
      expect((await as('cashier').put(`/api/external_transfer/cancel/${t.body.id}/`, { reason: 'Клиент передумал' })).status).toBe(200);
      expect(await kazan.waitFor((e) => e.id === t.body.id && e.type === 'transfer.cancelled')).toEqual({
        type: 'transfer.cancelled', transfer_kind: 'EXTERNAL', id: t.body.id,
        from_cash_register: f.registers.m1, to_cash_register: f.registers.k1, city_ids: [f.cities.moscow, f.cities.kazan],
      });
      expect((await as('cashier').put(`/api/external_transfer/cancel/${t.body.id}/`, { reason: 'ещё раз' })).status).toBe(409);
      await sleep(300);
      expect(kazan.events.filter((e) => e.id === t.body.id).map((e) => e.type)).toEqual(['transfer.created', 'transfer.cancelled']);
    } finally {
      kazan.close();
    }
  });

  it('announces nothing for a transfer that was refused', async () => {
    const moscow = await openStream(base, await f.token('cashier'));
    try {
      const refused = await as('cashier').post('/api/internal_transfer/create/', { ...internal(f.registers.m2), amount: '99999999.00' });
      expect(refused.status).toBe(400);
      const ok = await as('cashier').post('/api/internal_transfer/create/', internal(f.registers.m2));
      await moscow.waitFor((e) => e.id === ok.body.id);
      expect(moscow.events).toHaveLength(1);
    } finally {
      moscow.close();
    }
  });

  it('keeps crypto transfers from users without the crypto permission', async () => {
    const plain = await openStream(base, await f.token('noPerms'));
    const cashier = await openStream(base, await f.token('cashier'));
    try {
      const crypto = await as('cashier').post('/api/crypto_transfer/create/', {
        from_cash_register: f.registers.m1, to_cash_register: f.registers.m2, crypto_currency: f.currencies.USDT, amount: '1', fee: '0',
      });
      expect(crypto.status).toBe(201);
      await cashier.waitFor((e) => isTransferEvent(e) && e.transfer_kind === 'CRYPTO');
      const fiat = await as('cashier').post('/api/internal_transfer/create/', internal(f.registers.m2));
      await plain.waitFor((e) => e.id === fiat.body.id);
      expect(plain.events.filter(isTransferEvent).map((e) => e.transfer_kind)).toEqual(['INTERNAL']);
    } finally {
      plain.close();
      cashier.close();
    }
  });

  it('ends a stream when its token signs out (and no other stream), and every stream when users change', async () => {
    const hub = f.app.liveEvents;
    const ownToken = await login(f.app, 'cashier');
    const leaving = await openStream(base, ownToken);
    const staying = await openStream(base, await f.token('kazan'));
    try {
      expect(hub.size).toBe(2);
      expect((await fetch(`${base}/api/logout`, { headers: { authorization: `Token ${ownToken}` } })).status).toBe(200);
      await leaving.ended;
      await sleep(100);
      expect(hub.size).toBe(1);
      // A deactivation, permissions or cities: every stream ends and its client signs in again.
      await updateUser(f.db, 'noperms', { lastName: 'Новиков' }, SYSTEM_ACTOR);
      await staying.ended;
      expect(hub.size).toBe(0);
    } finally {
      leaving.close();
      staying.close();
    }
  });

  it("ends every stream of a user who signs out everywhere or gets a new password, and no one else's", async () => {
    const hub = f.app.liveEvents;
    await createTestUser(f.db, { username: 'roamer', cityIds: [f.cities.moscow] });
    const phone = await openStream(base, await login(f.app, 'roamer'));
    const desk = await openStream(base, await login(f.app, 'roamer'));
    const staying = await openStream(base, await f.token('kazan'));
    try {
      const res = await fetch(`${base}/api/logout_all/`, { method: 'POST', headers: { authorization: `Token ${await login(f.app, 'roamer')}` } });
      expect(res.status).toBe(200);
      await Promise.all([phone.ended, desk.ended]);
      await sleep(100);
      expect(hub.size).toBe(1);
      const again = await openStream(base, await login(f.app, 'roamer'));
      await setPassword(f.db, 'roamer', 'a-new-password', SYSTEM_ACTOR, FAST_SCRYPT);
      await again.ended;
      await sleep(100);
      expect(hub.size).toBe(1);
    } finally {
      for (const s of [phone, desk, staying]) s.close();
    }
  });

  it('needs a token', async () => {
    expect((await fetch(`${base}/api/events/`)).status).toBe(401);
  });

  it('beats every heartbeat period and frees the subscription when the client leaves', async () => {
    const hub = f.app.liveEvents;
    hub.heartbeatMs = 50;
    const stream = await openStream(base, await f.token('cashier'));
    hub.heartbeatMs = 15_000;
    expect(hub.size).toBe(1);
    await waitUntil(() => stream.text().includes(': ping\n\n'));
    stream.close();
    await waitUntil(() => hub.size === 0);
  });

  it('streams through compression, security headers and the rate limiter of a production-like app', async () => {
    const app = await buildApp({ db: f.db, config: testConfig({ rateLimitPerMinute: 100 }) });
    const url = await app.listen({ port: 0, host: '127.0.0.1' });
    const stream = await openStream(url, await f.token('cashier'), { 'accept-encoding': 'gzip, br' });
    try {
      expect(stream.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
      expect(stream.headers.get('content-encoding')).toBeNull();
      expect(stream.headers.get('x-content-type-options')).toBe('nosniff');
      const created = await as('cashier').post('/api/internal_transfer/create/', internal(f.registers.m2));
      await stream.waitFor((e) => e.id === created.body.id);
    } finally {
      stream.close();
      await app.close();
    }
  });

  const onPostgres = process.env.TEST_DATABASE_URL ? it : it.skip;
  onPostgres('delivers a transfer created through one API process to a client of another', async () => {
    const otherDb: Db = await openPostgres(await databaseUrlOf(f.db), 2);
    const other: FastifyInstance = await buildApp({ db: otherDb, config: testConfig() });
    const otherUrl = await other.listen({ port: 0, host: '127.0.0.1' });
    const stream = await openStream(otherUrl, await f.token('cashier'));
    try {
      const created = await as('cashier').post('/api/internal_transfer/create/', internal(f.registers.m2));
      const started = Date.now();
      await stream.waitFor((e) => e.id === created.body.id && e.type === 'transfer.created');
      expect(Date.now() - started).toBeLessThan(2000);
    } finally {
      stream.close();
      await other.close();
      await otherDb.close();
    }
  });

  onPostgres('ends the streams when the LISTEN connection drops, listens again, and later streams get events', async () => {
    const stream = await openStream(base, await f.token('cashier'));
    const terminated = await f.db.query<{ n: number }>(
      `SELECT count(pg_terminate_backend(pid))::int AS n FROM pg_stat_activity
        WHERE datname = current_database() AND query LIKE 'LISTEN%' AND pid <> pg_backend_pid()`,
    );
    expect(terminated.rows[0].n).toBeGreaterThan(0);
    // The stream is ended so that its client reconnects and refetches what the gap lost.
    await Promise.race([stream.ended, sleep(5000).then(() => Promise.reject(new Error('stream not ended')))]);
    await waitUntil(() => f.app.liveEvents.size === 0);
    const again = await openStream(base, await f.token('cashier'));
    try {
      const created = await as('cashier').post('/api/internal_transfer/create/', internal(f.registers.m2));
      await again.waitFor((e) => e.id === created.body.id, 5000);
    } finally {
      again.close();
    }
  });
});
