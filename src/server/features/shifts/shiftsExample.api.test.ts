import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { client } from '../../ledger/testing/apiClient';
import { checkLedgerAfterEach } from '../../ledger/testing/ledgerCheckedAfterEach';
import { cashBalance, fund, useLedgerFixture } from '../../ledger/testing/ledgerFixture';
import { shiftCalls } from './testing/shiftCalls';

/**
 * docs/SHIFTS.md's worked example, replayed through the API: the figures the page promises
 * are read from it, so the page and the code cannot drift apart. М2 plays Касса Арбат
 * (trades USD only); the average cost of its dollars is 90.00.
 */
const DOC = readFileSync(join(__dirname, '../../../../docs/SHIFTS.md'), 'utf8');
const figure = (label: string) => DOC.match(new RegExp(`- expected ${label}: \`([-0-9.]+)\``))![1];

const f = useLedgerFixture({ app: true });
checkLedgerAfterEach(() => f.db);

it('closes −500 ₽ and +5 $, waits for approval, hands over −100 ₽, and the earning report shows −600 ₽', async () => {
  const as = client(f);
  const shifts = shiftCalls(f);
  const m2 = f.registers.m2;
  // 100 000 ₽ and 1 000 $ bought at 90.00 (so the dollars' average cost is 90.00), then a clean count.
  await fund(f, m2, 'RUB', '190000.00');
  expect((await as('admin').post('/api/transaction/create/', { cash_register: m2, currency: f.currencies.USD, operation_type: 'BUY', amount: '1000.00', rate: '90.00' })).status).toBe(201);
  expect((await shifts.close(m2, 'admin')).status).toBe(200);
  // 1. Ксения opens with the books' figures.
  const opened = await shifts.open(m2, 'cashier');
  expect(opened.body.opening.map((l: { counted: string }) => l.counted)).toEqual(['100000.00', '1000.00']);
  // 2–3. A purchase and an expense.
  expect((await as('cashier').post('/api/transaction/create/', { cash_register: m2, currency: f.currencies.USD, operation_type: 'BUY', amount: '100.00', rate: '90.00' })).status).toBe(201);
  expect((await as('cashier').post('/api/income_outcome/create/', { cash_register: m2, currency: f.currencies.RUB, direction: 'Outcome', amount: '1500.00', comment: 'Аренда' })).status).toBe(201);
  // 4. The close.
  const closed = await as('cashier').put(`/api/shift/close/${opened.body.id}/`, {
    counted: [{ currency: f.currencies.RUB, amount: '89000.00' }, { currency: f.currencies.USD, amount: '1105.00' }],
    comment: 'Недостача 500 ₽, излишек 5 $',
  });
  expect(closed.status).toBe(200);
  expect(closed.body.closing.map((l: { expected: string; difference: string }) => [l.expected, l.difference])).toEqual([
    ['89500.00', figure('closing RUB difference')],
    ['1100.00', figure('closing USD difference')],
  ]);
  const kinds = await f.db.query<{ entry_kind: string; amount: string }>(
    "SELECT entry_kind, round(amount, 2)::text AS amount FROM ledger_entries WHERE source_type = 'CASH_COUNT' AND cash_register_id = $1 ORDER BY id", [m2]);
  expect(kinds.rows).toEqual([{ entry_kind: 'SHORTAGE', amount: '-500.00' }, { entry_kind: 'SURPLUS', amount: '5.00' }]);
  expect([await cashBalance(f, m2, 'RUB'), await cashBalance(f, m2, 'USD')]).toEqual(['89000.00', '1105.00']);
  // 5. It waits; the supervisor approves.
  expect(closed.body.approval).toBe('WAITING');
  expect((await as('supervisor').put(`/api/shift/approve/${closed.body.id}/`, { comment: 'Принято' })).body.approval).toBe('APPROVED');
  // 6. The handover.
  const next = await as('colleague').post('/api/shift/open/', {
    cash_register: m2,
    counted: [{ currency: f.currencies.RUB, amount: '88900.00' }, { currency: f.currencies.USD, amount: '1105.00' }],
    comment: 'При приёме не хватает 100 ₽',
  });
  expect(next.body.opening.map((l: { expected: string; difference: string }) => [l.expected, l.difference])).toEqual([
    ['89000.00', figure('handover RUB difference')],
    ['1105.00', '0.00'],
  ]);
  // The day's earning report of the register.
  const report = await as('admin').get(`/api/earning_report/?cash_register=${m2}`);
  const rub = report.body.totals.find((t: { currency: { code: string } }) => t.currency.code === 'RUB');
  expect(rub).toMatchObject({ cash_differences: figure('RUB cash differences in the earning report'), expenses: '1500.00', total: '-2100.00' });
});

it('with a threshold of 1 000 ₽ the same close would need no approval (500 ₽; 5 $ × 90.00 = 450 ₽)', async () => {
  const as = client(f);
  const shifts = shiftCalls(f);
  expect((await as('supervisor').put(`/api/city_limits/${f.cities.moscow}/`, { rate_tolerance_percent: '2', max_operation_amount: null, shift_difference_threshold: '1000' })).status).toBe(200);
  const res = await shifts.close(f.registers.m2, 'cashier', { RUB: '-500', USD: '5' }, 'Недостача 500 ₽, излишек 5 $');
  expect(res.body.approval).toBe('NOT_NEEDED');
});
