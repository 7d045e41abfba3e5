import Fastify, { type FastifyInstance } from 'fastify';
import './fastifyTypes';
import type { Config } from './config';
import type { Db } from './db/types';
import { rejectNonFiniteNumbers } from './http/finiteNumbers';
import { rejectNulCharacters } from './http/nulCharacters';
import { ajvOptions } from './http/validation';
import { buildValidatorFactory, markJsonBody } from './http/jsonBodyTypes';
import { compilersOnFirstUse } from './http/compileOnFirstUse';
import { fastifyTrustProxy } from './lib/trustProxy';
import appContext from './plugins/appContext';
import { authHook } from './plugins/auth';
import errorHandler from './plugins/errorHandler';
import liveEvents from './features/events/eventsPlugin';
import external from './plugins/external';
import idempotency from './plugins/idempotency';
import closedRegister from './plugins/closedRegister';
import vaultRefusal from './plugins/vaultRefusal';
import siteGate from './plugins/siteGate';
import closeConnections from './plugins/closeConnections';
import openApi from './plugins/openapi';
import webApp from './plugins/webApp';
import boardPage from './features/shopFront/boardPage';
import { featureRoutes } from './routes';
import { humanLogStream } from './logging/humanLog';
import health from './observability/health';
import metrics from './observability/metricsPlugin';

/**
 * fastify names a plugin that carries no display name by searching the whole module cache for
 * it (`Object.keys(require.cache)` once per plugin, in its plugin-utils): ~60 ms of every test
 * app's start under jest, whose module cache is a large proxy, for a name only its plugin tree
 * prints. The route plugins get their function's name, which that search ends with anyway.
 */
const DISPLAY_NAME = Symbol.for('fastify.display-name');
function named<T extends object>(plugin: T): T {
  const fn = plugin as T & { [DISPLAY_NAME]?: string; name?: string };
  fn[DISPLAY_NAME] ??= fn.name || 'routes';
  return plugin;
}

export interface BuildAppOptions {
  db: Db;
  config: Config;
  /** Clock in ms for the sign-in throttle and the site flag's cache (tests move it). */
  now?: () => number;
}

/**
 * The server in layers, as in fastify/demo: the app's context and error handling, the
 * external plugins (headers, limits, compression, body formats), the site switch, the input
 * guards (NUL characters, non-finite numbers) for every route, then the API routes
 * under /api (token required unless a route is public) and the web app for everything else.
 */
export async function buildApp({ db, config, now }: BuildAppOptions): Promise<FastifyInstance> {
  // Each route's schemas are compiled when a request first needs them (http/compileOnFirstUse.ts).
  const compilers = compilersOnFirstUse(buildValidatorFactory() as never);
  const app = Fastify({
    logger: config.logFormat === 'pretty' ? { level: config.logLevel, stream: humanLogStream() } : { level: config.logLevel },
    trustProxy: fastifyTrustProxy(config.trustProxy),
    routerOptions: { ignoreTrailingSlash: true },
    ajv: ajvOptions as never,
    schemaController: {
      compilersFactory: { buildValidator: compilers.buildValidator as never, buildSerializer: compilers.buildSerializer as never },
    },
  });
  compilers.keepFor(app);

  await app.register(appContext, { db, config, now });
  await app.register(closeConnections);
  await app.register(errorHandler);
  // Before the routes: they wrap the routes as they are added. The closed-register check
  // first, so that the Idempotency-Key's wrapper is the outer one (the key, then the register).
  await app.register(closedRegister);
  // The vault's refusal of client operations, declared per route like the closed register's.
  await app.register(vaultRefusal);
  await app.register(idempotency);
  await app.register(external);
  await app.register(siteGate);
  await app.register(liveEvents);
  // After the hub (it reads its streams), before the routes (it times each of them).
  await app.register(metrics);
  // Before the routes: it collects their schemas as they are added.
  await app.register(openApi);

  // A body-less POST/PUT validates as an empty object, so required fields are reported
  // one by one (DRF) instead of "the body must be an object".
  app.addHook('preValidation', async (request) => {
    if (request.body == null && request.method !== 'GET' && request.method !== 'HEAD') request.body = {};
  });
  app.addHook('preValidation', markJsonBody);
  app.addHook('preHandler', rejectNulCharacters);
  app.addHook('preHandler', rejectNonFiniteNumbers);

  await app.register(
    async (api) => {
      api.addHook('onRequest', authHook);
      for (const routes of featureRoutes) await api.register(named(routes));
    },
    { prefix: '/api' },
  );

  // Outside /api: the operator's probes (observability/health.ts).
  await app.register(health);
  // The office's rate screen: a page of its own, without sign-in (features/shopFront).
  await app.register(boardPage);
  await app.register(webApp);
  return app;
}
