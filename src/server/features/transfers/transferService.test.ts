import type { Transfer } from '../../../shared/contract/ledger';
import { checkLedgerAfterEach } from '../../ledger/testing/ledgerCheckedAfterEach';
import { parseJsonPage } from '../../http/jsonPage';
import { cashBalance, fund, useLedgerFixture } from '../../ledger/testing/ledgerFixture';
import { findTransferByCode, getTransfer, listCityTransfers, listRegisterTransfers } from './transferQueries';
import { createTransfer, updateTransfer } from './transferService';
import { acceptTransfer, deliverTransfer } from './transferTransitions';

const f = useLedgerFixture();
beforeAll(async () => {
  await fund(f, f.registers.m1, 'USD', '1000.00');
}, 60_000);
checkLedgerAfterEach(() => f.db);

describe('internal transfers', () => {
  it('debits the sender into transit, then credits the receiver on accept', async () => {
    const t = await createTransfer(f.db, f.actors.cashier, 'INTERNAL', {
      from_cash_register: f.registers.m1, to_cash_register: f.registers.k1, currency: f.currencies.USD, amount: '300.00',
    });
    expect(t).toMatchObject({ kind: 'INTERNAL_TRANSFER', status: 'Pending', is_final: false, transfer_code: null, amount: '300.00' });
    expect(await cashBalance(f, f.registers.m1, 'USD')).toBe('700.00');
    // The sender's city cannot accept, the receiver's can, once.
    await expect(acceptTransfer(f.db, f.actors.cashier, 'INTERNAL', t.id, {})).rejects.toMatchObject({ statusCode: 404 });
    const accepted = await acceptTransfer(f.db, f.actors.kazan, 'INTERNAL', t.id, {});
    expect(accepted).toMatchObject({ status: 'Accepted', is_final: true, accepted_by: { id: f.users.kazan } });
    expect(await cashBalance(f, f.registers.k1, 'USD')).toBe('300.00');
    await expect(acceptTransfer(f.db, f.actors.kazan, 'INTERNAL', t.id, {})).rejects.toMatchObject({
      statusCode: 409,
      body: { detail: 'Перевод уже принят: принять его нельзя.' },
    });
    await expect(updateTransfer(f.db, f.actors.cashier, 'INTERNAL', t.id, { amount: '1.00' })).rejects.toMatchObject({ statusCode: 409 });
  });

  it('edits a pending transfer, moving the difference, and refuses more than the balance', async () => {
    const t = await createTransfer(f.db, f.actors.cashier, 'INTERNAL', {
      from_cash_register: f.registers.m1, to_cash_register: f.registers.m2, currency: f.currencies.USD, amount: '100.00',
    });
    const edited = await updateTransfer(f.db, f.actors.cashier, 'INTERNAL', t.id, { amount: '150.00', comment: 'исправлено' });
    expect(edited).toMatchObject({ amount: '150.00', comment: 'исправлено', status: 'Pending' });
    expect(await cashBalance(f, f.registers.m1, 'USD')).toBe('550.00');
    await expect(updateTransfer(f.db, f.actors.cashier, 'INTERNAL', t.id, { amount: '800.00' })).rejects.toMatchObject({
      statusCode: 400,
      body: { amount: ['Недостаточно средств в кассе: доступно 550.00 USD.'] },
    });
    const city = parseJsonPage<Transfer>(await listCityTransfers(f.db, f.actors.cashier, 'INTERNAL', { city: f.cities.moscow }));
    // Listed exactly as the service answers it: lists and answers share one record SQL.
    expect(city.results).toHaveLength(1);
    expect(await getTransfer(f.db, f.actors.cashier, 'INTERNAL', t.id)).toEqual(city.results[0]);
  });
});

describe('external transfers', () => {
  it('takes the client cash and fee, and goes Pending → Accepted → Delivered with the code', async () => {
    const t = await createTransfer(f.db, f.actors.cashier, 'EXTERNAL', {
      from_cash_register: f.registers.m2, to_cash_register: f.registers.k1, currency: f.currencies.USD, amount: '200.00', fee: '3.50',
      sender_name: 'Иванов', receiver_name: 'Петров',
    });
    expect(t.transfer_code).toMatch(/^\d{8}$/);
    expect(await cashBalance(f, f.registers.m2, 'USD')).toBe('3.50');
    const seenInKazan = parseJsonPage<Transfer>(await listRegisterTransfers(f.db, f.actors.kazan, 'EXTERNAL', { cash_register: f.registers.k1 }));
    expect({ ...t, transfer_code: null, is_mine: false }).toMatchObject(seenInKazan.results[0]);
    const found = await findTransferByCode(f.db, f.actors.kazan, { cash_register: f.registers.k1, code: t.transfer_code! });
    expect(found).toMatchObject({ id: t.id, transfer_code: null }); // found by the code, answered without it

    await expect(deliverTransfer(f.db, f.actors.kazan, 'EXTERNAL', t.id)).rejects.toMatchObject({ statusCode: 409 });
    const wrong = t.transfer_code === '00000000' ? '00000001' : '00000000';
    await expect(acceptTransfer(f.db, f.actors.kazan, 'EXTERNAL', t.id, { transfer_code: wrong })).rejects.toMatchObject({
      statusCode: 400,
      body: { transfer_code: ['Неверный код перевода.'] },
    });
    const before = await cashBalance(f, f.registers.k1, 'USD');
    await acceptTransfer(f.db, f.actors.kazan, 'EXTERNAL', t.id, { transfer_code: t.transfer_code! });
    expect(await cashBalance(f, f.registers.k1, 'USD')).toBe((Number(before) + 200).toFixed(2));
    const delivered = await deliverTransfer(f.db, f.actors.kazan, 'EXTERNAL', t.id);
    expect(delivered).toMatchObject({ status: 'Delivered', is_final: true });
    expect(await cashBalance(f, f.registers.k1, 'USD')).toBe(before);
    await expect(deliverTransfer(f.db, f.actors.kazan, 'EXTERNAL', t.id)).rejects.toMatchObject({ statusCode: 409 });
  });

  it('throttles guessing: the 11th wrong code within a minute answers 429', async () => {
    for (let i = 0; i < 10; i++) {
      await expect(
        findTransferByCode(f.db, f.actors.kazan, { cash_register: f.registers.k1, code: String(99999990 - i) }),
      ).rejects.toMatchObject({ statusCode: 404 });
    }
    await expect(findTransferByCode(f.db, f.actors.kazan, { cash_register: f.registers.k1, code: '12345678' })).rejects.toMatchObject({
      statusCode: 429,
    });
  });

  it('crypto transfers need the crypto permission', async () => {
    await expect(
      createTransfer(f.db, f.actors.noPerms, 'CRYPTO', {
        from_cash_register: f.registers.m1, to_cash_register: f.registers.k1, crypto_currency: f.currencies.USDT, amount: '1',
      }),
    ).rejects.toMatchObject({ statusCode: 403 });
  });
});
