import type { FastifyInstance } from 'fastify';
import type { Permissions } from '../../shared/contract';
import { buildApp } from '../app';
import { type Config, loadConfig } from '../config';
import type { Db } from '../db/types';
import type { AuthUser } from '../auth/authUser';
import { FAST_SCRYPT, hashPassword } from '../auth/passwords';
import { ensureCashRegister } from '../features/cashRegisters/registerWrites';
import { ensureCity } from '../features/cities/cityService';
import { createUser } from '../features/users/userService';
import { countAsBooks } from '../features/shifts/shiftCount';
import { openShift } from '../features/shifts/shiftService';
import { SYSTEM_ACTOR } from '../http/scope';
import { openTestDb } from './testDb';

/** Quiet, no request ceiling, no web build unless a test gives one. */
export function testConfig(overrides: Partial<Config> = {}): Config {
  return { ...loadConfig({ LOG_LEVEL: 'silent', RATE_LIMIT_PER_MINUTE: '0', WEB_DIR: '/nonexistent-web-dir' }), ...overrides };
}

export interface TestApp {
  app: FastifyInstance;
  db: Db;
  close(): Promise<void>;
}

/**
 * The whole app on a fresh test database; `close` ends both. Each route's schemas are compiled
 * when a test first calls the route, as in the server (http/compileOnFirstUse.ts): a file calls
 * a few of ~280.
 */
export async function buildTestApp(
  opts: {
    config?: Partial<Config>;
    now?: () => number;
    db?: Db;
    /** Routes of the test's own (probes standing in for a feature), added before the app is ready. */
    probes?: (app: FastifyInstance, db: Db) => void;
  } = {},
): Promise<TestApp> {
  const db = opts.db ?? (await openTestDb());
  const app = await buildApp({ db, config: testConfig(opts.config), now: opts.now });
  opts.probes?.(app, db);
  await app.ready();
  return {
    app,
    db,
    async close() {
      await app.close();
      await db.close();
    },
  };
}

/**
 * An app of one test's own (its own settings or probe routes), closed when `use` ends: the next
 * app then gets the worker's database back, where one still open would make it start a PGlite of
 * its own (docs/testing.md, "Why a test file starts fast").
 */
export async function withTestApp<T>(opts: Parameters<typeof buildTestApp>[0], use: (t: TestApp) => Promise<T>): Promise<T> {
  const t = await buildTestApp(opts);
  try {
    return await use(t);
  } finally {
    await t.close();
  }
}

export interface TestUserInput {
  username: string;
  /** Defaults to the username. */
  password?: string;
  isAdmin?: boolean;
  role?: string;
  firstName?: string;
  lastName?: string;
  cityIds?: number[];
  permissions?: Partial<Permissions>;
}

/** A user with a cheap password hash (same format, low cost) so tests stay fast. */
export function createTestUser(db: Db, input: TestUserInput): Promise<AuthUser> {
  const role = input.role ?? (input.isAdmin ? 'Администратор' : 'Кассир');
  return createUser(db, { ...input, role, password: input.password ?? input.username }, SYSTEM_ACTOR, FAST_SCRYPT);
}

export async function createTestCity(db: Db, name: string): Promise<number> {
  return (await ensureCity(db, name, SYSTEM_ACTOR)).city.id;
}

/**
 * A register with its shift open (a register without an open shift moves no cash),
 * as a register in use is; tests of the closed register close it (features/shifts).
 */
export async function createTestRegister(db: Db, cityId: number, name: string): Promise<number> {
  const { register, created } = await ensureCashRegister(db, cityId, name, SYSTEM_ACTOR);
  if (created) await openShift(db, SYSTEM_ACTOR, { cash_register: register.id, counted: await countAsBooks(db, register.id) });
  return register.id;
}

/**
 * Puts a test user's password back to the default (the username) with SQL: no audit row, no
 * session ended, as if it had never changed (for calls that change it in shared worlds).
 */
export async function restoreTestPassword(db: Db, username: string): Promise<void> {
  const hash = await hashPassword(username, FAST_SCRYPT);
  await db.query('UPDATE users SET password_hash = $1, must_change_password = false WHERE username = $2', [hash, username]);
}

/** Signs in through the API as a client would; password defaults to the username. */
export async function login(app: FastifyInstance, username: string, password = username): Promise<string> {
  const res = await app.inject({ method: 'POST', url: '/api/token-auth/', payload: { username, password } });
  if (res.statusCode !== 200) throw new Error(`login ${username}: ${res.statusCode} ${res.body}`);
  return res.json().token;
}

export function authed(token: string): { authorization: string } {
  return { authorization: `Token ${token}` };
}

/**
 * For beforeAll that opens a database: the first PGlite of a run builds the migrated
 * template (~5 s on a busy machine), past jest's 5 s default.
 */
export const DB_TIMEOUT = 60_000;
