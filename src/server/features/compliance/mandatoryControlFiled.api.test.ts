import { SERVER_MESSAGES as M } from '../../http/messages';
import { pdfText, xlsxRows } from '../../documents/testing/readBack';
import { client } from '../../ledger/testing/apiClient';
import { fund, useLedgerFixture } from '../../ledger/testing/ledgerFixture';
import { clientBody } from '../clients/testing/clientBodies';

/**
 * A report, once filed, stays what was filed (docs/api/clients.md, "Mandatory control"): the
 * client's identity is kept with the row when it is marked reported, and the queue and its
 * download show it even after a cashier corrects the client's card.
 */
const f = useLedgerFixture({ app: true });
const as = client(f);
beforeAll(async () => {
  await fund(f, f.registers.m1, 'RUB', '100000000.00');
  const settings = { identification_threshold: '40000', mandatory_control_threshold: '600000', identify_transfers: false };
  expect((await as('admin').put(`/api/city_compliance/${f.cities.moscow}/`, settings)).status).toBe(200);
}, 60_000);

const download = async (format: 'xlsx' | 'pdf') => {
  const res = await f.app.inject({
    method: 'GET', url: `/api/print_mandatory_control/?city=${f.cities.moscow}&format=${format}`,
    headers: { authorization: `Token ${await f.token('compliance')}` },
  });
  expect(res.statusCode).toBe(200);
  return res.rawPayload;
};

it('keeps the identity as reported: the queue and the XLSX/PDF show the filed document after the card changes', async () => {
  const filed = clientBody({ last_name: 'Отчётов', first_name: 'Филипп', document_series: '4519', document_number: '884210' });
  const created = await as('cashier').post('/api/client/create/', filed);
  expect(created.status).toBe(201);
  const deal = { cash_register: f.registers.m1, currency: f.currencies.USD, operation_type: 'BUY', amount: '6000', rate: '100', client: created.body.id };
  expect((await as('cashier').post('/api/transaction/create/', deal)).status).toBe(201);
  const queue = async () => (await as('compliance').get(`/api/compliance/mandatory_control/?city=${f.cities.moscow}`)).body.results
    .find((r: { client: { id: number } }) => r.client.id === created.body.id);
  const row = await queue();
  expect(row).toMatchObject({ status: 'new', filed_identity: null, client: { name: 'Отчётов Филипп Петрович' } });

  const reported = await as('compliance').put(`/api/compliance/mandatory_control/${row.id}/report/`, { reference: 'ROSFIN-2026-0001' });
  expect(reported.status).toBe(200);
  const asFiled = {
    last_name: 'Отчётов', first_name: 'Филипп', middle_name: 'Петрович', birth_date: '1980-05-17', citizenship: 'RU',
    document_type: 'Паспорт РФ', document_series: '4519', document_number: '884210',
  };
  expect(reported.body.filed_identity).toMatchObject(asFiled);

  // A cashier corrects the card: a new passport, the surname re-spelt.
  const changed = { ...filed, last_name: 'Отчетов-Новый', document_series: '4601', document_number: '123999' };
  expect((await as('cashier').put(`/api/client/update/${created.body.id}/`, changed)).status).toBe(200);

  expect(await queue()).toMatchObject({
    status: 'reported', reference: 'ROSFIN-2026-0001', filed_identity: asFiled, client: { id: created.body.id, name: 'Отчётов Филипп Петрович' },
  });
  const sheet = (await xlsxRows(await download('xlsx'))).values.map((r) => r.map(String));
  const line = sheet.find((r) => r.includes('ROSFIN-2026-0001'));
  expect(line).toEqual(expect.arrayContaining(['Отчётов', '4519', '884210']));
  expect(JSON.stringify(sheet)).not.toContain('123999');
  expect(JSON.stringify(sheet)).not.toContain('Отчетов-Новый');
  const pdf = await pdfText(await download('pdf'));
  // The PDF's narrow columns wrap the number; the series fits on one line.
  expect(pdf).toContain('4519');
  expect(pdf).not.toContain('4601');
}, 60_000);

it('a row not yet reported shows the card as it is now', async () => {
  const created = await as('cashier').post('/api/client/create/', clientBody({ last_name: 'Живой', document_number: '700001' }));
  const deal = { cash_register: f.registers.m1, currency: f.currencies.USD, operation_type: 'BUY', amount: '6000', rate: '100', client: created.body.id };
  expect((await as('cashier').post('/api/transaction/create/', deal)).status).toBe(201);
  expect((await as('cashier').put(`/api/client/update/${created.body.id}/`, clientBody({ last_name: 'Живая', document_number: '700002' }))).status).toBe(200);
  const sheet = JSON.stringify((await xlsxRows(await download('xlsx'))).values);
  expect(sheet).toContain('700002');
  expect(sheet).not.toContain('700001');
}, 60_000);

it('refuses a reference of spaces only (400 on reference); nothing is marked', async () => {
  const created = await as('cashier').post('/api/client/create/', clientBody({ last_name: 'Пробелов', document_number: '700101' }));
  const deal = { cash_register: f.registers.m1, currency: f.currencies.USD, operation_type: 'BUY', amount: '6000', rate: '100', client: created.body.id };
  expect((await as('cashier').post('/api/transaction/create/', deal)).status).toBe(201);
  const { rows } = await f.db.query<{ id: string }>('SELECT id FROM mandatory_control WHERE client_id = $1', [created.body.id]);
  const url = `/api/compliance/mandatory_control/${rows[0].id}/report/`;
  for (const reference of ['   ', '\t\n', '\u00a0\u3000']) {
    expect(await as('compliance').put(url, { reference })).toEqual({ status: 400, body: { reference: [M.blank] } });
  }
  const after = await f.db.query<{ status: string }>('SELECT status FROM mandatory_control WHERE id = $1', [rows[0].id]);
  expect(after.rows[0].status).toBe('new');
});

it('refuses blank required text on the compliance routes\' client card', async () => {
  for (const field of ['last_name', 'first_name', 'document_number'] as const) {
    const res = await as('compliance').post('/api/client/create/', clientBody({ [field]: '  \u00a0 ' }));
    expect([field, res.status, res.body[field]]).toEqual([field, 400, [M.blank]]);
  }
});
