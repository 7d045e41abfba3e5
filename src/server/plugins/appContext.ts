import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../config';
import type { Db } from '../db/types';
import { LoginThrottle } from '../features/auth/loginThrottle';
import { attachSessionCache, SessionCache } from '../features/auth/sessionCache';
import { SiteSwitch } from '../features/site/siteSwitch';
import type { RouteEntry } from '../fastifyTypes';

export interface AppContextOptions {
  db: Db;
  config: Config;
  /** Injected clock (ms): tests move time for the throttle and the site flag's and sessions' caches. */
  now?: () => number;
}

/** The app layer's shared objects: the database, the config and per-process state. */
export default fp(async function appContext(app: FastifyInstance, opts: AppContextOptions) {
  app.decorate('db', opts.db);
  app.decorate('config', opts.config);
  app.decorate('siteSwitch', new SiteSwitch(opts.db, opts.now));
  app.decorate('loginThrottle', new LoginThrottle(opts.now));
  attachSessionCache(opts.db, new SessionCache(opts.now));
  app.decorateRequest('user', null);
  // Every route as it is added, with its schema: what the answers' contract test walks
  // (routes.answers.test.ts), so that no GET route escapes it.
  const routeTable: RouteEntry[] = [];
  app.decorate('routeTable', routeTable);
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) routeTable.push({ method, url: route.url, schema: (route.schema ?? {}) as RouteEntry['schema'] });
  });
});
