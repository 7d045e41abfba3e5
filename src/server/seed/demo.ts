import type { Permissions } from '../../shared/contract';
import type { Db, Queryable } from '../db/types';
import { DEFAULT_SCRYPT, type ScryptParams } from '../auth/passwords';
import { ensureCashRegister } from '../features/cashRegisters/registerWrites';
import { ensureCity, setOfflineLimitIn } from '../features/cities/cityService';
import { createUser } from '../features/users/userService';
import { type Actor, SYSTEM_ACTOR } from '../http/scope';
import { audit } from '../lib/audit';
import { DEMO_CITIES, DEMO_OFFLINE_LIMIT } from './demoCities';
import { extraSeeders } from './extraSeeders';

const ALL: Permissions = {
  isAllowToPrint: true,
  isCryptoTransactionPageActive: true,
  isAllowToCheckEarningReport: true,
  isAllowToCheckNonActiveOperationPerson: true,
  // The compliance officer's is a role of its own (the demo's compliance account), not a work flag.
  isComplianceOfficer: false,
};

/** The demo accounts; password = username. cities: null = every demo city. */
export const DEMO_ACCOUNTS = [
  { username: 'admin', firstName: 'Анна', lastName: 'Админова', role: 'Администратор', isAdmin: true, permissions: ALL, cities: null },
  { username: 'supervisor', firstName: 'Сергей', lastName: 'Супервайзеров', role: 'Супервайзер', isAdmin: false, permissions: ALL, cities: null },
  {
    username: 'cashier',
    firstName: 'Ксения',
    lastName: 'Кассирова',
    role: 'Кассир',
    isAdmin: false,
    permissions: { ...ALL, isAllowToPrint: false, isAllowToCheckEarningReport: false, isAllowToCheckNonActiveOperationPerson: false },
    cities: ['Москва'],
  },
  {
    username: 'compliance',
    firstName: 'Кира',
    lastName: 'Контролёва',
    role: 'Ответственный сотрудник',
    isAdmin: false,
    permissions: { ...ALL, isComplianceOfficer: true },
    cities: null,
  },
] as const;

/**
 * Demo data: cities, registers and the three accounts, then the other features' seeders.
 * Safe to run again: what exists is left as it is (a demo password that was changed
 * stays changed).
 */
export async function seedDemo(db: Db, opts: { scrypt?: ScryptParams; actor?: Actor } = {}): Promise<void> {
  const actor = opts.actor ?? SYSTEM_ACTOR;
  await audit(db, actor, SEED_STARTED);
  const cityIds = new Map<string, number>();
  for (const [cityName, registers] of Object.entries(DEMO_CITIES)) {
    const { city, created } = await ensureCity(db, cityName, actor);
    cityIds.set(cityName, city.id);
    // Only when the seed made the city: an admin's later choice (off included) is kept on a rerun.
    if (created) await db.transaction((tx) => setOfflineLimitIn(tx, city.id, DEMO_OFFLINE_LIMIT, actor));
    for (const name of registers) await ensureCashRegister(db, city.id, name, actor);
  }
  for (const account of DEMO_ACCOUNTS) {
    const exists = await db.query('SELECT 1 FROM users WHERE username = $1', [account.username]);
    if (exists.rows.length) continue;
    const names: readonly string[] = account.cities ?? [...cityIds.keys()];
    await createUser(
      db,
      { ...account, password: account.username, cityIds: names.map((n) => cityIds.get(n)!) },
      actor,
      opts.scrypt ?? DEFAULT_SCRYPT,
    );
  }
  for (const seeder of extraSeeders) await seeder(db);
  // Planner statistics for what was just written: PGlite has no autovacuum, so without this
  // the embedded database would plan every list on default guesses for good.
  await db.exec('ANALYZE');
  await audit(db, actor, SEED_FINISHED);
}

/**
 * A demo load is many transactions (cities, accounts, currencies, persons, history), so a
 * crash can cut it off — and once the accounts exist, "no users yet" no longer says the demo
 * is missing: such a database started, but without currencies or persons, for good. These
 * two audit rows bracket each load; a start without its finish is a load to complete.
 */
const SEED_STARTED = 'seed.demo_started';
const SEED_FINISHED = 'seed.demo_finished';

/**
 * Whether a new embedded database still needs seedDemo: no users yet, or a demo load that
 * started and never finished (seedDemo completes it, leaving what exists as it is). A
 * database seeded before these rows existed has neither, and is left alone.
 */
export async function needsDemoSeed(db: Queryable): Promise<boolean> {
  // The last load's start without a finish after it (ids only grow).
  const { rows } = await db.query<{ users: number; cut_off: boolean }>(
    `SELECT (SELECT count(*) FROM users)::int AS users,
            COALESCE((SELECT max(id) FROM audit_log WHERE kind = 'seed' AND action = $1), 0)
              > COALESCE((SELECT max(id) FROM audit_log WHERE kind = 'seed' AND action = $2), 0) AS cut_off`,
    [SEED_STARTED, SEED_FINISHED],
  );
  return rows[0].users === 0 || rows[0].cut_off;
}

export const DEMO_ACCOUNTS_TEXT = [
  'Демо-учётные записи (логин / пароль):',
  '  admin / admin            — Администратор, все города',
  '  supervisor / supervisor  — Супервайзер, все города',
  '  cashier / cashier        — Кассир, Москва',
  '  compliance / compliance  — Ответственный сотрудник (комплаенс), все города',
].join('\n');
