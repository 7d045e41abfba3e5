import { PGlite } from '@electric-sql/pglite';

/**
 * The embedded database's buffer pool: `PGLITE_SHARED_BUFFERS` (PostgreSQL's unit syntax, e.g.
 * `16MB`), unset = PostgreSQL's own 128MB. The product leaves it unset. The tests set it small
 * (src/testing/serverTestEnv.ts): PGlite zeroes the whole pool at every start, in WebAssembly,
 * and the tests start PGlites by the dozen on databases of a few megabytes (docs/testing.md,
 * "A test PGlite's buffer pool").
 */
export const SHARED_BUFFERS_ENV = 'PGLITE_SHARED_BUFFERS';

const SIZE = /^[1-9][0-9]*(kB|MB|GB)$/;

/** PGlite's start parameters for `env`, or undefined for PGlite's own. */
export function pgliteStartParams(env: NodeJS.ProcessEnv = process.env): string[] | undefined {
  const sharedBuffers = env[SHARED_BUFFERS_ENV];
  if (!sharedBuffers) return undefined;
  if (!SIZE.test(sharedBuffers)) throw new Error(`${SHARED_BUFFERS_ENV} must be a size such as 16MB (kB, MB or GB), not "${sharedBuffers}"`);
  return [...PGlite.defaultStartParams, '-c', `shared_buffers=${sharedBuffers}`];
}
