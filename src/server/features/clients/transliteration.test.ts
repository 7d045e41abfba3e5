import { useTestDb } from '../../testing/useFixture';

/**
 * The name keys screening and search compare (migration 029: client_translit, client_name_key):
 * case, ё/е, extra spaces, word order, invisible characters, look-alike letters, diacritics and
 * the transliteration of a name do not matter (docs/api/clients.md, "The name key"); and the
 * document key (client_document_key) the one-client-per-document rule and search compare.
 */
const t = useTestDb();

const key = async (name: string) => (await t.db.query<{ k: string }>('SELECT client_name_key($1) AS k', [name])).rows[0].k;

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
  ['Хабенский', 'Khabensky'],
  ['Khabenskiy', 'Khabenskii'],
  ['Александр', 'Alexander'],
  ['Aleksandr', 'Alexander'],
  ['Юрьевич', 'Yurievich'],
  ['Iurevich', 'Yuryevich'],
  ['Сергей', 'Sergej'],
  ['Sergey', 'Sergei'],
  ['Дмитрий', 'Dmitriy'],
  ['Dmitrii', 'Dmitry'],
  ['Евгений', 'Yevgeny'],
  ['Yevgeniy', 'Evgenii'],
  ['Смирнов', 'Smirnoff'],
  ['Щербакова', 'Ščerbakova'],
  ['Щукин', 'Schukin'],
  ['Чайковский', 'Tchaikovsky'],
  ['Виктор', 'Victor'],
  ['Пётр Фёдоров', 'Pyotr Fyodorov'],
  ['Соловьёв Илья', "Solov'ev Il'ya"],
  ['Мария', 'Mariya'],
  ['Müller', 'Muller'],
  ['ＩＶＡＮＯＶ', 'Иванов'],
  ['Cидоров', 'Сидоров'],
  ['Петpов', 'Петров'],
  ['Петр0в', 'Петров'],
  ['Dmitrу', 'Dmitry'],
  ['Ива\u200bнов', 'Иванов'],
  ['Иван\u00adов', 'Иванов'],
  ['\u202eИванов\u202c', 'Иванов'],
  ['Ив\ufeffанов', 'Иванов'],
])('«%s» = "%s"', async (a, b) => {
  expect(await key(a)).toBe(await key(b));
  expect(await key(a)).not.toBe('');
});

it.each([
  ['Иванов Иван', 'Иванова Ивана'],
  ['Щукин', 'Щукина'],
  ['Петров Пётр', 'Петров Павел'],
  ['Шаров', 'Саров'],
  ['Цой', 'Чой'],
  ['Анна', 'Яна'],
])('«%s» ≠ «%s»', async (a, b) => {
  expect(await key(a)).not.toBe(await key(b));
});

const entryShort = async (name: string) => (await t.db.query<{ k: string }>('SELECT client_entry_short_key($1) AS k', [name])).rows[0].k;

it.each([
  ['Иванов Иван Петрович', 'Иванов Иван'],
  ['Иван Петрович Иванов', 'Иван Иванов'],
  ['Петрович Иван Иванович', 'Петрович Иван'],
  ['Ильин Пётр Ильич', 'Ильин Пётр'],
  ['Алиев Рашид Гейдар оглы', 'Алиев Рашид'],
  ['Ким Чен Ын', 'Ким Чен Ын'],
  ['Иванов Иван', 'Иванов Иван'],
])('a list entry «%s» without its patronymic is «%s»', async (entry, short) => {
  expect(await entryShort(entry)).toBe(await key(short));
});

const doc = async (text: string) => (await t.db.query<{ k: string }>('SELECT client_document_key($1) AS k', [text])).rows[0].k;

it.each([
  ['AB 123456', 'АВ-123456'],
  ['45 19 884210', '4519884210'],
  ['№ 4519-884210', '4519 884210'],
  ['ab 12\u200b3', 'AB123'],
  ['IV-МЮ 123', 'iv мю123'],
])('document «%s» = «%s»', async (a, b) => {
  expect(await doc(a)).toBe(await doc(b));
  expect(await doc(a)).not.toBe('');
});
