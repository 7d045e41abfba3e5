import { writeSiteActive } from '../features/site/siteSwitch';
import { SYSTEM_ACTOR } from '../http/scope';
import { buildTestApp, DB_TIMEOUT, type TestApp } from '../testing/testApp';
import { adminQuery } from '../testing/testDb';
import { migrationVersions } from './health';

/** The probes, on PGlite by default and on PostgreSQL under TEST_DATABASE_URL. */
// Opens by hand, per test: a test takes the database away (loseDatabase), so each needs a fresh one.
let t: TestApp;
beforeEach(async () => {
  t = await buildTestApp();
}, DB_TIMEOUT);
afterEach(async () => {
  await t.app.close();
  await t.db.close().catch(() => undefined);
});

const get = (url: string) => t.app.inject({ method: 'GET', url });

/** Takes the database away as an outage would: dropped under the open pool (PostgreSQL), closed (PGlite). */
async function loseDatabase(): Promise<void> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) return t.db.close();
  const { rows } = await t.db.query<{ name: string }>('SELECT current_database() AS name');
  await adminQuery(adminUrl, `DROP DATABASE ${rows[0].name} WITH (FORCE)`);
}

describe(`health probes on ${process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite'}`, () => {
  it('answer one word without a token: ok, ready', async () => {
    const health = await get('/healthz');
    expect([health.statusCode, health.body, health.headers['cache-control']]).toEqual([200, 'ok', 'no-store']);
    const ready = await get('/readyz');
    expect([ready.statusCode, ready.body]).toEqual([200, 'ready']);
  });

  it('readyz answers 503 when the database is gone; healthz still 200', async () => {
    await loseDatabase();
    const ready = await get('/readyz');
    expect([ready.statusCode, ready.body]).toEqual([503, 'unavailable']);
    expect((await get('/healthz')).statusCode).toBe(200);
  });

  it('readyz answers 503 while a migration of this build is not applied', async () => {
    const last = migrationVersions().sort().at(-1)!;
    await t.db.query('DELETE FROM schema_migrations WHERE version = $1', [last]);
    expect((await get('/readyz')).statusCode).toBe(503);
    await t.db.query('INSERT INTO schema_migrations (version) VALUES ($1)', [last]);
    expect((await get('/readyz')).statusCode).toBe(200);
  });

  it('stay outside the site switch: 200 while the API answers 503', async () => {
    await writeSiteActive(t.db, false, SYSTEM_ACTOR);
    // The site flag is cached for a second per process; a fresh read shows it off.
    await new Promise((r) => setTimeout(r, 1100));
    expect((await get('/api/me')).statusCode).toBe(503);
    expect((await get('/healthz')).statusCode).toBe(200);
    expect((await get('/readyz')).statusCode).toBe(200);
  });
});
