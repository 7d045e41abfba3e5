import type { CryptoOutTransaction, OperationPerson, OutTransaction } from '../../../shared/contract/ledger';
import { parseJsonPage } from '../../http/jsonPage';
import { verifyLedger } from '../../ledger/verify';
import { cashBalance, useLedgerFixture } from '../../ledger/testing/ledgerFixture';
import { createOutTransaction, listOutTransactions } from './outTransactionService';
import { allPersons, createPerson, getPerson, listPersons, setPersonActive } from './personService';

const f = useLedgerFixture();
afterEach(async () => {
  expect((await verifyLedger(f.db)).ok).toBe(true);
});

describe('operation persons and their operations', () => {
  it('REPLENISHMENT raises register and person, HANDED_OVER lowers both; balance per currency', async () => {
    const p = await createPerson(f.db, f.actors.cashier, { first_name: 'Алексей', last_name: 'Смирнов', city: f.cities.moscow });
    expect(p).toMatchObject({ first_name: 'Алексей', is_active: true, city: { id: f.cities.moscow, name: 'Москва' }, balances: [] });
    const out = (operation_type: 'REPLENISHMENT' | 'HANDED_OVER', amount: string, currency = f.currencies.USD) =>
      createOutTransaction(f.db, f.actors.cashier, { cash_register: f.registers.m1, operation_person: p.id, currency, operation_type, amount }, { crypto: false });
    const rep = await out('REPLENISHMENT', '500.00');
    expect(rep).toMatchObject({ kind: 'OUT_TRANSACTION', operation_type: 'REPLENISHMENT', amount: '500.00', operation_person: { id: p.id, name: 'Алексей Смирнов' } });
    await out('HANDED_OVER', '200.00');
    await expect(out('HANDED_OVER', '400.00')).rejects.toMatchObject({ statusCode: 400, body: { amount: [expect.stringContaining('300.00 USD')] } });
    expect(await cashBalance(f, f.registers.m1, 'USD')).toBe('300.00');
    expect((await getPerson(f.db, f.actors.cashier, p.id)).balances).toEqual([
      { currency: { id: f.currencies.USD, code: 'USD', name: 'Доллар США' }, amount: '300.00' },
    ]);
    const list = parseJsonPage<OutTransaction>(await listOutTransactions(f.db, f.actors.cashier, { operation_person: p.id }, { crypto: false }));
    expect(list.count).toBe(2);
    // Listed exactly as answered (the answer is written by the service, the list by PostgreSQL).
    expect(list.results[1]).toEqual(rep);
  });

  it('crypto out transactions keep 8 decimals and need the crypto permission', async () => {
    const p = await createPerson(f.db, f.actors.cashier, { first_name: 'Крипто', city: f.cities.moscow });
    const t = await createOutTransaction(
      f.db, f.actors.cashier,
      { cash_register: f.registers.m1, operation_person: p.id, currency: f.currencies.BTC, operation_type: 'REPLENISHMENT', amount: '0.12345678' },
      { crypto: true },
    );
    expect(t).toMatchObject({ amount: '0.12345678', crypto_currency: { code: 'BTC' } });
    const listed = parseJsonPage<CryptoOutTransaction>(await listOutTransactions(f.db, f.actors.cashier, { operation_person: p.id }, { crypto: true }));
    expect(listed.results).toEqual([t]);
    await expect(
      listOutTransactions(f.db, f.actors.noPerms, { cash_register: f.registers.m1 }, { crypto: true }),
    ).rejects.toMatchObject({ statusCode: 403 });
    await expect(
      createOutTransaction(f.db, f.actors.cashier,
        { cash_register: f.registers.m1, operation_person: p.id, currency: f.currencies.USD, operation_type: 'REPLENISHMENT', amount: '1' },
        { crypto: true }),
    ).rejects.toMatchObject({ statusCode: 400, body: { crypto_currency: [expect.any(String)] } });
  });

  it('deactivated persons take no operations and are seen only with the permission', async () => {
    const p = await createPerson(f.db, f.actors.cashier, { first_name: 'Борис', city: f.cities.moscow });
    await expect(setPersonActive(f.db, f.actors.noPerms, p.id, false)).rejects.toMatchObject({ statusCode: 403 });
    await setPersonActive(f.db, f.actors.cashier, p.id, false);
    await expect(
      createOutTransaction(f.db, f.actors.cashier,
        { cash_register: f.registers.m1, operation_person: p.id, currency: f.currencies.USD, operation_type: 'REPLENISHMENT', amount: '1' },
        { crypto: false }),
    ).rejects.toMatchObject({ statusCode: 400, body: { operation_person: [expect.stringContaining('деактивировано')] } });
    // The route refuses is_active=false to such a user (403); the service itself never lists an inactive person to them.
    expect(parseJsonPage<OperationPerson>(await listPersons(f.db, f.actors.noPerms, { is_active: false })).results).toEqual([]);
    // Without the permission an inactive person does not exist (a 403 would say it does).
    await expect(getPerson(f.db, f.actors.noPerms, p.id)).rejects.toMatchObject({ statusCode: 404 });
    const visible = parseJsonPage<OperationPerson>(await listPersons(f.db, f.actors.noPerms, { city: f.cities.moscow }));
    expect(visible.results.map((r) => r.first_name)).not.toContain('Борис');
    const inactive = parseJsonPage<OperationPerson>(await listPersons(f.db, f.actors.cashier, { is_active: false }));
    expect(inactive.results.map((r) => r.first_name)).toEqual(['Борис']);
  });

  it('searches, orders and scopes by city', async () => {
    await createPerson(f.db, f.actors.kazan, { first_name: 'Азат', city: f.cities.kazan });
    await expect(createPerson(f.db, f.actors.kazan, { first_name: 'X', city: f.cities.moscow })).rejects.toMatchObject({ statusCode: 404 });
    const found = parseJsonPage<OperationPerson>(await listPersons(f.db, f.actors.cashier, { search: 'алекс', ordering: 'first_name' }));
    expect(found.results.map((r) => r.first_name)).toEqual(['Алексей']);
    const kazan = await allPersons(f.db, f.actors.kazan, {});
    expect(kazan.map((r) => r.first_name)).toEqual(['Азат']);
    await expect(listPersons(f.db, f.actors.kazan, { city: f.cities.moscow })).rejects.toMatchObject({ statusCode: 404 });
    const desc = parseJsonPage<OperationPerson>(await listPersons(f.db, f.actors.admin, { ordering: '-first_name', size: 2 }));
    expect(desc).toMatchObject({ count: 4 });
    expect(desc.results.map((r) => r.first_name)).toEqual(['Крипто', 'Борис']);
  });
});
