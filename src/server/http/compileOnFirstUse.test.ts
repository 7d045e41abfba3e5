import { withTestApp } from '../testing/testApp';
import { compileEverySchema } from './compileOnFirstUse';

/**
 * The server compiles each route's schemas on a route's first request (compileOnFirstUse.ts),
 * so no start of it proves they all compile any more: this does, for the whole route table.
 */
describe('every route schema', () => {
  it('compiles: validators of body, query and path, and a serializer of every answer', () =>
    withTestApp({}, async (t) => {
      const routes = t.app.routeTable;
      const expected = routes.reduce(
        (n, { schema }) => n + [schema.body, schema.querystring, schema.params].filter(Boolean).length + Object.keys(schema.response ?? {}).length,
        0,
      );
      expect(routes.length).toBeGreaterThan(200);
      // At least one each (a route may also declare its headers).
      expect(compileEverySchema(t.app)).toBeGreaterThanOrEqual(expected);
      // Compiled once: the requests after it use what was compiled.
      const res = await t.app.inject({ method: 'GET', url: '/api/me' });
      expect(res.statusCode).toBe(401);
    }));

  it('fails on a schema that does not compile, naming what is wrong', () =>
    withTestApp(
      {
        probes: (app) => {
          app.post('/probe/', { schema: { body: { type: 'object', properties: { amount: { type: 'decimal' } } } } }, async () => ({}));
        },
      },
      async (t) => {
        expect(() => compileEverySchema(t.app)).toThrow(/type/);
      },
    ));
});
