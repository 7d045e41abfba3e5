import { saveToken, removeToken } from '../../api/token';
import { leaseLock, memoryQueueStore, replayQueue, type OfflineDealDraft } from './offlineQueue';
import { sendOfflineDeal } from './sendOfflineDeal';

const draft = (key: string, cashier = 'anna'): OfflineDealDraft => ({
  key,
  register: 3,
  cashier,
  body: {
    cash_register: 3,
    currency: 1,
    operation_type: 'BUY',
    amount: '100.00',
    rate: '90.000000',
    is_dilapidated: false,
    offline: true,
    made_at: '2026-11-29T09:00:00.000Z',
  },
  currencyCode: 'USD',
  total: '9000.00',
  localCode: 'RUB',
});
const serial = async <T>(_: string, task: () => Promise<T>) => task();

describe('the offline queue', () => {
  it('numbers each register\'s deals from 1, in the order they were made', async () => {
    const store = memoryQueueStore();
    expect((await store.add(draft('a'))).localNumber).toBe(1);
    expect((await store.add(draft('b'))).localNumber).toBe(2);
    expect((await store.add({ ...draft('c'), register: 4 })).localNumber).toBe(1);
    await expect(store.add(draft('a'))).rejects.toThrow(/already queued/);
    expect((await store.list(3)).map((d) => [d.key, d.status])).toEqual([
      ['a', 'queued'],
      ['b', 'queued'],
    ]);
  });

  it('sends only the signed-in cashier\'s deals (keys are per user); another\'s wait for them', async () => {
    const store = memoryQueueStore();
    await store.add(draft('mine'));
    await store.add(draft('theirs', 'boris'));
    const sent: string[] = [];
    const outcome = await replayQueue({
      store,
      register: 3,
      user: 'anna',
      lock: serial,
      send: async (deal) => (sent.push(deal.key), { kind: 'recorded', id: 1 }),
    });
    expect(sent).toEqual(['mine']);
    expect(outcome).toEqual({ sent: 1, refused: 0, remaining: 0 });
    expect((await store.list(3)).map((d) => d.status)).toEqual(['sent', 'queued']);
  });

  it('a 401 stops the replay with the queue kept; a refusal is kept with its words and the next goes', async () => {
    const store = memoryQueueStore();
    for (const k of ['a', 'b', 'c']) await store.add(draft(k));
    const answers = { a: { kind: 'refused', message: 'Пара недоступна.' }, b: { kind: 'signIn' } } as const;
    await expect(
      replayQueue({ store, register: 3, user: 'anna', lock: serial, send: async (d) => answers[d.key as 'a' | 'b'] }),
    ).rejects.toEqual({ kind: 'signIn' });
    expect((await store.list(3)).map((d) => [d.status, d.refusal])).toEqual([
      ['refused', 'Пара недоступна.'],
      ['queued', undefined],
      ['queued', undefined],
    ]);
  });

  it('the storage lease lets one task run at a time', async () => {
    const wait = (ms: number) => new Promise((r) => setTimeout(r, ms / 50));
    const a = leaseLock(window.localStorage, wait);
    const b = leaseLock(window.localStorage, wait);
    const log: string[] = [];
    const task = (name: string) => async () => {
      log.push(`${name} in`);
      await new Promise((r) => setTimeout(r, 5));
      log.push(`${name} out`);
    };
    await Promise.all([a('q', task('a')), b('q', task('b'))]);
    expect([log.slice(0, 2), log.slice(2)].map((pair) => pair[0].split(' ')[0] === pair[1].split(' ')[0])).toEqual([true, true]);
    expect(window.localStorage.getItem('q')).toBeNull();
  });
});

describe('sending one offline deal', () => {
  beforeEach(() => saveToken('t0k'));
  afterEach(() => removeToken());
  const answer = (status: number, body: unknown) => jest.fn(async () => new Response(JSON.stringify(body), { status }));

  it('sends the deal\'s body with its own key and the session\'s token', async () => {
    const fetch = answer(201, { id: 42 });
    const deal = { ...draft('key-1'), localNumber: 1, status: 'queued' as const };
    expect(await sendOfflineDeal(deal, fetch)).toEqual({ kind: 'recorded', id: 42 });
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/transaction/create/');
    expect(new Headers(init.headers).get('Idempotency-Key')).toBe('key-1');
    expect(new Headers(init.headers).get('Authorization')).toBe('Token t0k');
    expect(JSON.parse(init.body as string)).toEqual(deal.body);
  });

  it('tells a refusal from a sign-in from no answer', async () => {
    const deal = { ...draft('k'), localNumber: 1, status: 'queued' as const };
    expect(await sendOfflineDeal(deal, answer(409, { detail: 'Офлайн-операция не принята: нужен клиент.' }))).toEqual({
      kind: 'refused',
      message: 'Офлайн-операция не принята: нужен клиент.',
    });
    expect(await sendOfflineDeal(deal, answer(401, { detail: 'Недействительный токен.' }))).toEqual({ kind: 'signIn' });
    expect(await sendOfflineDeal(deal, answer(503, {}))).toEqual({ kind: 'network' });
    expect(await sendOfflineDeal(deal, jest.fn(() => Promise.reject(new TypeError('Failed to fetch'))))).toEqual({ kind: 'network' });
    removeToken();
    expect(await sendOfflineDeal(deal, answer(201, { id: 1 }))).toEqual({ kind: 'signIn' });
  });
});
