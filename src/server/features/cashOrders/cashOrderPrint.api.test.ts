import type { CreateCashOrderBody } from '../../../shared/contract';
import { pdfText, xlsxRows } from '../../documents/testing/readBack';
import { SERVER_MESSAGES } from '../../http/messages';
import { client, type Who } from '../../ledger/testing/apiClient';
import { fund, useLedgerFixture } from '../../ledger/testing/ledgerFixture';
import { createTestVault, orderIn, tens } from './testing/cashOrderWorld';

/** The cash orders' documents: the «Сопроводительная ведомость» (PDF) and the list (XLSX). */
const f = useLedgerFixture({ app: true });
const as = client(f);
let vault: number;

beforeAll(async () => {
  vault = await createTestVault(f.db, f.cities.moscow, 'Хранилище Москвы');
  await fund(f, vault, 'RUB', '100000.00');
}, 60_000);

const refill = (amount: string): CreateCashOrderBody => ({ kind: 'refill', from_cash_register: vault, to_cash_register: f.registers.m1, currency: f.currencies.RUB, amount });
const file = async (who: Exclude<Who, 'anonymous'>, url: string) => {
  const res = await f.app.inject({ method: 'GET', url, headers: { authorization: `Token ${await f.token(who)}` } });
  return { status: res.statusCode, body: res.rawPayload, json: () => res.json(), disposition: decodeURIComponent(String(res.headers['content-disposition'])) };
};

describe('GET /api/print_cash_order/{id}/', () => {
  it('the sender prints the order, its notes, the seal, the courier and three signature lines', async () => {
    const order = await orderIn(f.db, refill('1000.00'), 'approved');
    const sent = await as('cashier').post(`/api/cash_orders/${order.id}/dispatch/`, { denominations: tens('1000'), seal: 'П-77', courier: 'Петров П.П.' });
    expect(sent.status).toBe(200);
    const res = await file('cashier', `/api/print_cash_order/${order.id}/`);
    expect(res.status).toBe(200);
    expect(res.disposition).toContain(`Сопроводительная ведомость №${order.id}.pdf`);
    const text = (await pdfText(res.body)).replace(/\s+/g, ' ');
    for (const words of [`Сопроводительная ведомость к заявке №${order.id}`, 'Хранилище Москвы (Москва) → М1 (Москва)', 'Пломба: П-77', 'Инкассатор: Петров П.П.', 'Отправитель', 'Получатель', '1 000.00']) {
      expect(text).toContain(words);
    }
  });

  it('is refused to the receiving side while the order travels (it counts blind), and before dispatch', async () => {
    const order = await orderIn(f.db, refill('100.00'), 'dispatched');
    const blind = await file('colleague', `/api/print_cash_order/${order.id}/`);
    expect(blind.status).toBe(409);
    expect(blind.json()).toEqual({ detail: SERVER_MESSAGES.cashOrder.blindList });
    const waiting = await orderIn(f.db, refill('100.00'), 'approved');
    expect((await file('colleague', `/api/print_cash_order/${waiting.id}/`)).json()).toEqual({ detail: SERVER_MESSAGES.cashOrder.notDispatched });
    expect((await file('kazan', `/api/print_cash_order/${waiting.id}/`)).status).toBe(404);
    expect((await file('noPerms', `/api/print_cash_order/${waiting.id}/`)).status).toBe(403);
  });
});

describe('GET /api/print_cash_orders/', () => {
  it('downloads every order the filters keep, as the screen lists them', async () => {
    const discrepancy = await orderIn(f.db, refill('500.00'), 'discrepancy');
    const requested = await orderIn(f.db, refill('200.00'), 'requested');
    const res = await file('supervisor', `/api/print_cash_orders/?city=${f.cities.moscow}&state=discrepancy&kind=refill&format=xlsx`);
    expect(res.status).toBe(200);
    const { values } = await xlsxRows(res.body);
    const cells = values.flat().map(String);
    expect(cells).toContain(`№${discrepancy.id}`);
    expect(cells).not.toContain(`№${requested.id}`);
    expect(cells).toContain('Расхождение');
  });
});
