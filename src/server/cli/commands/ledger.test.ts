import { fund, useLedgerFixture } from '../../ledger/testing/ledgerFixture';
import { createExchange } from '../../features/exchange/exchangeService';
import { runCli } from '../run';

const f = useLedgerFixture();
beforeAll(async () => {
  await fund(f, f.registers.m1, 'RUB', '100000.00');
  await createExchange(f.db, f.actors.cashier, { cash_register: f.registers.m1, currency: f.currencies.USD, operation_type: 'BUY', amount: '100', rate: '90' });
}, 60_000);

async function cli(...argv: string[]) {
  const out: string[] = [];
  const err: string[] = [];
  const code = await runCli(argv, { db: async () => f.db, out: (l) => out.push(l), err: (l) => err.push(l) });
  return { code, out: out.join('\n'), err: err.join('\n') };
}

describe('ledger commands', () => {
  it('verify passes on a consistent ledger and fails (exit 1) on a tampered one', async () => {
    const ok = await cli('ledger', 'verify');
    expect(ok.code).toBe(0);
    expect(ok.out).toContain('OK   no cash balance went below zero but by an offline deal flagged for it');
    expect(ok.out).not.toContain('FAIL');

    await f.db.query('UPDATE cash_balances SET amount = amount + 1 WHERE cash_register_id = $1 AND currency_id = $2', [f.registers.m1, f.currencies.USD]);
    await f.db.query(`UPDATE exchange_transactions SET amount = amount + 5`);
    const bad = await cli('ledger', 'verify');
    expect(bad.code).toBe(1);
    expect(bad.out).toContain('FAIL cash balances equal the sum of their entries');
    expect(bad.out).toContain('FAIL every record has exactly the ledger entries it implies');
    expect(bad.err).toContain('Учёт не сходится.');
    await f.db.query(`UPDATE exchange_transactions SET amount = amount - 5`);
    await f.db.query('UPDATE cash_balances SET amount = amount - 1 WHERE cash_register_id = $1 AND currency_id = $2', [f.registers.m1, f.currencies.USD]);
    expect((await cli('ledger', 'verify')).code).toBe(0);

    // A person balance with no entries behind it.
    await f.db.query('INSERT INTO person_balances (operation_person_id, currency_id, amount) VALUES (4242, $1, 5)', [f.currencies.USD]);
    const person = await cli('ledger', 'verify');
    expect(person.code).toBe(1);
    expect(person.out).toContain('FAIL person balances equal the sum of their entries');
    await f.db.query('DELETE FROM person_balances WHERE operation_person_id = 4242');
    expect((await cli('ledger', 'verify')).code).toBe(0);
  });

  it('balance prints a register\'s day; crypto prints the crypto holdings', async () => {
    const day = await cli('ledger', 'balance', '--register', String(f.registers.m1));
    expect(day.code).toBe(0);
    expect(day.out).toMatch(/RUB\s+0\.00\s+100000\.00\s+9000\.00\s+91000\.00/);
    expect((await cli('ledger', 'crypto')).out).toContain('USDT');
    expect((await cli('ledger', 'balance')).code).toBe(2);
  });
});

describe('currency commands', () => {
  it('adds a currency, a pair, a worn-note rate and day rates', async () => {
    expect((await cli('currency', 'add', 'cny', '--name', 'Юань', '--order', '4')).out).toContain('Добавлена валюта CNY');
    expect((await cli('currency', 'add', 'CNY', '--name', 'Юань')).code).toBe(1);
    expect((await cli('currency', 'list')).out).toMatch(/CNY\s+Юань\s+4\s+2\s+фиат\s+активна/);
    expect((await cli('currency', 'pair-add', '--register', String(f.registers.m2), 'CNY')).code).toBe(0);
    expect((await cli('currency', 'pairs', '--register', String(f.registers.m2))).out).toContain('CNY/RUB');
    expect((await cli('currency', 'pair-add', '--register', String(f.registers.m2), 'USDT')).code).toBe(1);
    expect((await cli('currency', 'pair-remove', '--register', String(f.registers.m2), 'CNY')).out).toBe('Пара убрана.');
    expect((await cli('currency', 'dilapidation', 'CNY', '4.5')).out).toMatch(/CNY\s+4\.50/);
    const rates = await cli('currency', 'rate-set', '--city', String(f.cities.moscow), 'USD', '--buy', '89.5', '--sell', '91', '--date', '2026-05-01');
    expect(rates.out).toMatch(/2026-05-01\s+Москва\s+—\s+USD\s+89\.500000\s+91\.000000/);
    expect((await cli('currency', 'rate-set', 'USD', '--buy', '1', '--sell', '2')).code).toBe(2);
    expect((await cli('currency', 'frobnicate')).code).toBe(2);
  });
});
