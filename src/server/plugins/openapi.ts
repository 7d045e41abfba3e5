import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { operationIdOf } from './openapiOperations';

export const DOCS_PREFIX = '/api/docs';

const DESCRIPTION = `API бэк-офиса Money 24/7 в соглашениях Django REST Framework.

- Авторизация: заголовок \`Authorization: Token <ключ>\` (ключ выдаёт POST /api/token-auth/).
- Списки с \`page\`/\`size\` отвечают \`{count, next, previous, results}\`; страница за концом — 404.
- Ошибки: \`{"detail": "..."}\` (401, 403, 404, 409, 429, 503) или \`{"поле": ["сообщение"]}\` (400), по-русски.
- Деньги — десятичные строки (фиат 2 знака, крипто 8, курсы 6), даты — \`yyyy-MM-dd\` в часовом поясе сервера.
- Неизвестное поле тела или параметр запроса игнорируются.`;

/**
 * The OpenAPI document, generated from the routes' own schemas (the ones Fastify validates
 * and serialises with), served as JSON at /api/docs/json and as Swagger UI at /api/docs.
 * Register it on the root instance before the routes: it collects them as they are added.
 */
async function openApi(app: FastifyInstance) {
  const { host, port } = app.config;
  await app.register(swagger, {
    openapi: {
      openapi: '3.0.3',
      info: {
        title: 'Money 24/7 API',
        version: '1.0.0',
        description: DESCRIPTION,
        // Not open source: npm's "UNLICENSED" (no licence is granted), and where that is defined.
        license: { name: 'UNLICENSED', url: 'https://docs.npmjs.com/cli/v11/configuring-npm/package-json#license' },
      },
      // Where this server answers (HOST/PORT); behind a proxy a client sets its own base URL.
      servers: [{ url: `http://${host}:${port}`, description: 'Этот сервер' }],
      components: {
        securitySchemes: {
          Token: { type: 'apiKey', in: 'header', name: 'Authorization', description: 'Token <ключ>' },
        },
      },
      security: [{ Token: [] }],
    },
    // Routes that answer without a token (sign-in) say so in the document too.
    transform: ({ schema, url, route }) => {
      // The web app's pages and the process probes are not API calls.
      if (!url.startsWith('/api/')) return { schema: { ...schema, hide: true }, url } as never;
      const isPublic = (route.config as { public?: boolean } | undefined)?.public;
      const method = Array.isArray(route.method) ? route.method[0] : route.method;
      const operationId = (schema as { operationId?: string } | undefined)?.operationId ?? operationIdOf(method, route.url);
      const querystring = withoutDeprecated((schema as { querystring?: unknown } | undefined)?.querystring);
      const out = { schema: { ...schema, operationId, ...(querystring ? { querystring } : {}), ...(isPublic ? { security: [] } : {}) }, url };
      return out as never;
    },
  });
  await app.register(swaggerUi, {
    routePrefix: DOCS_PREFIX,
    uiConfig: { docExpansion: 'list', deepLinking: true, defaultModelsExpandDepth: 0 },
  });
}

/**
 * A query's old names, kept only so that existing callers do not break (http/period.ts: a
 * period's date_from/date_to), are left out of the document: a new caller sees one name.
 */
function withoutDeprecated(querystring: unknown): unknown {
  const q = querystring as { properties?: Record<string, { deprecated?: boolean }> } | undefined;
  if (!q?.properties || !Object.values(q.properties).some((p) => p.deprecated)) return undefined;
  const properties = Object.fromEntries(Object.entries(q.properties).filter(([, p]) => !p.deprecated));
  return { ...q, properties };
}

export default fp(openApi, { name: 'openapi' });
