import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { PublicRatesQuery } from '../../../shared/contract/request/shopFront';
import type { PublicRatesEvent } from '../../../shared/contract/shopFront';
import { fieldError, tooManyRequests } from '../../http/errors';
import { openEventStream } from '../../http/eventStream';
import { SERVER_MESSAGES as M } from '../../http/messages';
import { FeedLimiter } from './feedLimiter';
import { OpenStreams } from './openStreams';
import { publicRates, publishedPlace, ratesOfPlace, type PublicTarget } from './publicRateQueries';
import { PublicRatesHub } from './publicRatesHub';
import { preflightSchema, printRateSheetSchema, publicRatesSchema, publicRatesStreamSchema } from './schemas';
import { renderRateSheet } from './rateSheetPdf';
import { actorOf, checkDates } from '../../http/routeKit';
import { cityInScope } from '../../ledger/referenceChecks';
import { timeZone } from '../../ledger/time';
import { contentDisposition, safeFileName } from '../../documents/attachment';

/** The published figures, for anyone: a website's script, a screen in the office. */
const PUBLIC_FEED_MAX_AGE = 'public, max-age=30';
export const FEED_LIMIT_PER_MINUTE = 120;
/** Open streams one client address may hold at once (a few screens per office, with room to spare). */
export const STREAMS_PER_ADDRESS = 20;
const TOO_MANY_STREAMS = `Слишком много открытых потоков курсов с этого адреса (не более ${STREAMS_PER_ADDRESS}). Закройте лишние экраны.`;
/** The stream's own headers, for its GET and its HEAD. */
const STREAM_HEADERS = {
  'content-type': 'text/event-stream; charset=utf-8',
  'cache-control': 'no-cache, no-transform',
  'x-accel-buffering': 'no',
};

function targetOf(query: PublicRatesQuery): PublicTarget {
  if (query.register !== undefined) return { register: query.register };
  if (query.city !== undefined) return { city: query.city };
  throw fieldError('city', M.fieldRequired);
}

/** Any site may read the rates (and see their ETag), on every answer, refusals included. */
function allowAnyOrigin(_request: FastifyRequest, reply: FastifyReply, done: () => void) {
  reply.header('access-control-allow-origin', '*');
  reply.header('access-control-expose-headers', 'ETag, Retry-After');
  reply.header('cross-origin-resource-policy', 'cross-origin');
  done();
}

/**
 * The CORS preflight a browser sends before a site's script asks with `If-None-Match` (a
 * header that is not "simple"): without this answer the browser refuses the request, and a
 * site could never get the 304 the ETag is for.
 */
async function preflight(_request: FastifyRequest, reply: FastifyReply) {
  return reply
    .code(204)
    .header('access-control-allow-methods', 'GET, HEAD')
    .header('access-control-allow-headers', 'If-None-Match')
    .header('access-control-max-age', '86400')
    .send();
}

/**
 * The shop front's public routes (docs/api/public.md): no token (`config.public`), nothing but
 * the published rates. The feed's caching headers are set here, by the route, so that they
 * are the answer's own whatever the API's default for other answers is.
 */
export default async function shopFrontRoutes(fastify: FastifyInstance) {
  await printRateSheetRoutes(fastify);
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const limiter = new FeedLimiter(FEED_LIMIT_PER_MINUTE, 60_000);
  const hub = new PublicRatesHub(app.db, (message) => app.log.warn(message));
  const streams = new OpenStreams(STREAMS_PER_ADDRESS);
  app.addHook('preClose', async () => hub.close());

  for (const url of ['/public/rates/', '/public/rates/stream/']) {
    app.options(url, { config: { public: true }, schema: preflightSchema, onRequest: allowAnyOrigin }, preflight);
  }

  app.get(
    '/public/rates/',
    { config: { public: true }, schema: publicRatesSchema, onRequest: allowAnyOrigin },
    async (request, reply) => {
      const waitMs = limiter.take(request.ip);
      if (waitMs > 0) throw tooManyRequests(waitMs / 1000);
      const json = JSON.stringify(await publicRates(app.db, targetOf(request.query)));
      const etag = `"${createHash('sha256').update(json).digest('base64url').slice(0, 27)}"`;
      reply.header('cache-control', PUBLIC_FEED_MAX_AGE).header('etag', etag);
      if (matches(request.headers['if-none-match'], etag)) return reply.code(304).send();
      return reply.type('application/json; charset=utf-8').send(json);
    },
  );

  app.get(
    '/public/rates/stream/',
    { config: { public: true }, schema: publicRatesStreamSchema, onRequest: allowAnyOrigin },
    async (request, reply) => {
      const target = targetOf(request.query);
      const place = await publishedPlace(app.db, target);
      // HEAD (Fastify answers it with this handler): the headers, and done — never a held socket.
      if (request.method === 'HEAD') return reply.headers(STREAM_HEADERS).send();
      const release = streams.take(request.ip);
      if (!release) throw tooManyRequests(hub.heartbeatMs / 1000, TOO_MANY_STREAMS);
      try {
        // Listening and subscribed before the first figures are read: a publication after them is never missed.
        await hub.ready();
      } catch (err) {
        release();
        throw err;
      }
      // A publication's figures sent before the first read ends are the newer: the first read then stays unsent.
      let published = false;
      const data = (event: PublicRatesEvent | { type: 'ping' }) => `data: ${JSON.stringify(event)}\n\n`;
      const stream = openEventStream(request, reply, {
        headers: STREAM_HEADERS,
        heartbeat: { text: data({ type: 'ping' }), everyMs: hub.heartbeatMs },
        onEnd: () => {
          release();
          unsubscribe();
        },
      });
      const unsubscribe = hub.subscribe({
        target,
        cityId: place.city_id,
        send: (rates) => {
          published = true;
          stream.write(data({ type: 'rates', rates }));
        },
        close: () => stream.end(),
      });
      ratesOfPlace(app.db, place).then(
        (rates) => !published && stream.write(data({ type: 'rates', rates })),
        (err: Error) => {
          app.log.warn(`public rates stream: ${err.message}`);
          stream.end();
        },
      );
      return reply;
    },
  );
}

/**
 * GET /api/print_rate_sheet/?city=ID[&date]: «Печать курсов» on the rate board — the same
 * figures as the screen and the feed (the city's rates), on A4 for the window. Any user of
 * the city, like a client's receipt: it is what the street sees, not a report.
 */
export async function printRateSheetRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  app.get('/print_rate_sheet/', { schema: printRateSheetSchema }, async (request, reply) => {
    const { city, date } = checkDates(request.query);
    const found = await cityInScope(app.db, actorOf(request), city);
    const rates = await ratesOfPlace(app.db, { city_id: found.id, city_name: found.name, register_id: null }, date);
    const pdf = await renderRateSheet(rates, new Date(), timeZone());
    return reply
      .header('content-type', 'application/pdf')
      .header('content-disposition', contentDisposition(`${safeFileName(`Курсы ${found.name} ${rates.date}`)}.pdf`))
      .send(pdf);
  });
}

/** If-None-Match: one tag, a list, or `*` (weak tags compare by their value). */
function matches(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  return header.split(',').some((t) => {
    const tag = t.trim().replace(/^W\//, '');
    return tag === '*' || tag === etag;
  });
}
