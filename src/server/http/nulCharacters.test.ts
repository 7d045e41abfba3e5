import { useTestApp } from '../testing/useFixture';

const invalid = ['Недопустимый символ в значении.'];

/** The app with probe routes of its own. */
const t = useTestApp({
  probes: (app, db) => {
    // Probes that hand their input to PostgreSQL, as a feature would (jsonb rejects \u0000 too).
    const echo = async (value: unknown) => (await db.query<{ v: unknown }>('SELECT $1::jsonb AS v', [JSON.stringify(value)])).rows[0].v;
    app.get<{ Params: { name: string } }>('/probe/:name/', async (request) => ({
      v: (await db.query('SELECT $1::text AS v', [request.params.name])).rows[0],
    }));
    app.get('/probe/', async (request) => ({ v: await echo(request.query) }));
    app.post('/probe/', async (request) => ({ v: await echo(request.body) }));
    app.post('/probe/deep/', async () => ({ ok: true }));
  },
});

function multipart(fields: Record<string, string>) {
  const boundary = '----m247nul';
  const body =
    Object.entries(fields)
      .map(([k, v]) => `--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`)
      .join('') + `--${boundary}--\r\n`;
  return { payload: body, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

describe('a NUL character in the input', () => {
  it('is a 400 naming the field at sign-in, for JSON, multipart and urlencoded bodies', async () => {
    const mp = multipart({ username: 'ad\u0000min', password: 'x' });
    const requests = [
      { payload: JSON.stringify({ username: 'ad\u0000min', password: 'x' }), headers: { 'content-type': 'application/json' } },
      mp,
      { payload: 'username=ad%00min&password=x', headers: { 'content-type': 'application/x-www-form-urlencoded' } },
    ];
    for (const { payload, headers } of requests) {
      const res = await t.app.inject({ method: 'POST', url: '/api/token-auth/', payload, headers });
      const type = headers['content-type'];
      expect({ type, status: res.statusCode, body: res.json() }).toEqual({ type, status: 400, body: { username: invalid } });
    }
  });

  it('is a 400 in any query parameter or body field, nested or not, and in a key', async () => {
    const cases: Array<[string, unknown, object]> = [
      ['/probe/?q=a%00b', undefined, { q: invalid }],
      ['/probe/?ok=1&list=a&list=%00', undefined, { list: invalid }],
      ['/probe/', { name: 'x\u0000', ok: 'y' }, { name: invalid }],
      ['/probe/', { items: [{ deep: [['\u0000']] }] }, { items: invalid }],
      ['/probe/', { items: { ['k\u0000']: 1 } }, { items: invalid }],
      ['/probe/', { ['k\u0000']: 1 }, { non_field_errors: invalid }],
    ];
    for (const [url, body, errors] of cases) {
      const res = await t.app.inject({ method: body === undefined ? 'GET' : 'POST', url, payload: body as object });
      expect({ url, body, status: res.statusCode, errors: res.json() }).toEqual({ url, body, status: 400, errors });
    }
  });

  it('is a 404 in a path parameter', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/probe/a%00b/' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ detail: 'Страница не найдена.' });
  });

  it('is found deep down; other control characters pass', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/probe/?q=a%01%09b' })).statusCode).toBe(200);
    const deep = `{"list":${'['.repeat(1000)}"\\u0000"${']'.repeat(1000)}}`;
    const res = await t.app.inject({ method: 'POST', url: '/probe/deep/', payload: deep, headers: { 'content-type': 'application/json' } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ list: invalid });
  });
});
