import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/types';
import {
  buildTestApp,
  createTestCity,
  createTestRegister,
  createTestUser,
  login,
  type TestUserInput,
} from '../../testing/testApp';
import { openTestDb } from '../../testing/testDb';
import { useFixture } from '../../testing/useFixture';
import { addCurrency, addPair, currencyIdByCode, setDilapidation } from '../../features/currencies/currencyService';
import { createOutTransaction } from '../../features/operationPersons/outTransactionService';
import { createPerson } from '../../features/operationPersons/personService';
import { SYSTEM_ACTOR, type Actor } from '../../http/scope';

/**
 * A small network for the ledger's tests: Москва (registers М1, М2) and Казань (К1), RUB as
 * the base with USD and EUR, USDT and BTC as crypto, and users for the permission matrix.
 * PGlite, or PostgreSQL under TEST_DATABASE_URL (testing/testDb.ts). Test-only.
 */
export interface LedgerFixture {
  db: Db;
  /** The whole API when opened with { app: true }. */
  app: FastifyInstance;
  cities: { moscow: number; kazan: number };
  registers: { m1: number; m2: number; k1: number };
  currencies: Record<'RUB' | 'USD' | 'EUR' | 'USDT' | 'BTC', number>;
  users: Record<UserKey, number>;
  actors: Record<UserKey, Actor>;
  /** Signs in (API fixtures only) and caches the token per user. */
  token(user: UserKey): Promise<string>;
  close(): Promise<void>;
}

/**
 * colleague: a second Moscow cashier, the other pair of eyes on the cashier's transfers;
 * compliance: a Moscow cashier who is also the compliance officer (docs/api/clients.md).
 */
type UserKey = 'admin' | 'supervisor' | 'cashier' | 'colleague' | 'kazan' | 'noPerms' | 'compliance';

const NO_PERMISSIONS = {
  isAllowToPrint: false,
  isCryptoTransactionPageActive: false,
  isAllowToCheckEarningReport: false,
  isAllowToCheckNonActiveOperationPerson: false,
  isComplianceOfficer: false,
};
/** The four work flags; the compliance officer's is a role of its own (the `compliance` user). */
const ALL_PERMISSIONS = { ...SYSTEM_ACTOR.permissions, isComplianceOfficer: false };

export async function openLedgerFixture(opts: { app?: boolean } = {}): Promise<LedgerFixture> {
  const testApp = opts.app ? await buildTestApp() : null;
  const db = testApp?.db ?? (await openTestDb());
  const moscow = await createTestCity(db, 'Москва');
  const kazan = await createTestCity(db, 'Казань');
  const registers = {
    m1: await createTestRegister(db, moscow, 'М1'),
    m2: await createTestRegister(db, moscow, 'М2'),
    k1: await createTestRegister(db, kazan, 'К1'),
  };
  const user = (username: string, extra: Omit<TestUserInput, 'username'>) =>
    createTestUser(db, { username, firstName: username, lastName: 'Тестов', ...extra });
  const actors: Record<UserKey, Actor> = {
    admin: await user('admin', { isAdmin: true }),
    supervisor: await user('supervisor', { cityIds: [moscow, kazan], permissions: ALL_PERMISSIONS, role: 'Супервайзер' }),
    cashier: await user('cashier', { cityIds: [moscow], permissions: ALL_PERMISSIONS }),
    colleague: await user('colleague', { cityIds: [moscow], permissions: ALL_PERMISSIONS }),
    kazan: await user('kazan', { cityIds: [kazan], permissions: ALL_PERMISSIONS }),
    noPerms: await user('noperms', { cityIds: [moscow], permissions: NO_PERMISSIONS }),
    compliance: await user('compliance', { cityIds: [moscow], permissions: { ...ALL_PERMISSIONS, isComplianceOfficer: true } }),
  };
  const users = Object.fromEntries(Object.entries(actors).map(([k, a]) => [k, a.id!])) as Record<UserKey, number>;

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

  const tokens = new Map<UserKey, Promise<string>>();
  const usernames: Record<UserKey, string> = {
    admin: 'admin', supervisor: 'supervisor', cashier: 'cashier', colleague: 'colleague', kazan: 'kazan', noPerms: 'noperms',
    compliance: 'compliance',
  };
  return {
    db,
    app: testApp?.app as FastifyInstance,
    cities: { moscow, kazan },
    registers,
    currencies,
    users,
    actors,
    async token(key) {
      if (!testApp) throw new Error('token(): open the fixture with { app: true }');
      // The sign-in itself is shared, so a burst of parallel calls signs in once (the
      // throttle counts parallel sign-ins from one address).
      if (!tokens.has(key)) tokens.set(key, login(testApp.app, usernames[key]));
      return tokens.get(key)!;
    },
    close: () => (testApp ? testApp.close() : db.close()),
  };
}

/**
 * The fixture for the test file (or describe block) it is called in: opened by a beforeAll
 * before the first test and closed by an afterAll after the last. The object it returns is
 * filled in by that beforeAll, so read its fields in tests and hooks, not at the top level;
 * `client(f)` may be made at once (it reads `f` only when called).
 */
export function useLedgerFixture(opts: { app?: boolean } = {}): LedgerFixture {
  return useFixture(() => openLedgerFixture(opts));
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
