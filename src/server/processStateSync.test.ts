import type { Db } from './db/types';
import { announceStateChange } from './lib/stateChanges';
import { createProcessState, processStateOf } from './processState';
import { followStateChanges } from './processStateSync';
import { openTestDb } from './testing/testDb';

/**
 * The listening side of state changes, on one database handle (the case of two processes is
 * multiProcess/twoProcesses.api.test.ts, on PostgreSQL): a committed announcement makes the
 * process forget what it kept; a rolled-back one says nothing.
 */
let db: Db;
let stop: () => Promise<void>;
beforeAll(async () => {
  db = await openTestDb();
  stop = await followStateChanges(db);
}, 60_000);
afterAll(async () => {
  await stop();
  await db.close();
});

const user = { id: 1 } as never;
const delivered = () => new Promise((r) => setTimeout(r, 50));

it('a committed sign-out forgets that token only', async () => {
  const state = createProcessState(db);
  state.sessions.set('gone', user);
  state.sessions.set('kept', user);
  await db.transaction((tx) => announceStateChange(tx, { kind: 'signout', tokenHash: 'gone' }));
  await delivered();
  expect(state.sessions.get('gone')).toBeUndefined();
  expect(state.sessions.get('kept')).toBe(user);
});

it("a user's sessions ended forgets that user's tokens only", async () => {
  const state = createProcessState(db);
  const session = (id: number) => ({ user: { id }, tokenHash: `t${id}`, createdMs: 0, lastUsedMs: 0 }) as never;
  state.sessions.set('phone', session(7));
  state.sessions.set('desk', session(7));
  state.sessions.set('other', session(8));
  await db.transaction((tx) => announceStateChange(tx, { kind: 'user_signout', userId: 7 }));
  await delivered();
  expect([state.sessions.get('phone'), state.sessions.get('desk')]).toEqual([undefined, undefined]);
  expect(state.sessions.get('other')).toBeDefined();
});

it('a change to users forgets every session; a change to the site, the cached switch', async () => {
  const state = createProcessState(db);
  state.sessions.set('a', user);
  await db.transaction((tx) => announceStateChange(tx, { kind: 'sessions' }));
  await delivered();
  expect(state.sessions.size).toBe(0);

  expect(await state.siteSwitch.isActive()).toBe(true);
  await db.query('UPDATE site_settings SET is_active = false WHERE id = 1');
  await db.query('INSERT INTO site_settings (id, is_active) VALUES (1, false) ON CONFLICT (id) DO NOTHING');
  expect(await state.siteSwitch.isActive()).toBe(true); // still the kept answer
  await db.transaction((tx) => announceStateChange(tx, { kind: 'site' }));
  await delivered();
  expect(await processStateOf(db).siteSwitch.isActive()).toBe(false);
  await db.query('UPDATE site_settings SET is_active = true WHERE id = 1');
});

it('a rolled-back change announces nothing', async () => {
  const state = createProcessState(db);
  state.sessions.set('stays', user);
  await expect(
    db.transaction(async (tx) => {
      await announceStateChange(tx, { kind: 'sessions' });
      throw new Error('rolled back');
    }),
  ).rejects.toThrow('rolled back');
  await delivered();
  expect(state.sessions.get('stays')).toBe(user);
});
