import { REGISTER_CLOSED } from '../../../shared/contract/shifts';
import { ledgerSnapshot } from '../../testing/ledgerSnapshot';
import { authed, createTestUser, login } from '../../testing/testApp';
import { client } from '../../ledger/testing/apiClient';
import { checkLedgerAfterEach } from '../../ledger/testing/ledgerCheckedAfterEach';
import { cashBalance, fund, useLedgerFixture } from '../../ledger/testing/ledgerFixture';
import { COUNT_MESSAGES } from './shiftCount';
import { NO_OPEN_SHIFT } from './shiftQueries';
import { SHIFT_MESSAGES } from './shiftService';
import { shiftCalls } from './testing/shiftCalls';
import { pdfText, xlsxRows } from '../../documents/testing/readBack';
import { clientBody } from '../clients/testing/clientBodies';

/**
 * Shifts through the API (docs/SHIFTS.md): one rule per test. The fixture opens a
 * shift on every register at creation (testing/testApp.ts); М1 trades USD and EUR.
 */
const f = useLedgerFixture({ app: true });
const as = client(f);
let shifts: ReturnType<typeof shiftCalls>;
beforeAll(async () => {
  shifts = shiftCalls(f);
  await fund(f, f.registers.m1, 'RUB', '100000.00');
  await fund(f, f.registers.m1, 'USD', '1000.00');
  await fund(f, f.registers.m2, 'RUB', '50000.00');
}, 60_000);
checkLedgerAfterEach(() => f.db);

const exchange = (register = f.registers.m1, who: Parameters<typeof as>[0] = 'cashier') =>
  as(who).post('/api/transaction/create/', { cash_register: register, currency: f.currencies.USD, operation_type: 'BUY', amount: '10.00', rate: '90.00' });
const entriesOf = async (kind: string) =>
  (await f.db.query<{ amount: string }>("SELECT amount::text AS amount FROM ledger_entries WHERE entry_kind = $1 AND source_type = 'CASH_COUNT' ORDER BY id", [kind])).rows.map((r) => r.amount);
const line = (code: string, expected: string, counted: string, difference: string) => ({
  currency: { id: f.currencies[code as 'RUB'], code, name: expect.any(String) }, expected, counted, difference,
});
/** Closes М2 cleanly and opens it again, so each test starts from an open shift with no history of its own. */
const reopen = async (register: number) => {
  if (await shifts.current(register)) expect((await shifts.close(register, 'colleague')).status).toBe(200);
  expect((await shifts.open(register, 'colleague')).status).toBe(201);
};

describe('the count sheet', () => {
  it('lists every fiat currency the register trades or holds, the base first, with its banknotes and the books’ amount', async () => {
    const sheet = await shifts.sheet(f.registers.m1);
    expect(sheet.shift).toEqual((await shifts.current(f.registers.m1))!.id);
    expect(sheet.lines.map((l) => [l.currency.code, l.expected])).toEqual([['RUB', '100000.00'], ['USD', '1000.00'], ['EUR', '0.00']]);
    expect(sheet.lines[0].denominations).toEqual(['5000', '2000', '1000', '500', '200', '100', '50', '10']);
    expect(sheet.lines[1].denominations).toEqual(['100', '50', '20', '10', '5', '2', '1']);
    expect(sheet.lines[2].denominations).toEqual(['500', '200', '100', '50', '20', '10', '5']);
  });

  it('is the caller’s city only (404 elsewhere)', async () => {
    expect((await as('kazan').get(`/api/shift/count_sheet/?cash_register=${f.registers.m1}`)).status).toBe(404);
  });
});

describe('open and close', () => {
  it('a count equal to the books closes with no difference and nothing posted; the next opens; lists are newest first', async () => {
    const before = await entriesOf('SHORTAGE');
    const closed = await shifts.close(f.registers.m2);
    expect(closed.status).toBe(200);
    expect(closed.body).toMatchObject({
      status: 'Closed', closed_by: { id: f.users.cashier }, comment: '', approval: 'NOT_NEEDED', closed_by_me: true,
      closing: [line('RUB', '50000.00', '50000.00', '0.00'), line('USD', '0.00', '0.00', '0.00')],
    });
    expect((await as('cashier').get(`/api/shift/current/?cash_register=${f.registers.m2}`))).toEqual({ status: 404, body: { detail: NO_OPEN_SHIFT } });
    const opened = await shifts.open(f.registers.m2, 'colleague');
    expect(opened.status).toBe(201);
    expect(opened.body).toMatchObject({ status: 'Open', opened_by: { id: f.users.colleague }, closed_at: null, closing: [], opening: [line('RUB', '50000.00', '50000.00', '0.00'), line('USD', '0.00', '0.00', '0.00')] });
    const list = await as('cashier').get(`/api/shift/?cash_register=${f.registers.m2}&page=1`);
    expect(list.body.results.map((s: { id: number }) => s.id).slice(0, 2)).toEqual([opened.body.id, closed.body.id]);
    expect(await entriesOf('SHORTAGE')).toEqual(before);
  });

  it('one open shift per register: opening an open register is 409', async () => {
    expect(await shifts.open(f.registers.m2)).toEqual({ status: 409, body: { detail: SHIFT_MESSAGES.alreadyOpen } });
  });

  it('two simultaneous opens make one shift', async () => {
    expect((await shifts.close(f.registers.m2, 'colleague')).status).toBe(200);
    const counted = await shifts.counted(f.registers.m2);
    const answers = await Promise.all(['cashier', 'colleague', 'supervisor', 'admin'].map((who) =>
      as(who as 'cashier').post('/api/shift/open/', { cash_register: f.registers.m2, counted })));
    expect(answers.map((a) => a.status).sort()).toEqual([201, 409, 409, 409]);
    const { rows } = await f.db.query<{ n: number }>("SELECT count(*)::int AS n FROM shifts WHERE cash_register_id = $1 AND status = 'Open'", [f.registers.m2]);
    expect(rows[0].n).toBe(1);
  });

  it('a closed shift is never edited: a second close is 409 and changes nothing', async () => {
    const shift = (await shifts.current(f.registers.m2))!;
    expect((await shifts.close(f.registers.m2)).status).toBe(200);
    const snapshot = await ledgerSnapshot(f.db);
    const again = await as('cashier').put(`/api/shift/close/${shift.id}/`, { counted: await shifts.counted(f.registers.m2, { RUB: '-5' }), comment: 'ещё раз' });
    expect(again).toEqual({ status: 409, body: { detail: SHIFT_MESSAGES.notOpen } });
    expect(await ledgerSnapshot(f.db)).toEqual(snapshot);
    expect((await as('cashier').get(`/api/shift/?cash_register=${f.registers.m2}`)).body.results.find((s: { id: number }) => s.id === shift.id).comment).toBe('');
    expect((await shifts.open(f.registers.m2)).status).toBe(201);
  });
});

describe('the count is checked: 400 under the field, nothing written', () => {
  const refused = async (counted: object[], field = 'counted') => {
    const shift = (await shifts.current(f.registers.m1))!;
    const snapshot = await ledgerSnapshot(f.db);
    const res = await as('cashier').put(`/api/shift/close/${shift.id}/`, { counted, comment: 'пересчёт' });
    expect(res.status).toBe(400);
    expect(Object.keys(res.body)).toEqual([field]);
    expect(await ledgerSnapshot(f.db)).toEqual(snapshot);
    expect((await shifts.current(f.registers.m1))!.id).toBe(shift.id);
    return res.body[field];
  };
  const books = () => shifts.counted(f.registers.m1);

  it('a currency of the register missing', async () => {
    const counted = (await books()).filter((c) => c.currency !== f.currencies.EUR);
    expect(await refused(counted)).toEqual([COUNT_MESSAGES.missing(['EUR'])]);
  });

  it('a negative amount, more decimals than the currency has, or not a number', async () => {
    for (const amount of ['-1.00', '10.001', 'десять', '1e3']) {
      const counted = (await books()).map((c) => (c.currency === f.currencies.USD ? { ...c, amount } : c));
      expect(await refused(counted)).toEqual(['Сумма: число, не более 2 знаков после запятой.']);
    }
  });

  it('a crypto currency (a wallet, not a drawer), a currency twice, or one that does not exist', async () => {
    expect(await refused([...(await books()), { currency: f.currencies.USDT, amount: '1.00' }])).toEqual([COUNT_MESSAGES.crypto('USDT')]);
    const twice = await books();
    expect(await refused([...twice, twice[1]])).toEqual([COUNT_MESSAGES.duplicate('USD')]);
    expect(await refused([...(await books()), { currency: 999999, amount: '1.00' }])).toEqual([COUNT_MESSAGES.unknown(999999)]);
  });

  it('a difference without a comment', async () => {
    const counted = (await books()).map((c) => (c.currency === f.currencies.RUB ? { ...c, amount: '99999.00' } : c));
    const shift = (await shifts.current(f.registers.m1))!;
    const res = await as('cashier').put(`/api/shift/close/${shift.id}/`, { counted, comment: '   ' });
    expect(res).toEqual({ status: 400, body: { comment: [COUNT_MESSAGES.comment] } });
  });
});

describe('differences are posted at once: the balance equals the count', () => {
  it('a shortage and a surplus: counted − expected, entries SHORTAGE and SURPLUS, balances as counted', async () => {
    const shortages = await entriesOf('SHORTAGE');
    const surpluses = await entriesOf('SURPLUS');
    const res = await shifts.close(f.registers.m1, 'cashier', { RUB: '-500', USD: '20' }, 'Недостача 500 ₽: ошибка при сдаче; найдено 20 $');
    expect(res.status).toBe(200);
    expect(res.body.closing).toEqual([line('RUB', '100000.00', '99500.00', '-500.00'), line('USD', '1000.00', '1020.00', '20.00'), line('EUR', '0.00', '0.00', '0.00')]);
    expect(res.body.comment).toBe('Недостача 500 ₽: ошибка при сдаче; найдено 20 $');
    expect(await cashBalance(f, f.registers.m1, 'RUB')).toBe('99500.00');
    expect(await cashBalance(f, f.registers.m1, 'USD')).toBe('1020.00');
    expect((await entriesOf('SHORTAGE')).slice(shortages.length)).toEqual(['-500.00000000']);
    expect((await entriesOf('SURPLUS')).slice(surpluses.length)).toEqual(['20.00000000']);
    // The day's balance on screen reads the same books.
    const day = await as('cashier').get(`/api/day_balance/?cash_register=${f.registers.m1}`);
    expect(day.status).toBe(200);
    expect(JSON.stringify(day.body)).toContain('99500.00');
  });

  it('the next opening is compared with the books (= the previous closing count): a handover difference, posted the same way', async () => {
    const needsComment = await shifts.open(f.registers.m1, 'colleague', { RUB: '-100' });
    expect(needsComment).toEqual({ status: 400, body: { comment: [COUNT_MESSAGES.comment] } });
    const res = await shifts.open(f.registers.m1, 'colleague', { RUB: '-100' }, 'При приёме кассы не хватает 100 ₽');
    expect(res.status).toBe(201);
    expect(res.body.opening[0]).toEqual(line('RUB', '99500.00', '99400.00', '-100.00'));
    expect(res.body.opening_comment).toBe('При приёме кассы не хватает 100 ₽');
    expect(await cashBalance(f, f.registers.m1, 'RUB')).toBe('99400.00');
  });
});

describe('the earning report', () => {
  it('shows the cash differences as their own line, in the total', async () => {
    const res = await as('admin').get(`/api/earning_report/?cash_register=${f.registers.m1}`);
    expect(res.status).toBe(200);
    const row = (code: string) => res.body.totals.find((t: { currency: { code: string } }) => t.currency.code === code);
    // Closing −500 ₽ and +20 $, the next opening −100 ₽; nothing else earned on М1 today but 0.
    expect(row('RUB')).toMatchObject({ cash_differences: '-600.00', total: '-600.00' });
    expect(row('USD')).toMatchObject({ cash_differences: '20.00', total: '20.00' });
  });
});

describe('the cash differences report (city reports)', () => {
  it('sums surpluses and shortages per register, per cashier who counted, and in total', async () => {
    const res = await as('supervisor').get(`/api/cash_differences/?city=${f.cities.moscow}`);
    expect(res.status).toBe(200);
    const m1 = res.body.by_register.filter((r: { cash_register: { id: number } }) => r.cash_register.id === f.registers.m1);
    expect(m1.map((r: { currency: { code: string }; surplus: string; shortage: string; net: string; counts: number }) => [r.currency.code, r.surplus, r.shortage, r.net, r.counts])).toEqual([
      ['RUB', '0.00', '600.00', '-600.00', 2],
      ['USD', '20.00', '0.00', '20.00', 1],
    ]);
    // The closing shortage was counted by the cashier, the handover one by the colleague who opened.
    const cashier = res.body.by_cashier.find((r: { user: { id: number } | null; currency: { code: string } }) => r.user?.id === f.users.cashier && r.currency.code === 'RUB');
    const colleague = res.body.by_cashier.find((r: { user: { id: number } | null; currency: { code: string } }) => r.user?.id === f.users.colleague && r.currency.code === 'RUB');
    expect([cashier.shortage, colleague.shortage]).toEqual(['500.00', '100.00']);
    expect(res.body.totals.find((t: { currency: { code: string } }) => t.currency.code === 'RUB').net).toBe('-600.00');
    expect((await as('kazan').get(`/api/cash_differences/?city=${f.cities.moscow}`)).status).toBe(404);
    const xlsx = await f.app.inject({ url: `/api/print_cash_differences/?city=${f.cities.moscow}&format=xlsx`, headers: { authorization: `Token ${await f.token('admin')}` } });
    expect(xlsx.statusCode).toBe(200);
    const cells = JSON.stringify((await xlsxRows(xlsx.rawPayload)).values);
    expect(cells).toContain('По кассирам');
    expect(cells).toContain('colleague Тестов');
  });
});

describe('approval', () => {
  let waiting: number;
  beforeAll(async () => {
    await reopen(f.registers.m2);
    const res = await shifts.close(f.registers.m2, 'supervisor', { RUB: '-10' }, 'Недостача 10 ₽');
    waiting = res.body.id;
    expect(res.body.approval).toBe('WAITING');
    expect((await shifts.open(f.registers.m2, 'colleague')).status).toBe(201);
  });

  it('a cashier may not approve (403), nor whoever closed it, an admin or supervisor alike (403)', async () => {
    expect((await as('cashier').put(`/api/shift/approve/${waiting}/`, {})).status).toBe(403);
    expect(await as('supervisor').put(`/api/shift/approve/${waiting}/`, {})).toEqual({ status: 403, body: { detail: SHIFT_MESSAGES.ownShift } });
  });

  it('another city’s supervisor does not see it (404), nor does its cashier', async () => {
    await createTestUser(f.db, { username: 'kazansup', cityIds: [f.cities.kazan], role: 'Супервайзер' });
    const token = await login(f.app, 'kazansup');
    const res = await f.app.inject({ method: 'PUT', url: `/api/shift/approve/${waiting}/`, headers: authed(token), payload: {} });
    expect(res.statusCode).toBe(404);
    expect((await as('kazan').get(`/api/shift/?cash_register=${f.registers.m2}`)).status).toBe(404);
    expect((await as('kazan').get(`/api/shift/current/?cash_register=${f.registers.m2}`)).status).toBe(404);
  });

  it('an admin who did not close it approves: who and when are recorded, no money moves; a second approval is 409', async () => {
    const snapshot = await ledgerSnapshot(f.db);
    const res = await as('admin').put(`/api/shift/approve/${waiting}/`, { comment: 'Объяснение принято' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ approval: 'APPROVED', approved_by: { id: f.users.admin }, approval_comment: 'Объяснение принято', approved_at: expect.any(String) });
    expect(await ledgerSnapshot(f.db)).toEqual(snapshot);
    expect(await as('admin').put(`/api/shift/approve/${waiting}/`, {})).toEqual({ status: 409, body: { detail: SHIFT_MESSAGES.nothingToApprove } });
  });

  it('an open shift or one without differences has nothing to approve (409)', async () => {
    const open = (await shifts.current(f.registers.m2))!;
    expect(await as('admin').put(`/api/shift/approve/${open.id}/`, {})).toEqual({ status: 409, body: { detail: SHIFT_MESSAGES.stillOpen } });
    const clean = await shifts.close(f.registers.m2, 'colleague');
    expect(clean.body.approval).toBe('NOT_NEEDED');
    expect((await as('admin').put(`/api/shift/approve/${clean.body.id}/`, {})).status).toBe(409);
    expect((await shifts.open(f.registers.m2, 'colleague')).status).toBe(201);
  });

  it('the city’s threshold: differences within it (valued at the average cost) need no approval', async () => {
    const threshold = (value: string) =>
      as('supervisor').put(`/api/city_limits/${f.cities.moscow}/`, { rate_tolerance_percent: '2', max_operation_amount: null, shift_difference_threshold: value });
    expect((await threshold('1000')).status).toBe(200);
    try {
      const within = await shifts.close(f.registers.m2, 'colleague', { RUB: '-900' }, 'Недостача 900 ₽');
      expect(within.body.approval).toBe('NOT_NEEDED');
      expect((await shifts.open(f.registers.m2, 'colleague')).status).toBe(201);
      const above = await shifts.close(f.registers.m2, 'colleague', { RUB: '-1000.01' }, 'Недостача 1000.01 ₽');
      expect(above.body.approval).toBe('WAITING');
      expect((await shifts.open(f.registers.m2, 'colleague')).status).toBe(201);
      // М1 holds dollars bought at 90: 12 $ over is worth 1080 ₽, above the threshold.
      await reopen(f.registers.m1);
      expect((await exchange()).status).toBe(201);
      const usd = await shifts.close(f.registers.m1, 'colleague', { USD: '12' }, 'Излишек 12 $');
      expect(usd.body.approval).toBe('WAITING');
      expect((await shifts.open(f.registers.m1, 'colleague')).status).toBe(201);
    } finally {
      expect((await threshold('0')).status).toBe(200);
    }
  });
});

describe('a register without an open shift moves no cash', () => {
  it('an exchange is refused with 409 and writes nothing; it goes through once the shift is open', async () => {
    expect((await shifts.close(f.registers.m1, 'colleague')).status).toBe(200);
    const snapshot = await ledgerSnapshot(f.db);
    expect(await exchange()).toEqual({ status: 409, body: { detail: REGISTER_CLOSED } });
    expect(await ledgerSnapshot(f.db)).toEqual(snapshot);
    // Another city's user learns nothing about the register: 404 as before.
    expect((await exchange(f.registers.m1, 'kazan')).status).toBe(404);
    expect((await shifts.open(f.registers.m1, 'colleague')).status).toBe(201);
    expect((await exchange()).status).toBe(201);
  });

  it('the day balance, lists and reports still read (only cash moves are refused)', async () => {
    expect((await shifts.close(f.registers.m1, 'colleague')).status).toBe(200);
    try {
      expect((await as('cashier').get(`/api/day_balance/?cash_register=${f.registers.m1}`)).status).toBe(200);
      expect((await as('cashier').get(`/api/transaction/?cash_register=${f.registers.m1}`)).status).toBe(200);
    } finally {
      expect((await shifts.open(f.registers.m1, 'colleague')).status).toBe(201);
    }
  });
});

describe('GET /api/print_shift_report/{id}/', () => {
  it('prints the counts, the operations by kind with totals, the differences and who signed, as PDF (Cyrillic) and XLSX', async () => {
    const list = await as('admin').get(`/api/shift/?cash_register=${f.registers.m1}&status=Closed&page=1`);
    const withDifference = list.body.results.find((s: { closing: Array<{ difference: string }> }) => s.closing.some((l) => l.difference !== '0.00'));
    const pdf = await f.app.inject({ url: `/api/print_shift_report/${withDifference.id}/`, headers: { authorization: `Token ${await f.token('admin')}` } });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toContain('application/pdf');
    const text = await pdfText(pdf.rawPayload);
    expect(text).toContain(`Отчет о смене №${withDifference.id}`);
    expect(text).toContain('Касса: М1 (Москва)');
    expect(text).toContain('Закрытие: пересчёт и учёт');
    const xlsx = await f.app.inject({ url: `/api/print_shift_report/${withDifference.id}/?format=xlsx`, headers: { authorization: `Token ${await f.token('admin')}` } });
    expect(xlsx.statusCode).toBe(200);
    const cells = JSON.stringify((await xlsxRows(xlsx.rawPayload)).values);
    expect(cells).toContain('Обмен');
    expect(cells).toContain('Итого');
    expect(cells).toContain(withDifference.comment);
  });

  it('names the client of each exchange and transfer in a «Клиент» column (full name, never the document), PDF and XLSX', async () => {
    const person = await as('cashier').post('/api/client/create/', clientBody({ last_name: 'Сменов', first_name: 'Клим', middle_name: 'Петрович', document_number: '774411' }));
    expect(person.status).toBe(201);
    const deal = await as('colleague').post('/api/transaction/create/', {
      cash_register: f.registers.m2, currency: f.currencies.USD, operation_type: 'BUY', amount: '10.00', rate: '90.00', client: person.body.id,
    });
    expect(deal.status).toBe(201);
    const sent = await as('colleague').post('/api/external_transfer/create/', {
      from_cash_register: f.registers.m2, to_cash_register: f.registers.m1, currency: f.currencies.RUB, amount: '100.00', fee: '1.00', client: person.body.id,
    });
    expect(sent.status).toBe(201);
    const shift = (await shifts.current(f.registers.m2))!;
    const token = await f.token('admin');
    const pdf = await f.app.inject({ url: `/api/print_shift_report/${shift.id}/`, headers: { authorization: `Token ${token}` } });
    const text = (await pdfText(pdf.rawPayload)).replace(/[\s\u00a0]+/g, ' ');
    expect(text).toContain('Клиент');
    expect(text).toContain('Сменов Клим Петрович');
    expect(text).not.toContain('774411');
    const xlsx = await f.app.inject({ url: `/api/print_shift_report/${shift.id}/?format=xlsx`, headers: { authorization: `Token ${token}` } });
    const { values } = await xlsxRows(xlsx.rawPayload);
    const rows = values.map((r) => (r ?? []).filter((v) => v !== null && v !== undefined).map(String));
    const header = rows.find((r) => r.includes('Клиент'))!;
    expect(header).toEqual(['Время', 'Запись', 'Клиент', 'Валюта', 'Приход', 'Расход']);
    expect(rows.filter((r) => r.includes('Сменов Клим Петрович')).map((r) => r[1])).toEqual(
      expect.arrayContaining([`№${deal.body.id} покупка`, `№${sent.body.id} от клиента`]),
    );
    expect(JSON.stringify(values)).not.toContain('774411');
  });

  it('needs the print permission (403) and the register’s city (404)', async () => {
    const shift = (await shifts.current(f.registers.m1))!;
    expect((await as('noPerms').get(`/api/print_shift_report/${shift.id}/`)).status).toBe(403);
    expect((await as('kazan').get(`/api/print_shift_report/${shift.id}/`)).status).toBe(404);
  });
});
