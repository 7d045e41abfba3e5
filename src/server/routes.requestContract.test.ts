import * as requests from '../shared/contract/request';
import { useTestApp } from './testing/useFixture';

/**
 * A request is declared once, in the contract (src/shared/contract/request): the server
 * validates with that value, its handler is typed from it, the OpenAPI document shows it and
 * the web's forms read their limits from it. Every route of the app's own route table is
 * walked: a body, query string or path parameters that are not one of the contract's values
 * (a schema written in the route's file) fail here, so a new route cannot declare its own.
 */

const DECLARED = new Set<unknown>(Object.values(requests));
const PARTS = ['body', 'querystring', 'params'] as const;

const t = useTestApp();

it('declares every route request in the contract', () => {
  const own = t.app.routeTable.flatMap((route) =>
    PARTS.filter((part) => route.schema[part] !== undefined && !DECLARED.has(route.schema[part])).map((part) => `${route.method} ${route.url} ${part}`),
  );
  expect(own).toEqual([]);
});

it('walks routes that take a body, a query and path parameters', () => {
  // The check above passes trivially on a table it cannot read: make sure it read one.
  for (const part of PARTS) expect(t.app.routeTable.filter((route) => route.schema[part] !== undefined).length).toBeGreaterThan(5);
});
