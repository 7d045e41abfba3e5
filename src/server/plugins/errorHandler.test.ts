import { useTestApp } from '../testing/useFixture';

/** Statements PostgreSQL refuses for their data (SQLSTATE class 22), by the code it gives. */
const DATA_EXCEPTIONS: Record<string, [string, unknown[]]> = {
  '22P02': ['SELECT $1::int AS v', ['abc']],
  '22003': ['SELECT $1::int AS v', ['99999999999']],
  '22007': ['SELECT $1::date AS v', ['someday']],
  '22008': ['SELECT $1::date AS v', ['2024-13-45']],
  '22021': ['SELECT $1::text AS v', ['a\u0000b']],
  '22012': ['SELECT 1 / $1::int AS v', [0]],
};

/** The app with probe routes of its own. */
const t = useTestApp({
  probes: (app, db) => {
    // Probes standing in for a feature whose own checks missed a value.
    app.get<{ Params: { code: string } }>('/probe/:code/', async (request) => {
      const [sql, params] = DATA_EXCEPTIONS[request.params.code];
      return db.transaction(async (tx) => (await tx.query(sql, params)).rows[0]);
    });
    app.get('/probe-missing-table/', async () => (await db.query('SELECT * FROM no_such_table')).rows);
  },
});

describe('the error handler', () => {
  it('answers a PostgreSQL data exception as 400 non_field_errors, not 500', async () => {
    for (const [code, [sql, params]] of Object.entries(DATA_EXCEPTIONS)) {
      await expect(t.db.query(sql, params)).rejects.toMatchObject({ code });
      const res = await t.app.inject({ method: 'GET', url: `/probe/${code}/` });
      expect({ code, status: res.statusCode, body: res.json() }).toEqual({
        code,
        status: 400,
        body: { non_field_errors: ['Недопустимые данные.'] },
      });
    }
  });

  it('keeps other database errors a 500 that tells nothing', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/probe-missing-table/' });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ detail: 'Внутренняя ошибка сервера.' });
  });
});
