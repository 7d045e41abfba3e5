import { announceStateChange } from './lib/stateChanges';
import { createProcessState, processStateOf } from './processState';
import { followStateChanges } from './processStateSync';
import { openTestDb } from './testing/testDb';
import { useFixture } from './testing/useFixture';

/**
 * The listening side of state changes, on one database handle (the case of two processes is
 * multiProcess/twoProcesses.api.test.ts, on PostgreSQL): a committed announcement makes the
 * process forget what it kept; a rolled-back one says nothing.
 */
// The database and the listener on it: the listener stops before the database closes.
const t = useFixture(async () => {
  const db = await openTestDb();
  const stop = await followStateChanges(db);
  return {
    db,
    async close() {
      await stop();
      await db.close();
    },
  };
});

const user = { id: 1 } as never;
const delivered = () => new Promise((r) => setTimeout(r, 50));
// The kept answers' clock stands still: these tests are about what an announcement makes the
// process forget, not the second after which a kept answer lapses by itself. With the real
// clock, a loaded machine let a second pass between keeping a session and reading it, and the
// rolled-back test found it gone.
const stillClock = () => Date.UTC(2026, 10, 30, 12);
const freshState = () => createProcessState(t.db, stillClock);

it('a committed sign-out forgets that token only', async () => {
  const state = freshState();
  state.sessions.set('gone', user);
  state.sessions.set('kept', user);
  await t.db.transaction((tx) => announceStateChange(tx, { kind: 'signout', tokenHash: 'gone' }));
  await delivered();
  expect(state.sessions.get('gone')).toBeUndefined();
  expect(state.sessions.get('kept')).toBe(user);
});

it("a user's sessions ended forgets that user's tokens only", async () => {
  const state = freshState();
  const session = (id: number) => ({ user: { id }, tokenHash: `t${id}`, createdMs: 0, lastUsedMs: 0 }) as never;
  state.sessions.set('phone', session(7));
  state.sessions.set('desk', session(7));
  state.sessions.set('other', session(8));
  await t.db.transaction((tx) => announceStateChange(tx, { kind: 'user_signout', userId: 7 }));
  await delivered();
  expect([state.sessions.get('phone'), state.sessions.get('desk')]).toEqual([undefined, undefined]);
  expect(state.sessions.get('other')).toBeDefined();
});

it('a change to users forgets every session; a change to the site, the cached switch', async () => {
  const state = freshState();
  state.sessions.set('a', user);
  await t.db.transaction((tx) => announceStateChange(tx, { kind: 'sessions' }));
  await delivered();
  expect(state.sessions.size).toBe(0);

  expect(await state.siteSwitch.isActive()).toBe(true);
  await t.db.query('UPDATE site_settings SET is_active = false WHERE id = 1');
  await t.db.query('INSERT INTO site_settings (id, is_active) VALUES (1, false) ON CONFLICT (id) DO NOTHING');
  expect(await state.siteSwitch.isActive()).toBe(true); // still the kept answer
  await t.db.transaction((tx) => announceStateChange(tx, { kind: 'site' }));
  await delivered();
  expect(await processStateOf(t.db).siteSwitch.isActive()).toBe(false);
  await t.db.query('UPDATE site_settings SET is_active = true WHERE id = 1');
});

it('a rolled-back change announces nothing', async () => {
  const state = freshState();
  state.sessions.set('stays', user);
  await expect(
    t.db.transaction(async (tx) => {
      await announceStateChange(tx, { kind: 'sessions' });
      throw new Error('rolled back');
    }),
  ).rejects.toThrow('rolled back');
  await delivered();
  expect(state.sessions.get('stays')).toBe(user);
});
