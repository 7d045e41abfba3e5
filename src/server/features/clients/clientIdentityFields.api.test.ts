import { CITIZENSHIP_ERROR, EARLY_BIRTH_DATE_ERROR } from '../../../shared/countries';
import { client } from '../../ledger/testing/apiClient';
import { useLedgerFixture } from '../../ledger/testing/ledgerFixture';
import { clientBody } from './testing/clientBodies';

/** A client's citizenship is a country's ISO 3166-1 alpha-2 code, and a birth date is from 1900 on (docs/api/clients.md). */
const f = useLedgerFixture({ app: true });
const as = client(f);
const count = async () => Number((await f.db.query<{ n: string }>('SELECT count(*) AS n FROM clients')).rows[0].n);

it('takes real country codes in any case, refuses two letters that are no country', async () => {
  for (const citizenship of ['RU', 'kz', 'Uz', 'DE']) {
    const res = await as('cashier').post('/api/client/create/', clientBody({ citizenship }));
    expect([citizenship, res.status]).toEqual([citizenship, 201]);
    expect(res.body.citizenship).toBe(citizenship.toUpperCase());
  }
  const before = await count();
  for (const citizenship of ['ZZ', 'XX', 'RR', 'QQ', 'EU', 'UK']) {
    expect([citizenship, await as('cashier').post('/api/client/create/', clientBody({ citizenship }))]).toEqual([
      citizenship, { status: 400, body: { citizenship: [CITIZENSHIP_ERROR] } },
    ]);
  }
  expect(await count()).toBe(before);
  const made = await as('cashier').post('/api/client/create/', clientBody());
  expect((await as('cashier').put(`/api/client/update/${made.body.id}/`, clientBody({ citizenship: 'ZZ' }))).status).toBe(400);
});

it('takes birth dates from 1900-01-01, refuses earlier ones', async () => {
  expect((await as('cashier').post('/api/client/create/', clientBody({ birth_date: '1900-01-01' }))).status).toBe(201);
  for (const birth_date of ['1899-12-31', '1000-01-01']) {
    expect([birth_date, await as('cashier').post('/api/client/create/', clientBody({ birth_date }))]).toEqual([
      birth_date, { status: 400, body: { birth_date: [EARLY_BIRTH_DATE_ERROR] } },
    ]);
  }
});
