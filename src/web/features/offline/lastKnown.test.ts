import { referenceApi } from '../../api/referenceApi';
import { makeStore } from '../../app/store';
import { restoreLastKnown, saveLastKnown, sessionOf } from './lastKnown';

/** A storage of its own per test (the page's localStorage is shared by the test file). */
function memoryStorage(): Storage {
  const m = new Map<string, string>();
  return {
    get length() {
      return m.size;
    },
    clear: () => m.clear(),
    getItem: (k) => m.get(k) ?? null,
    key: (i) => [...m.keys()][i] ?? null,
    removeItem: (k) => void m.delete(k),
    setItem: (k, v) => void m.set(k, v),
  };
}

const PAIRS = [{ id: 1, cash_register: { id: 7, name: 'Касса' }, currency: { id: 2, code: 'USD', name: 'Доллар США' }, base_currency: { id: 1, code: 'RUB', name: 'Рубль' } }];
const RATES = [{ id: 3, currency: { id: 2, code: 'USD', name: 'Доллар США' }, buy_rate: '90.00', sell_rate: '92.00' }];

/** A store that received the register's pairs and rates online, and an employee list (not kept). */
async function onlineStore() {
  const store = makeStore();
  await store.dispatch(referenceApi.util.upsertQueryData('availablePairs', 7, PAIRS as never));
  await store.dispatch(referenceApi.util.upsertQueryData('valueSettings', { cashRegister: 7 }, RATES as never));
  await store.dispatch(referenceApi.util.upsertQueryData('allEmployees', undefined, [] as never));
  return store;
}
/** The store once the upserts it was given have landed. */
const settled = () => new Promise((r) => setTimeout(r, 0));

describe('the register’s last-known figures', () => {
  it('come back into an empty store (a reload) for the same session, the kept endpoints only', async () => {
    const storage = memoryStorage();
    saveLastKnown((await onlineStore()).getState(), sessionOf('token-1'), storage);
    const reloaded = makeStore();
    const filled = restoreLastKnown(reloaded, sessionOf('token-1'), storage);
    await settled();
    expect(filled.map((e) => e.endpointName).sort()).toEqual(['availablePairs', 'valueSettings']);
    expect(referenceApi.endpoints.availablePairs.select(7)(reloaded.getState()).data).toEqual(PAIRS);
    expect(referenceApi.endpoints.valueSettings.select({ cashRegister: 7 })(reloaded.getState()).data).toEqual(RATES);
    expect(referenceApi.endpoints.allEmployees.select()(reloaded.getState()).data).toBeUndefined();
  });

  it('never reach another session (another sign-in), and never replace an answer the store has', async () => {
    const storage = memoryStorage();
    saveLastKnown((await onlineStore()).getState(), sessionOf('token-1'), storage);
    expect(restoreLastKnown(makeStore(), sessionOf('token-2'), storage)).toEqual([]);
    const live = makeStore();
    const fresh = [{ ...RATES[0], buy_rate: '95.00' }];
    await live.dispatch(referenceApi.util.upsertQueryData('valueSettings', { cashRegister: 7 }, fresh as never));
    restoreLastKnown(live, sessionOf('token-1'), storage);
    await settled();
    expect(referenceApi.endpoints.valueSettings.select({ cashRegister: 7 })(live.getState()).data).toEqual(fresh);
  });

  it('keep what an earlier page saved when a later one (a reload) has less', async () => {
    const storage = memoryStorage();
    saveLastKnown((await onlineStore()).getState(), sessionOf('t'), storage);
    saveLastKnown(makeStore().getState(), sessionOf('t'), storage);
    expect(restoreLastKnown(makeStore(), sessionOf('t'), storage)).toHaveLength(2);
  });
});
