import { PGlite } from '@electric-sql/pglite';
import { pgliteStartParams, SHARED_BUFFERS_ENV } from './pgliteStartParams';
import { useTestDb } from '../testing/useFixture';
import { openOwnPglite } from '../testing/testDb';
import { serverProcessEnv } from '../testing/serverProcess';

describe('the embedded database’s buffer pool', () => {
  it('is PGlite’s own unless PGLITE_SHARED_BUFFERS says a size', () => {
    expect(pgliteStartParams({})).toBeUndefined();
    expect(pgliteStartParams({ [SHARED_BUFFERS_ENV]: '' })).toBeUndefined();
    expect(pgliteStartParams({ [SHARED_BUFFERS_ENV]: '16MB' })).toEqual([...PGlite.defaultStartParams, '-c', 'shared_buffers=16MB']);
  });

  it('refuses a value PostgreSQL would not read as a size, saying which', () => {
    for (const bad of ['16', '16 MB', '-1MB', 'lots', '16mb', '0MB']) {
      expect(() => pgliteStartParams({ [SHARED_BUFFERS_ENV]: bad })).toThrow(`${SHARED_BUFFERS_ENV} must be a size such as 16MB`);
    }
  });
});

// Under `npm run test:pg` a test's database is PostgreSQL's (its cluster's own pool); a PGlite a
// test opens itself is still a PGlite.
const onPglite = process.env.TEST_DATABASE_URL ? it.skip : it;

describe('the tests’ PGlites', () => {
  const t = useTestDb();

  onPglite('run with the tests’ small pool: the worker’s database', async () => {
    expect(process.env[SHARED_BUFFERS_ENV]).toBe('16MB');
    expect((await t.db.query<{ shared_buffers: string }>('SHOW shared_buffers')).rows).toEqual([{ shared_buffers: '16MB' }]);
  });

  it('and a database of a test’s own', async () => {
    const own = await openOwnPglite();
    try {
      expect((await own.query<{ shared_buffers: string }>('SHOW shared_buffers')).rows).toEqual([{ shared_buffers: '16MB' }]);
    } finally {
      await own.close();
    }
  });
});

it('a server a test starts runs with the product’s pool: the tests’ setting is not handed to it', () => {
  expect(process.env[SHARED_BUFFERS_ENV]).toBe('16MB');
  const env = serverProcessEnv(8000, { dataDir: '/tmp/x' });
  expect(env).not.toHaveProperty(SHARED_BUFFERS_ENV);
  expect(env.DATA_DIR).toBe('/tmp/x');
});
