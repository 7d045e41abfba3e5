import type { Db } from '../db/types';
import { buildTestApp, type TestApp } from './testApp';
import { openTestDb } from './testDb';

/**
 * The one set-up recipe of the server's tests (docs/testing.md, "Setting a test up"): what a
 * test file needs (a database, the whole app, the ledger's small network) is opened by a
 * beforeAll before its first test and closed by an afterAll after its last, by calling one of
 * these at the top of the file or of a describe block. The object returned is filled in by
 * that beforeAll: read its fields in tests and hooks, not at the top level. The file's own
 * beforeAll, declared after, runs after it (and sees it open).
 */
export function useFixture<T extends { close(): Promise<void> }>(open: () => Promise<T>): T {
  const fixture = {} as T;
  beforeAll(async () => {
    Object.assign(fixture, await open());
  }, 60_000);
  // Optional: a failed open leaves nothing to close, and its error is the one to see.
  afterAll(() => fixture.close?.());
  return fixture;
}

/** The whole API on a fresh database (testApp.ts's buildTestApp). */
export const useTestApp = (opts: Parameters<typeof buildTestApp>[0] = {}): TestApp => useFixture(() => buildTestApp(opts));

/** A fresh migrated database alone, as `{ db }` (testDb.ts's openTestDb). */
export const useTestDb = (): { db: Db; close(): Promise<void> } =>
  useFixture(async () => {
    const db = await openTestDb();
    return { db, close: () => db.close() };
  });
