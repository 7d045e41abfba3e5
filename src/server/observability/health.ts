import { readdirSync } from 'node:fs';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { MIGRATIONS_DIR } from '../db/migrate';
import type { Queryable } from '../db/types';

/** A database that does not answer within this is as good as gone, for a probe. */
const READY_TIMEOUT_MS = 2000;

/** The versions this build's migrations folder holds (NNN_name, as schema_migrations stores them). */
export function migrationVersions(dir = MIGRATIONS_DIR): string[] {
  return readdirSync(dir).filter((f) => /^\d{3}_.*\.sql$/.test(f)).map((f) => f.replace(/\.sql$/, ''));
}

/** Whether the database answers and holds every migration of this build. */
export async function isReady(db: Queryable, versions: readonly string[], timeoutMs = READY_TIMEOUT_MS): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), timeoutMs);
  });
  const check = db
    .query<{ missing: number }>('SELECT count(*)::int AS missing FROM unnest($1::text[]) v WHERE v NOT IN (SELECT version FROM schema_migrations)', [versions])
    .then((res) => res.rows[0]?.missing === 0, () => false);
  try {
    return await Promise.race([check, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Probes for whatever runs the server (a load balancer, an orchestrator, the network bench):
 * - `GET /healthz`: the process is up and its event loop answers; always 200 `ok`, even
 *   while the site is switched off or the database is gone (restarting the process would
 *   not bring either back);
 * - `GET /readyz`: it can serve — the database answers within 2 s and holds every migration
 *   this build has; 200 `ready`, else 503 `unavailable`.
 * Outside /api: no token, not behind the site switch, not counted by the request ceiling,
 * and no detail beyond the word (what is wrong goes to the log, not to whoever asks).
 */
export default fp(async function health(app: FastifyInstance) {
  const versions = migrationVersions();
  // Probes come every few seconds: a log line each would drown the log.
  const probe = { config: { rateLimit: false }, logLevel: 'warn', schema: { hide: true } } as const;
  app.get('/healthz', probe, async (_request, reply) => {
    reply.header('cache-control', 'no-store').type('text/plain; charset=utf-8');
    return 'ok';
  });
  app.get('/readyz', probe, async (_request, reply) => {
    const ready = await isReady(app.db, versions);
    if (!ready) app.log.warn('readyz: the database does not answer or lacks migrations');
    reply.code(ready ? 200 : 503).header('cache-control', 'no-store').type('text/plain; charset=utf-8');
    return ready ? 'ready' : 'unavailable';
  });
});
