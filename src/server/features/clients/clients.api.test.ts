import { client } from '../../ledger/testing/apiClient';
import { useLedgerFixture } from '../../ledger/testing/ledgerFixture';
import { DOCUMENT_TAKEN_MESSAGE } from './clientService';
import { clientBody } from './testing/clientBodies';

/** The register of clients (docs/api/clients.md): create, read, update, search, one per document. */
const f = useLedgerFixture({ app: true });
const as = client(f);

describe('create and read', () => {
  it('creates a client (201) with the full document; lists show the type and the last four only; the card is audited', async () => {
    const created = await as('cashier').post('/api/client/create/', clientBody({
      last_name: ' Сидоров ', first_name: 'Сидор', middle_name: '', citizenship: 'ru', document_number: '771234', document_issued_at: '',
    }));
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      last_name: 'Сидоров', first_name: 'Сидор', middle_name: '', citizenship: 'RU', document_type: 'Паспорт РФ',
      document_series: '4510', document_number: '771234', document_issued_at: null, screening_status: 'clear',
    });
    const id = created.body.id;
    const list = await as('kazan').get('/api/client/?search=сидоров');
    expect(list.status).toBe(200);
    expect(list.body.results).toEqual([{ ...created.body, document_series: '', document_number: '••••1234' }]);
    expect(await as('kazan').get(`/api/client/${id}/`)).toEqual({ status: 200, body: created.body });
    const { rows } = await f.db.query<{ actor: string; details: object }>("SELECT actor, details FROM audit_log WHERE action = 'client.view'");
    expect(rows).toEqual([{ actor: 'kazan', details: { client: id } }]);
    expect((await as('cashier').get('/api/client/999999/')).status).toBe(404);
    expect((await as('anonymous').get('/api/client/')).status).toBe(401);
  });

  it('refuses a second client with the same document (look-alikes, spaces, dashes, case and type aside), naming nobody', async () => {
    const first = await as('cashier').post('/api/client/create/', clientBody({ last_name: 'Первый', first_name: 'Клиент', middle_name: 'Иванович', document_series: '45 11', document_number: 'ab-123' }));
    expect(first.status).toBe(201);
    const refused = { status: 400, body: { document_number: [DOCUMENT_TAKEN_MESSAGE] } };
    // Latin "AB" and Cyrillic «АВ», spaces and dashes, another document type: the same document.
    expect(await as('kazan').post('/api/client/create/', clientBody({ document_series: '4511', document_number: 'AB 123' }))).toEqual(refused);
    expect(await as('kazan').post('/api/client/create/', clientBody({ document_series: '4511', document_number: 'АВ123' }))).toEqual(refused);
    expect(await as('kazan').post('/api/client/create/', clientBody({ document_type: 'Иной документ', document_series: '', document_number: '4511 АВ-123' }))).toEqual(refused);
    expect(DOCUMENT_TAKEN_MESSAGE).not.toMatch(/Первый|Клиент Иванович|\d/);
    // The same number of another country's document is another document.
    expect((await as('kazan').post('/api/client/create/', clientBody({ citizenship: 'KZ', document_series: '4511', document_number: 'AB123' }))).status).toBe(201);
    const { rows } = await f.db.query("SELECT citizenship FROM clients WHERE document_key = '4511ab123' ORDER BY citizenship");
    expect(rows).toEqual([{ citizenship: 'KZ' }, { citizenship: 'RU' }]);
  });

  it('refuses a name with control or format characters under its field, nothing written', async () => {
    const { rows: before } = await f.db.query<{ n: number }>('SELECT count(*)::int AS n FROM clients');
    for (const [field, value] of [
      ['last_name', 'Ива\u200bнов'], ['first_name', 'Пё\u00adтр'], ['middle_name', '\u202eчивортеП'], ['last_name', 'Иванов\u0007'], ['first_name', 'Ив\ufeffан'], ['last_name', 'Сидо\u2060ров'],
    ] as const) {
      expect(await as('cashier').post('/api/client/create/', clientBody({ [field]: value }))).toEqual({ status: 400, body: { [field]: [expect.stringContaining('невидимые')] } });
    }
    const { rows: after } = await f.db.query<{ n: number }>('SELECT count(*)::int AS n FROM clients');
    expect(after).toEqual(before);
    const a = (await as('cashier').post('/api/client/create/', clientBody({ last_name: 'Видимов' }))).body;
    expect((await as('cashier').put(`/api/client/update/${a.id}/`, clientBody({ last_name: 'Види\u200dмов', document_number: a.document_number }))).body)
      .toEqual({ last_name: [expect.stringContaining('невидимые')] });
  });

  it('answers bad bodies with field errors in Russian, nothing written', async () => {
    const { rows: before } = await f.db.query<{ n: number }>('SELECT count(*)::int AS n FROM clients');
    const { last_name: _ln, ...noLastName } = clientBody();
    expect((await as('cashier').post('/api/client/create/', noLastName)).body).toEqual({ last_name: ['Обязательное поле.'] });
    expect((await as('cashier').post('/api/client/create/', clientBody({ last_name: '   ' }))).body).toEqual({ last_name: ['Это поле не может быть пустым.'] });
    expect((await as('cashier').post('/api/client/create/', clientBody({ citizenship: 'RUS' }))).body).toEqual({
      citizenship: ['Гражданство: код страны ISO 3166 из двух латинских букв, например RU.'],
    });
    expect(Object.keys((await as('cashier').post('/api/client/create/', clientBody({ document_type: 'Паспорт' as never }))).body)).toEqual(['document_type']);
    expect((await as('cashier').post('/api/client/create/', clientBody({ birth_date: '1980-02-30' }))).body).toEqual({
      birth_date: ['Неправильный формат даты. Используйте формат YYYY-MM-DD.'],
    });
    expect((await as('cashier').post('/api/client/create/', clientBody({ birth_date: '2999-01-01' }))).body).toEqual({
      birth_date: ['Дата рождения не может быть в будущем.'],
    });
    const { rows: after } = await f.db.query<{ n: number }>('SELECT count(*)::int AS n FROM clients');
    expect(after).toEqual(before);
  });
});

describe('update', () => {
  it('replaces the fields, audits before and after, refuses another client\'s document', async () => {
    const a = (await as('cashier').post('/api/client/create/', clientBody({ last_name: 'Обновляемый' }))).body;
    const b = (await as('cashier').post('/api/client/create/', clientBody({ last_name: 'Другой' }))).body;
    const changed = await as('kazan').put(`/api/client/update/${a.id}/`, clientBody({ last_name: 'Обновлённый', document_number: a.document_number, phone: '' }));
    expect(changed.status).toBe(200);
    expect(changed.body).toMatchObject({ id: a.id, last_name: 'Обновлённый', document_number: a.document_number, phone: '' });
    const clash = await as('kazan').put(`/api/client/update/${a.id}/`, clientBody({ document_number: b.document_number }));
    expect(clash).toEqual({ status: 400, body: { document_number: [DOCUMENT_TAKEN_MESSAGE] } });
    expect((await as('kazan').put('/api/client/update/999999/', clientBody())).status).toBe(404);
    const { rows } = await f.db.query<{ before: { last_name: string }; after: { last_name: string } }>(
      "SELECT before, after FROM audit_log WHERE action = 'client.update' ORDER BY id DESC LIMIT 1");
    expect([rows[0].before.last_name, rows[0].after.last_name]).toEqual(['Обновляемый', 'Обновлённый']);
  });
});

describe('search', () => {
  beforeAll(async () => {
    for (const c of [
      { last_name: 'Ёлкин', first_name: 'Семён', document_number: '900001', phone: '8 (921) 555-12-34' },
      { last_name: 'Shchukin', first_name: 'Ivan', document_type: 'Заграничный паспорт' as const, document_series: '75', document_number: '900002' },
      { last_name: 'Щукина', first_name: 'Анна', document_number: '900003' },
    ]) expect((await as('cashier').post('/api/client/create/', clientBody(c))).status).toBe(201);
  });
  const names = async (search: string) =>
    ((await as('cashier').get(`/api/client/?search=${encodeURIComponent(search)}`)).body.results as Array<{ last_name: string }>).map((c) => c.last_name).sort();

  it('finds a name fragment across case, ё/е, word order and alphabet', async () => {
    expect(await names('елкин')).toEqual(['Ёлкин']);
    expect(await names('СЕМЕН ЁЛК')).toEqual(['Ёлкин']);
    expect(await names('щукин')).toEqual(['Shchukin', 'Щукина']);
    expect(await names('Shchukin Ivan')).toEqual(['Shchukin']);
    expect(await names('иван щук')).toEqual(['Shchukin']);
    expect(await names('щукина анна')).toEqual(['Щукина']);
    expect(await names('%')).toEqual([]);
  });

  it('finds a document by its whole number only, audited as a view; a phone by its start', async () => {
    await f.db.query("DELETE FROM audit_log WHERE action = 'client.view'");
    expect(await names('900002')).toEqual(['Shchukin']);
    expect(await names('75 900002')).toEqual(['Shchukin']);
    expect(await names('75-900-002')).toEqual(['Shchukin']);
    // A part of a number finds nothing: a number cannot be read out digit by digit.
    expect(await names('90000')).toEqual([]);
    expect(await names('75 9000')).toEqual([]);
    expect(await names('00002')).toEqual([]);
    expect(await names('Щукин 90000')).toEqual([]);
    const { rows } = await f.db.query<{ actor: string; details: { client: number; search: string } }>(
      "SELECT actor, details FROM audit_log WHERE action = 'client.view' ORDER BY id");
    const shchukin = (await f.db.query<{ id: number }>("SELECT id FROM clients WHERE last_name = 'Shchukin'")).rows[0].id;
    expect(rows).toEqual([1, 2, 3].map(() => ({ actor: 'cashier', details: { client: shchukin, search: 'document' } })));
    expect(await names('+7 921 555')).toEqual(['Ёлкин']);
    expect(await names('89215551234')).toEqual(['Ёлкин']);
  });

  it('pages as DRF does', async () => {
    const page = await as('cashier').get('/api/client/?size=2&page=2');
    expect(page.status).toBe(200);
    expect(page.body.results).toHaveLength(2);
    expect(page.body.previous).toBe('/api/client/?size=2&page=1');
    expect((await as('cashier').get('/api/client/?page=999')).status).toBe(404);
  });
});

describe('search at volume: the two plans agree with a plain count and the name order', () => {
  // More matches than the candidates' plan takes (20 000), and more than the count reads (10 000).
  beforeAll(async () => {
    await f.db.query(
      `INSERT INTO clients (last_name, first_name, middle_name, birth_date, citizenship, document_type, document_number)
       SELECT CASE WHEN i % 8 <> 0 THEN 'Многов' ELSE 'Редкин' || i END, CASE WHEN i % 7 = 0 THEN 'Пётр' ELSE 'Павел' END, '',
              date '1980-01-01', 'RU', 'Иной документ', 'vol' || i
         FROM generate_series(1, 24000) AS i`,
    );
  }, 60_000);

  const search = async (text: string, page = 1) => (await as('cashier').get(`/api/client/?search=${encodeURIComponent(text)}&size=20&page=${page}`)).body;
  const inNameOrder = (rows: Array<{ last_name: string; first_name: string; middle_name: string; id: number }>) =>
    rows.every((r, i) => i === 0 || [rows[i - 1].last_name, rows[i - 1].first_name, rows[i - 1].middle_name].join('\u0001') < [r.last_name, r.first_name, r.middle_name].join('\u0001') ||
      ([rows[i - 1].last_name, rows[i - 1].first_name, rows[i - 1].middle_name].join('\u0001') === [r.last_name, r.first_name, r.middle_name].join('\u0001') && rows[i - 1].id < r.id));

  it('a common word (21 000 matches: the walk in name order) counts to 10 000 and pages like a rare one', async () => {
    const first = await search('многов');
    expect(first.count).toBe(10_000);
    expect(first.results).toHaveLength(20);
    expect(inNameOrder(first.results)).toBe(true);
    expect(first.results.every((c: { last_name: string }) => c.last_name === 'Многов')).toBe(true);
    expect(first.next).toBe(`/api/client/?search=${encodeURIComponent('многов')}&size=20&page=2`);
    const last = await search('многов', 500);
    expect(last.results).toHaveLength(20);
    expect(last.next).toBeNull();
  });

  it('two words, each plan, checked against a plain count', async () => {
    // The longer word leads: «многов» has 21 000 matches (the walk), «редкин12» a few hundred (the candidates).
    const both = await search('петр многов');
    const { rows } = await f.db.query<{ n: number }>("SELECT count(*)::int AS n FROM clients WHERE last_name = 'Многов' AND first_name = 'Пётр'");
    expect(both.count).toBe(rows[0].n);
    expect(both.count).toBe(3000);
    expect(inNameOrder(both.results)).toBe(true);
    expect(both.results.every((c: { first_name: string }) => c.first_name === 'Пётр')).toBe(true);
    const rare = await search('павел редкин12');
    const plain = await f.db.query<{ n: number }>("SELECT count(*)::int AS n FROM clients WHERE last_name LIKE 'Редкин12%' AND first_name = 'Павел'");
    expect(rare.count).toBe(plain.rows[0].n);
    expect(rare.count).toBeGreaterThan(20);
    expect(inNameOrder(rare.results)).toBe(true);
    expect((await search('редкин23992')).results.map((c: { last_name: string }) => c.last_name)).toEqual(['Редкин23992']);
  });

  it('a list of more than 10 000 counts 10 000 and still pages in name order', async () => {
    const all = await search('');
    expect(all.count).toBe(10_000);
    expect(inNameOrder(all.results)).toBe(true);
    expect((await search('', 500)).results).toHaveLength(20);
    expect((await as('cashier').get('/api/client/?page=501&size=20')).status).toBe(404);
  });
});
