import type { FastifyReply } from 'fastify';
import type { Paginated } from '../../shared/contract';

/**
 * One record as JSON text, written by PostgreSQL for the page's rows (ledger/jsonText.ts).
 * The ledger's lists (every history and the operation persons) are answered this way: turning 20–100 rows of ~25
 * columns into objects and back into JSON was most of the API's work per call, more than
 * the database's (docs/PERFORMANCE.md). Amounts are text inside the JSON, as everywhere.
 */
export type JsonText = string & { readonly __brand: 'JsonText' };

export type JsonPage = Paginated<JsonText>;

/** The DRF page around records that are JSON already. */
export function jsonPageBody(page: JsonPage): string {
  const links = `"next":${JSON.stringify(page.next)},"previous":${JSON.stringify(page.previous)}`;
  return `{"count":${page.count},${links},"results":[${page.results.join(',')}]}`;
}

/**
 * Sends the page as it is: the route's answer schema still describes it (OpenAPI), but
 * does not serialize it again. As bytes: a string body is measured for Content-Length and
 * then encoded again to be written, two UTF-8 passes over ~15 KB of mostly Cyrillic text.
 */
export function sendJsonPage(reply: FastifyReply, page: JsonPage): FastifyReply {
  return reply.type('application/json; charset=utf-8').send(Buffer.from(jsonPageBody(page)));
}

/** The page's records as objects (the services' tests). */
export function parseJsonPage<T>(page: JsonPage): Paginated<T> {
  return { ...page, results: page.results.map((text) => JSON.parse(text) as T) };
}
