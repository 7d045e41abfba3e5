import type { CryptoTransaction, IncomeOutcome } from '../../../shared/contract/ledger';
import { parseJsonPage } from '../../http/jsonPage';
import { createIncomeOutcome, listIncomeOutcome } from '../incomeExpense/incomeExpenseService';
import { verifyLedger } from '../../ledger/verify';
import { cashBalance, fund, useLedgerFixture } from '../../ledger/testing/ledgerFixture';
import { createCryptoTransaction, listCryptoTransactions } from './cryptoTransactionService';

const f = useLedgerFixture();
beforeAll(async () => {
  await fund(f, f.registers.m1, 'RUB', '100000.00');
}, 60_000);

describe('crypto transactions', () => {
  it('BUY takes crypto and pays fiat less the fee; SELL gives crypto and takes fiat plus the fee', async () => {
    const buy = await createCryptoTransaction(f.db, f.actors.cashier, {
      cash_register: f.registers.m1, crypto_currency: f.currencies.USDT, operation_type: 'BUY', amount: '100.5', rate: '95.5', fee: '50.00',
    });
    expect(buy).toMatchObject({ kind: 'CRYPTO_TRANSACTION', amount: '100.50000000', total: '9597.75', fee: '50.00', currency: { code: 'RUB' } });
    expect(await cashBalance(f, f.registers.m1, 'USDT')).toBe('100.50000000');
    expect(await cashBalance(f, f.registers.m1, 'RUB')).toBe('90452.25');
    await createCryptoTransaction(f.db, f.actors.cashier, {
      cash_register: f.registers.m1, crypto_currency: f.currencies.USDT, operation_type: 'SELL', amount: '0.5', rate: '97', fee: '10',
    });
    expect(await cashBalance(f, f.registers.m1, 'USDT')).toBe('100.00000000');
    expect(await cashBalance(f, f.registers.m1, 'RUB')).toBe('90510.75');
    await expect(
      createCryptoTransaction(f.db, f.actors.cashier, {
        cash_register: f.registers.m1, crypto_currency: f.currencies.BTC, operation_type: 'SELL', amount: '0.1', rate: '5000000',
      }),
    ).rejects.toMatchObject({ statusCode: 400, body: { amount: ['Недостаточно средств в кассе: доступно 0.00000000 BTC.'] } });
    await expect(listCryptoTransactions(f.db, f.actors.noPerms, { cash_register: f.registers.m1 })).rejects.toMatchObject({ statusCode: 403 });
    const listed = parseJsonPage<CryptoTransaction>(await listCryptoTransactions(f.db, f.actors.cashier, { cash_register: f.registers.m1 }));
    expect(listed.count).toBe(2);
    // Listed exactly as answered (the answer is written by the service, the list by PostgreSQL).
    expect(listed.results[1]).toEqual(buy);
    expect((await verifyLedger(f.db)).ok).toBe(true);
  });
});

describe('income and expense', () => {
  it('moves the register cash and refuses an expense beyond it', async () => {
    await createIncomeOutcome(f.db, f.actors.cashier, { cash_register: f.registers.m2, currency: f.currencies.EUR, direction: 'Income', amount: '10.00' });
    await expect(
      createIncomeOutcome(f.db, f.actors.cashier, { cash_register: f.registers.m2, currency: f.currencies.EUR, direction: 'Outcome', amount: '10.01' }),
    ).rejects.toMatchObject({ statusCode: 400 });
    const rent = await createIncomeOutcome(f.db, f.actors.cashier, {
      cash_register: f.registers.m2, currency: f.currencies.EUR, direction: 'Outcome', amount: '4.00', comment: 'аренда',
    });
    expect(rent).toMatchObject({ kind: 'INCOME_OUTCOME', direction: 'Outcome', amount: '4.00', comment: 'аренда' });
    expect(await cashBalance(f, f.registers.m2, 'EUR')).toBe('6.00');
    const page = parseJsonPage<IncomeOutcome>(await listIncomeOutcome(f.db, f.actors.cashier, { cash_register: f.registers.m2 }));
    expect(page.results.map((r) => r.direction)).toEqual(['Outcome', 'Income']);
    // Listed exactly as answered (the answer is written by the service, the list by PostgreSQL).
    expect(page.results[0]).toEqual(rent);
    await expect(listIncomeOutcome(f.db, f.actors.kazan, { cash_register: f.registers.m2 })).rejects.toMatchObject({ statusCode: 404 });
  });
});
