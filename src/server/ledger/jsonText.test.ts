import {
  jsonBoolean,
  jsonConstant,
  jsonInteger,
  jsonObjectSql,
  jsonRaw,
  jsonString,
  refText,
  userText,
} from './jsonText';
import { useTestDb } from '../testing/useFixture';

const t = useTestDb();

/** The text PostgreSQL writes for `sql` over the given values ($1…). */
async function text(sql: string, params: unknown[] = []): Promise<string> {
  const { rows } = await t.db.query<{ t: string }>(`SELECT ${sql} AS t`, params);
  return rows[0].t;
}

describe('jsonObjectSql', () => {
  it('writes what JSON.stringify writes, for text that needs escaping and for nulls', async () => {
    const awkward = 'Кавычки " и \\ обратная черта,\nперевод строки, \t табуляция, \u0001 и эмодзи 💶';
    const sql = jsonObjectSql({
      id: jsonInteger('$1::int'),
      kind: jsonConstant("O'Brien \"exchange\""),
      comment: jsonString('$2::text'),
      missing: jsonString('NULL::text'),
      amount: jsonString('$3::numeric'),
      flag: jsonBoolean('$4::boolean'),
      no_id: jsonInteger('NULL::int'),
      nested: jsonRaw(jsonObjectSql({ code: jsonString("'USD'") })),
      absent: jsonRaw('NULL'),
    });
    const written = await text(sql, [42, awkward, '1971000.50', false]);
    expect(written).toBe(
      JSON.stringify({
        id: 42,
        kind: "O'Brien \"exchange\"",
        comment: awkward,
        missing: null,
        amount: '1971000.50',
        flag: false,
        no_id: null,
        nested: { code: 'USD' },
        absent: null,
      }),
    );
  });

  it('writes an empty object and refuses keys that would need escaping', async () => {
    expect(await text(jsonObjectSql({}))).toBe('{}');
    expect(() => jsonObjectSql({ 'a"b': jsonInteger('1') })).toThrow(/plain name/);
  });
});

describe('reference texts', () => {
  it('are null when nothing was joined and {id, name} otherwise', async () => {
    const row = (alias: string, id: number | null, name: string) => `(SELECT ${id ?? 'NULL'}::int AS id, '${name}'::text AS name) ${alias}`;
    expect(await text(`(SELECT ${refText('r')} FROM ${row('r', 3, 'Касса "Центр"')})`)).toBe('{"id":3,"name":"Касса \\"Центр\\""}');
    expect(await text(`(SELECT ${refText('r')} FROM ${row('r', null, 'x')})`)).toBeNull();
    const user = (first: string, last: string) =>
      `(SELECT ${userText('u')} FROM (SELECT 5 AS id, '${first}'::text AS first_name, '${last}'::text AS last_name, 'login'::text AS username) u)`;
    expect(JSON.parse(await text(user('Анна', 'Смирнова')))).toEqual({ id: 5, name: 'Анна Смирнова' });
    expect(JSON.parse(await text(user('', '')))).toEqual({ id: 5, name: 'login' });
  });
});
