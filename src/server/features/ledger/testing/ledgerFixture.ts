import { migrate } from '../../../db/migrate';
import { openPglite } from '../../../db/pgliteDb';
import type { Db } from '../../../db/types';
import { addCurrency, addPair, currencyIdByCode, setDilapidation } from '../../currencies/currencyService';
import { createOutTransaction } from '../../operationPersons/outTransactionService';
import { createPerson } from '../../operationPersons/personService';
import { SYSTEM_ACTOR, type Actor } from '../actor';

/**
 * A small network for service tests: Москва (registers M1, M2) and Казань (K1), RUB as the
 * base with USD and EUR, USDT and BTC as crypto. Test-only.
 */
export interface LedgerFixture {
  db: Db;
  cities: { moscow: number; kazan: number };
  registers: { m1: number; m2: number; k1: number };
  currencies: Record<'RUB' | 'USD' | 'EUR' | 'USDT' | 'BTC', number>;
  users: { admin: number; cashier: number; kazan: number };
  actors: { admin: Actor; cashier: Actor; kazan: Actor; noPerms: Actor };
}

const NO_PERMISSIONS = {
  isAllowToPrint: false,
  isCryptoTransactionPageActive: false,
  isAllowToCheckEarningReport: false,
  isAllowToCheckNonActiveOperationPerson: false,
};
const ALL_PERMISSIONS = SYSTEM_ACTOR.permissions;

export async function openLedgerFixture(): Promise<LedgerFixture> {
  const db = await openPglite();
  await migrate(db);
  const id = async (sql: string, params: unknown[]) => (await db.query<{ id: number }>(sql, params)).rows[0].id;
  const moscow = await id('INSERT INTO cities (name) VALUES ($1) RETURNING id', ['Москва']);
  const kazan = await id('INSERT INTO cities (name) VALUES ($1) RETURNING id', ['Казань']);
  const register = (name: string, city: number) =>
    id('INSERT INTO cash_registers (name, city_id) VALUES ($1, $2) RETURNING id', [name, city]);
  const registers = { m1: await register('М1', moscow), m2: await register('М2', moscow), k1: await register('К1', kazan) };
  const user = (username: string, admin: boolean) =>
    id(`INSERT INTO users (username, password_hash, first_name, last_name, is_admin) VALUES ($1, 'x', $1, 'Тестов', $2) RETURNING id`, [
      username,
      admin,
    ]);
  const users = { admin: await user('admin', true), cashier: await user('cashier', false), kazan: await user('kazan', false) };

  await addCurrency(db, { code: 'RUB', name: 'Рубль', order: 1, base: true });
  await addCurrency(db, { code: 'USD', name: 'Доллар США', order: 2 });
  await addCurrency(db, { code: 'EUR', name: 'Евро', order: 3 });
  await addCurrency(db, { code: 'USDT', name: 'Tether', order: 1, crypto: true });
  await addCurrency(db, { code: 'BTC', name: 'Bitcoin', order: 2, crypto: true });
  const currencies = {
    RUB: await currencyIdByCode(db, 'RUB'),
    USD: await currencyIdByCode(db, 'USD'),
    EUR: await currencyIdByCode(db, 'EUR'),
    USDT: await currencyIdByCode(db, 'USDT'),
    BTC: await currencyIdByCode(db, 'BTC'),
  };
  for (const r of [registers.m1, registers.m2, registers.k1]) await addPair(db, { id: r }, 'USD');
  await addPair(db, { id: registers.m1 }, 'EUR');
  await setDilapidation(db, 'USD', '2.00');

  const actors = {
    admin: { id: users.admin, isAdmin: true, cityIds: [], permissions: ALL_PERMISSIONS },
    cashier: { id: users.cashier, isAdmin: false, cityIds: [moscow], permissions: ALL_PERMISSIONS },
    kazan: { id: users.kazan, isAdmin: false, cityIds: [kazan], permissions: ALL_PERMISSIONS },
    noPerms: { id: users.cashier, isAdmin: false, cityIds: [moscow], permissions: NO_PERMISSIONS },
  };
  return { db, cities: { moscow, kazan }, registers, currencies, users, actors };
}

/**
 * Puts cash into a register the way an owner does: a REPLENISHMENT by the operation person
 * "Владелец" of the register's city (so the ledger stays consistent and earnings untouched).
 */
export async function fund(
  f: LedgerFixture,
  registerId: number,
  code: keyof LedgerFixture['currencies'],
  amount: string,
  at?: Date,
) {
  const { rows } = await f.db.query<{ city_id: number }>('SELECT city_id FROM cash_registers WHERE id = $1', [registerId]);
  const cityId = rows[0].city_id;
  const existing = await f.db.query<{ id: number }>(
    `SELECT id FROM operation_persons WHERE city_id = $1 AND first_name = 'Владелец'`,
    [cityId],
  );
  const personId = existing.rows[0]?.id ?? (await createPerson(f.db, SYSTEM_ACTOR, { first_name: 'Владелец', city: cityId })).id;
  await createOutTransaction(
    f.db,
    SYSTEM_ACTOR,
    { cash_register: registerId, operation_person: personId, currency: f.currencies[code], operation_type: 'REPLENISHMENT', amount },
    { crypto: ['USDT', 'BTC'].includes(code), at },
  );
}

export async function cashBalance(f: LedgerFixture, registerId: number, code: keyof LedgerFixture['currencies']): Promise<string> {
  const { rows } = await f.db.query<{ amount: string }>(
    `SELECT round(COALESCE(b.amount, 0), c.decimals)::text AS amount
       FROM currencies c LEFT JOIN cash_balances b ON b.currency_id = c.id AND b.cash_register_id = $1
      WHERE c.id = $2`,
    [registerId, f.currencies[code]],
  );
  return rows[0].amount;
}
