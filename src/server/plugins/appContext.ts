import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../config';
import type { Db } from '../db/types';
import type { RouteEntry } from '../fastifyTypes';
import { sessionLifetimesOf } from '../auth/sessionLifetime';
import { createProcessState, processStateOf } from '../processState';
import { followStateChanges } from '../processStateSync';
import { takesIdempotencyKey } from './idempotency';

export interface AppContextOptions {
  db: Db;
  config: Config;
  /** Injected clock (ms): tests move time for the throttle and the site flag's and sessions' caches. */
  now?: () => number;
}

/**
 * The app layer's shared objects: the database, the config and the per-process state
 * (processState.ts: caches and throttles, made here with the app's clock; the getters keep
 * answering the current one after a test's resetProcessState).
 */
export default fp(async function appContext(app: FastifyInstance, opts: AppContextOptions) {
  app.decorate('db', opts.db);
  app.decorate('config', opts.config);
  createProcessState(opts.db, opts.now, sessionLifetimesOf(opts.config));
  app.decorate('siteSwitch', { getter: () => processStateOf(opts.db).siteSwitch });
  app.decorate('loginThrottle', { getter: () => processStateOf(opts.db).loginThrottle });
  // What other processes change (a sign-out, the site switch) is forgotten here at once.
  // Without the LISTEN (an error at start) the caches' second is still the bound: the app
  // starts anyway and says so.
  const stopFollowing = await followStateChanges(opts.db).catch((err: Error) => {
    app.log.warn(`state changes of other processes: not listening (${err.message}); seen within a second instead`);
    return null;
  });
  app.addHook('onClose', async () => {
    await stopFollowing?.().catch(() => undefined);
  });
  app.decorateRequest('user', null);
  app.decorateRequest('session', null);
  // Every route as it is added, with its schema: what the answers' contract test walks
  // (routes.answers.test.ts), so that no GET route escapes it.
  const routeTable: RouteEntry[] = [];
  app.decorate('routeTable', routeTable);
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) routeTable.push({
        method,
        url: route.url,
        schema: (route.schema ?? {}) as RouteEntry['schema'],
        idempotent: takesIdempotencyKey({ ...route, method }),
        movesCash: route.config?.movesCash !== undefined,
        offlineDeal: route.config?.offlineDeal !== undefined,
        clientOperation: route.config?.clientOperation !== undefined,
      });
  });
});
