import { openTestDb } from '../../testing/testDb';
import type { Db } from '../../db/types';

/**
 * The name keys screening and search compare (migration 025: client_translit, client_name_key):
 * case, ё/е, extra spaces, word order and the Latin or Cyrillic spelling of a name do not matter.
 */
let db: Db;
beforeAll(async () => {
  db = await openTestDb();
}, 60_000);
afterAll(() => db.close());

const key = async (name: string) => (await db.query<{ k: string }>('SELECT client_name_key($1) AS k', [name])).rows[0].k;

it.each([
  ['Иванов Иван', 'Ivanov Ivan'],
  ['Щукин', 'Shchukin'],
  ['Ёлкин', 'Елкин'],
  ['ИВАНОВ  иван ', 'иван Иванов'],
  ['Юлия Яковлева', 'Yuliya Yakovleva'],
  ['Юлия Яковлева', 'IULIIA IAKOVLEVA'],
  ['Хабаров Дмитрий', 'Khabarov Dmitry'],
  ['Цой Виктор', 'Tsoy Viktor'],
  ['Андреев Евгений', 'Andreyev Yevgeniy'],
  ['Жуков Игорь', 'Zhukov Igor'],
  ['Чернышёв', 'Chernyshev'],
])('«%s» = "%s"', async (a, b) => {
  expect(await key(a)).toBe(await key(b));
  expect(await key(a)).not.toBe('');
});

it.each([
  ['Иванов Иван', 'Иванова Ивана'],
  ['Щукин', 'Щукина'],
  ['Петров Пётр', 'Петров Павел'],
])('«%s» ≠ «%s»', async (a, b) => {
  expect(await key(a)).not.toBe(await key(b));
});
