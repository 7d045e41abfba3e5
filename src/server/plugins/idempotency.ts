import type { FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import { IDEMPOTENCY_HEADER, recordAnswer, runKeyed, type KeyedRequest } from '../http/idempotency/idempotentWrite';
import { purgeExpiredKeys } from '../http/idempotency/idempotencyStore';
import { requestHash } from '../http/idempotency/requestHash';

const WRITING_METHODS = ['POST', 'PUT', 'PATCH', 'DELETE'];

/** Does the route take an Idempotency-Key? Every writing /api route unless it says `idempotency: false`. */
export function takesIdempotencyKey(route: { method: string | string[]; url: string; config?: { idempotency?: boolean } }): boolean {
  const methods = [route.method].flat();
  return route.url.startsWith('/api/') && methods.some((m) => WRITING_METHODS.includes(m)) && route.config?.idempotency !== false;
}

const KEY_SCHEMA = {
  type: 'string',
  minLength: 1,
  maxLength: 255,
  pattern: '^[\\x21-\\x7e]+$',
  'x-error': 'Ключ: от 1 до 255 видимых символов ASCII.',
  description: 'Повтор запроса с тем же ключом в течение 24 часов получает первый ответ и ничего не пишет.',
};

function successStatusOf(route: RouteOptions): number {
  const codes = Object.keys((route.schema?.response ?? {}) as object).filter((c) => /^2\d\d$/.test(c));
  return codes.length ? Number(codes[0]) : 200;
}

const PURGE_EVERY_MS = 60 * 60_000;

/**
 * Idempotency-Key on every writing route (docs/PRODUCT-DECISIONS.md "Trust"; docs/api/idempotency.md),
 * declared here once for the whole route table instead of in each handler: the header joins
 * the route's schema (validated, documented), and the handler runs under the key
 * (http/idempotency/idempotentWrite.ts). A route opts out with `config: { idempotency: false }`
 * and says why beside it.
 */
export default fp(async function idempotency(app: FastifyInstance) {
  app.decorateRequest('idempotency', null);
  let purgedAt = 0;

  app.addHook('onRoute', (route) => {
    if (!takesIdempotencyKey(route)) return;
    const schema = (route.schema ??= {});
    const headers = (schema.headers ?? { type: 'object', properties: {} }) as { properties: Record<string, unknown> };
    headers.properties = { ...headers.properties, [IDEMPOTENCY_HEADER]: KEY_SCHEMA };
    schema.headers = headers;

    const handler = route.handler;
    const successStatus = successStatusOf(route);
    route.handler = async function keyedHandler(this: FastifyInstance, request: FastifyRequest, reply: FastifyReply) {
      const key = request.headers[IDEMPOTENCY_HEADER];
      if (typeof key !== 'string' || !request.user) return handler.call(this, request, reply);
      const keyed: KeyedRequest = {
        db: app.db,
        userId: request.user.id,
        key,
        hash: requestHash(request.method, request.url, request.body),
        successStatus,
        claimed: false,
        replayed: false,
      };
      request.idempotency = keyed;
      return runKeyed(keyed, reply, async () => handler.call(this, request, reply));
    };
  });

  app.addHook('onSend', async (request, reply, payload) => {
    if (request.idempotency) await recordAnswer(request, request.idempotency, reply.statusCode, payload);
    if (request.idempotency && Date.now() - purgedAt > PURGE_EVERY_MS) {
      purgedAt = Date.now();
      await purgeExpiredKeys(app.db).catch((err: Error) => request.log.warn({ err }, 'idempotency: purge failed'));
    }
    return payload;
  });
});
