import type { Db, Queryable } from '../db/types';
import { SYSTEM_ACTOR } from '../http/scope';
import { cachedReference, rememberLookups } from './referenceCache';
import { registerInScope } from './referenceChecks';

/** A database that answers one register and counts what it was asked. */
function countingDb(): { db: Db; asked: () => number } {
  let asked = 0;
  const query = (async () => {
    asked++;
    return { rows: [{ id: 7, name: 'Касса', city_id: 1, city_name: 'Москва' }], rowCount: 1 };
  }) as Queryable['query'];
  const db: Db = { kind: 'pglite', query, exec: async () => undefined, transaction: async (fn) => fn({ query, exec: async () => undefined }), listen: async () => async () => undefined, close: async () => undefined };
  return { db, asked: () => asked };
}

describe('cachedReference', () => {
  afterEach(() => jest.useRealTimers());

  it('asks the database once a second for a register read outside a transaction', async () => {
    jest.useFakeTimers({ now: 1_000_000 });
    const { db, asked } = countingDb();
    await registerInScope(db, SYSTEM_ACTOR, 7);
    await registerInScope(db, SYSTEM_ACTOR, 7);
    expect(asked()).toBe(1);
    jest.setSystemTime(1_000_999);
    await registerInScope(db, SYSTEM_ACTOR, 7);
    expect(asked()).toBe(1);
    jest.setSystemTime(1_001_000);
    await registerInScope(db, SYSTEM_ACTOR, 7);
    expect(asked()).toBe(2);
  });

  it('always asks inside a transaction', async () => {
    const { db, asked } = countingDb();
    await db.transaction(async (tx) => {
      await registerInScope(tx, SYSTEM_ACTOR, 7);
      await registerInScope(tx, SYSTEM_ACTOR, 7);
    });
    expect(asked()).toBe(2);
  });

  it('keeps no miss, so a register added a moment later is found', async () => {
    const { db } = countingDb();
    let exists = false;
    const load = async () => (exists ? { id: 8 } : undefined);
    expect(await cachedReference(db, 'register:8', load)).toBeUndefined();
    exists = true;
    expect(await cachedReference(db, 'register:8', load)).toEqual({ id: 8 });
  });

  it('leaves the seed its own memo', async () => {
    const { db, asked } = countingDb();
    await db.transaction(async (tx) => {
      rememberLookups(tx);
      await registerInScope(tx, SYSTEM_ACTOR, 7);
      await registerInScope(tx, SYSTEM_ACTOR, 7);
    });
    expect(asked()).toBe(1);
  });
});
