import { client } from '../../ledger/testing/apiClient';
import { fund, useLedgerFixture } from '../../ledger/testing/ledgerFixture';
import { pdfText } from '../../documents/testing/readBack';
import { createPerson } from '../operationPersons/personService';
import { SYSTEM_ACTOR } from '../../http/scope';

/**
 * Receipts: the client's receipt of each kind, read back with pdftotext as the
 * client would read it — network, register and city, number, time, operation, amounts, rate,
 * total, cashier; a transfer's code in large digits for the one who took the money only.
 */
const f = useLedgerFixture({ app: true });
const as = client(f);
let personId: number;

beforeAll(async () => {
  await fund(f, f.registers.m1, 'RUB', '1000000.00');
  await fund(f, f.registers.m1, 'USDT', '100');
  personId = (await createPerson(f.db, SYSTEM_ACTOR, { first_name: 'Иван', last_name: 'Петров', city: f.cities.moscow })).id;
}, 60_000);

async function receipt(who: 'admin' | 'cashier' | 'supervisor' | 'kazan' | 'noPerms', kind: string, id: number, paper?: string) {
  const res = await f.app.inject({
    method: 'GET',
    url: `/api/print_receipt/?record_kind=${kind}&record_id=${id}${paper ? `&paper=${paper}` : ''}`,
    headers: { authorization: `Token ${await f.token(who)}` },
  });
  return { status: res.statusCode, headers: res.headers, body: res.rawPayload };
}

/** pdftotext's layout, with runs of spaces folded: the words as a client reads them. */
const read = async (pdf: Buffer) => (await pdfText(pdf)).replace(/[ \u00a0]+/g, ' ');

describe('GET /api/print_receipt/', () => {
  it('an exchange: numbered per register and day, with everything the client needs, on 80 mm paper', async () => {
    const buy = await as('cashier').post('/api/transaction/create/', { cash_register: f.registers.m1, currency: f.currencies.USD, operation_type: 'BUY', amount: '1250.50', rate: '92.35' });
    const sell = await as('cashier').post('/api/transaction/create/', { cash_register: f.registers.m1, currency: f.currencies.USD, operation_type: 'SELL', amount: '100', rate: '95' });
    expect([buy.status, sell.status]).toEqual([201, 201]);

    const first = await receipt('cashier', 'TRANSACTION', buy.body.id);
    expect(first.status).toBe(200);
    expect(first.headers['content-type']).toBe('application/pdf');
    const text = await read(first.body);
    // The register's third receipt of the day: the fixture's two fundings (creditors' operations) came first.
    expect(String(first.headers['content-disposition'])).toContain(`filename*=UTF-8''${encodeURIComponent('Чек 3 М1 ')}`);
    for (const words of ['Money 24/7', 'М1 · Москва', 'Чек № 3', 'Покупка USD', 'Принято, USD 1 250,50', 'Курс, RUB 92,35',
      'Выдано, RUB 115 483,68', 'Кассир: cashier Тестов']) {
      expect(text).toContain(words);
    }
    // 1250.50 × 92.35 = 115 483.675 → 115 483.68, as the API answered.
    expect(buy.body.total).toBe('115483.68');
    const second = await read((await receipt('cashier', 'TRANSACTION', sell.body.id)).body);
    expect(second).toContain('Чек № 4');
    expect(second).toContain('Продажа USD');
    // A reprint is the same receipt, number included.
    expect(await read((await receipt('supervisor', 'TRANSACTION', buy.body.id)).body)).toContain('Чек № 3');
  });

  it('80 mm wide and as long as its content; A4 on request', async () => {
    const buy = await as('cashier').post('/api/transaction/create/', { cash_register: f.registers.m1, currency: f.currencies.USD, operation_type: 'BUY', amount: '10', rate: '90' });
    const size = (pdf: Buffer) => pdf.toString('latin1').match(/\/MediaBox \[0 0 ([\d.]+) ([\d.]+)\]/)!.slice(1).map(Number);
    const [w80, h80] = size((await receipt('cashier', 'TRANSACTION', buy.body.id)).body);
    expect(w80).toBeCloseTo(226.77, 1);
    expect(h80).toBeGreaterThan(150);
    expect(h80).toBeLessThan(400);
    expect(size((await receipt('cashier', 'TRANSACTION', buy.body.id, 'a4')).body)).toEqual([595.28, 841.89]);
  });

  it('a transfer: the receiving register and city, and the code in large digits for the sender only', async () => {
    const t = await as('cashier').post('/api/external_transfer/create/', {
      from_cash_register: f.registers.m1, to_cash_register: f.registers.k1, currency: f.currencies.RUB, amount: '5000', fee: '50',
      sender_name: 'Анна', receiver_name: 'Борис',
    });
    expect(t.status).toBe(201);
    const code: string = t.body.transfer_code;
    const own = await read((await receipt('cashier', 'EXTERNAL_TRANSFER', t.body.id)).body);
    for (const words of ['Перевод', 'Отправитель Анна', 'Получатель Борис', 'Сумма перевода, RUB 5 000,00', 'Комиссия, RUB 50,00', 'К1 · Казань',
      `${code.slice(0, 4)} ${code.slice(4)}`]) {
      expect(own).toContain(words);
    }
    // Another user of the city reprints it without the code: the client's secret.
    const other = await read((await receipt('supervisor', 'EXTERNAL_TRANSFER', t.body.id)).body);
    expect(other).toContain('Код у клиента');
    expect(other.replace(/\s/g, '')).not.toContain(code);
  });

  it('a crypto deal and a creditor\'s operation', async () => {
    const deal = await as('cashier').post('/api/crypto_transaction/create/', { cash_register: f.registers.m1, crypto_currency: f.currencies.USDT, operation_type: 'SELL', amount: '12.5', rate: '96.1', fee: '10' });
    expect(deal.status).toBe(201);
    const crypto = await read((await receipt('cashier', 'CRYPTO_TRANSACTION', deal.body.id)).body);
    expect(crypto).toContain('Прием USDT');
    expect(crypto).toContain('Принято, USDT 12,50000000');
    const op = await as('cashier').post('/api/out_transaction/create/', { cash_register: f.registers.m1, operation_person: personId, currency: f.currencies.RUB, operation_type: 'REPLENISHMENT', amount: '700' });
    const person = await read((await receipt('cashier', 'OUT_TRANSACTION', op.body.id)).body);
    expect(person).toContain('Пополнение');
    expect(person).toContain('Кредитор / дебитор Иван Петров');
    expect(person).toContain('Принято, RUB 700,00');
  });

  it('needs no print permission, but the record must be in the user\'s cities (404) and crypto needs its permission (403)', async () => {
    const buy = await as('cashier').post('/api/transaction/create/', { cash_register: f.registers.m1, currency: f.currencies.USD, operation_type: 'BUY', amount: '1', rate: '90' });
    const deal = await as('cashier').post('/api/crypto_transaction/create/', { cash_register: f.registers.m1, crypto_currency: f.currencies.USDT, operation_type: 'BUY', amount: '1', rate: '90' });
    expect((await receipt('noPerms', 'TRANSACTION', buy.body.id)).status).toBe(200);
    expect((await receipt('kazan', 'TRANSACTION', buy.body.id)).status).toBe(404);
    expect((await receipt('noPerms', 'CRYPTO_TRANSACTION', deal.body.id)).status).toBe(403);
    expect((await receipt('cashier', 'TRANSACTION', 999999)).status).toBe(404);
    expect((await receipt('cashier', 'INTERNAL_TRANSFER', 1)).status).toBe(400);
  });

  it('a reversal (storno) has no receipt: no client left the window with it; the reversed record keeps its own', async () => {
    const buy = await as('cashier').post('/api/transaction/create/', { cash_register: f.registers.m1, currency: f.currencies.USD, operation_type: 'BUY', amount: '3', rate: '90' });
    const asked = await as('cashier').post('/api/correction/create/', { record_kind: 'TRANSACTION', record_id: buy.body.id, reason: 'опечатка' });
    expect(asked.status).toBe(201);
    const approved = await as('supervisor').put(`/api/correction/approve/${asked.body.id}/`, {});
    expect(approved.status).toBe(200);
    expect((await receipt('cashier', 'TRANSACTION', approved.body.reversal_id)).status).toBe(404);
    expect((await receipt('cashier', 'TRANSACTION', buy.body.id)).status).toBe(200);
  });
});
