import { createProcessState, processStateOf, resetProcessState } from './processState';
import { useTestDb } from './testing/useFixture';

describe('the per-process state', () => {
  const t = useTestDb();

  it('is one set per database, made on first use, and forgotten whole by one call', async () => {
    let now = 1_000;
    const state = createProcessState(t.db, () => now);
    expect(processStateOf(t.db)).toBe(state);
    for (let i = 0; i < state.codeThrottle.limit; i++) await state.codeThrottle.miss(7);
    await expect(processStateOf(t.db).codeThrottle.check(7)).rejects.toMatchObject({ statusCode: 429 });
    state.references.set('city:1', { id: 1 });
    state.sessions.set('hash', { id: 1 } as never);

    await resetProcessState(t.db);
    const fresh = processStateOf(t.db);
    expect(fresh).not.toBe(state);
    await expect(fresh.codeThrottle.check(7)).resolves.toBeUndefined();
    expect(fresh.references.get('city:1')).toBeUndefined();
    expect(fresh.sessions.size).toBe(0);
    // The clock the app gave stays: time moved past the window does count in the new state.
    fresh.references.set('city:2', { id: 2 });
    now += 5_000;
    expect(fresh.references.get('city:2')).toBeUndefined();
  });
});
