import { HttpError } from '../http/errors';
import { SharedSlidingWindow } from '../lib/sharedSlidingWindow';
import { LoginThrottle } from './loginThrottle';
import { useTestDb } from '../testing/useFixture';

const t = useTestDb();
afterEach(() => t.db.query('DELETE FROM throttle_hits'));

describe('SharedSlidingWindow', () => {
  it('forgets hits older than the window', async () => {
    let now = 0;
    const w = new SharedSlidingWindow(t.db, { throttle: 't', limit: 3, windowMs: 1000, now: () => now });
    expect(await w.hit(['k'])).toMatchObject({ counts: [1] });
    now = 500;
    expect(await w.hit(['k'])).toMatchObject({ counts: [2] });
    now = 1001;
    expect(await w.hit(['k'])).toMatchObject({ counts: [2] });
    now = 1600;
    expect(await w.hit(['k'])).toMatchObject({ counts: [2] });
    // Rows past the window are deleted as new hits come, not kept for ever.
    const { rows } = await t.db.query<{ n: number }>("SELECT count(*)::int AS n FROM throttle_hits WHERE throttle = 't'");
    expect(rows[0].n).toBe(2);
  });

  it('at the limit counts nothing and tells how long until a slot is free', async () => {
    let now = 0;
    const w = new SharedSlidingWindow(t.db, { throttle: 't', limit: 2, windowMs: 1000, now: () => now });
    await w.hit(['k']);
    now = 100;
    await w.hit(['k', 'other']);
    expect(await w.hit(['other', 'k'])).toEqual({ waitMs: 900 });
    expect(await w.retryAfterMs(['k'])).toBe(900);
    // 'other' was not counted by the refused hit.
    expect(await w.hit(['other'])).toMatchObject({ counts: [2] });
    now = 1000;
    expect(await w.retryAfterMs(['k'])).toBe(0);
    expect(await w.hit(['k'])).toMatchObject({ counts: [2] });
  });

  it('gives back one hit, and forgets a key', async () => {
    const w = new SharedSlidingWindow(t.db, { throttle: 't', limit: 5, windowMs: 1000, now: () => 0 });
    await w.hit(['k']);
    const second = await w.hit(['k']);
    if ('waitMs' in second) throw new Error('not counted');
    await w.release(second.ids);
    expect(await w.hit(['k'])).toMatchObject({ counts: [2] });
    await w.reset('k');
    expect(await w.hit(['k'])).toMatchObject({ counts: [1] });
  });

  it('two throttles with the same key count apart', async () => {
    const a = new SharedSlidingWindow(t.db, { throttle: 'a', limit: 1, windowMs: 1000, now: () => 0 });
    const b = new SharedSlidingWindow(t.db, { throttle: 'b', limit: 1, windowMs: 1000, now: () => 0 });
    await a.hit(['k']);
    expect(await b.hit(['k'])).toMatchObject({ counts: [1] });
    expect(await a.hit(['k'])).toEqual({ waitMs: 1000 });
  });

  it('parallel hits on one key never pass the limit: counting is one step', async () => {
    const w = new SharedSlidingWindow(t.db, { throttle: 't', limit: 4, windowMs: 60_000 });
    const results = await Promise.all(Array.from({ length: 12 }, () => w.hit(['k'])));
    expect(results.filter((r) => 'ids' in r)).toHaveLength(4);
    expect(results.filter((r) => 'ids' in r).map((r) => ('counts' in r ? r.counts[0] : 0)).sort()).toEqual([1, 2, 3, 4]);
  });
});

describe('LoginThrottle', () => {
  const status = async (fn: () => Promise<unknown>) => {
    try {
      await fn();
      return 'ok';
    } catch (e) {
      return (e as HttpError).statusCode;
    }
  };
  const fail = (th: LoginThrottle, username: string, address: string) => status(async () => (await th.begin(username, address)).failed());
  const small = { perUserAddress: 3, perAddress: 5, perUser: 6, minuteMs: 60_000, hourMs: 3_600_000 };

  it('throws 429 on the limit-th failure of a username at one address, whatever the case, and only there', async () => {
    let now = 0;
    const th = new LoginThrottle(t.db, () => now, small);
    expect(await fail(th, 'Bob', '1.1.1.1')).toBe('ok');
    expect(await fail(th, 'bob', '1.1.1.1')).toBe('ok');
    expect(await fail(th, 'BOB', '1.1.1.1')).toBe(429);
    expect(await status(() => th.begin('bob', '1.1.1.1'))).toBe(429);
    expect(await status(() => th.begin('bob', '9.9.9.9'))).toBe('ok');
    now = 60_001;
    expect(await status(() => th.begin('bob', '1.1.1.1'))).toBe('ok');
  });

  it('counts an attempt when it begins, so parallel ones cannot pass the limit', async () => {
    const th = new LoginThrottle(t.db, () => 0, small);
    const started = await Promise.all([1, 2, 3].map(() => th.begin('eve', '2.2.2.2')));
    // Three are being verified: a fourth is refused before its password is checked.
    expect(await status(() => th.begin('eve', '2.2.2.2'))).toBe(429);
    const ends = [];
    for (const a of started) ends.push(await status(() => a.failed()));
    expect(ends.sort()).toEqual([429, 'ok', 'ok'].sort());
  });

  it('bounds an address across usernames', async () => {
    const th = new LoginThrottle(t.db, () => 0, small);
    for (let i = 1; i <= 4; i++) expect(await fail(th, `user${i}`, '5.5.5.5')).toBe('ok');
    expect(await fail(th, 'user5', '5.5.5.5')).toBe(429);
    expect(await status(() => th.begin('user6', '5.5.5.5'))).toBe(429);
    expect(await status(() => th.begin('user6', '5.5.5.6'))).toBe('ok');
  });

  it('bounds a username across addresses, refusing only addresses that failed for it', async () => {
    let now = 0;
    const th = new LoginThrottle(t.db, () => now, small);
    // 6 failures: first ones of six addresses, never refused, all counted for the user.
    for (let i = 1; i <= 6; i++) expect(await fail(th, 'kim', `6.6.6.${i}`)).toBe('ok');
    expect(await status(() => th.begin('kim', '6.6.6.1'))).toBe(429);
    expect(await status(() => th.begin('kim', '6.6.6.7'))).toBe('ok');
    now = 3_600_001;
    expect(await status(() => th.begin('kim', '6.6.6.1'))).toBe('ok');
  });

  it('a success forgets its address\'s failures for the user and refunds its slots', async () => {
    const th = new LoginThrottle(t.db, () => 0, small);
    await (await th.begin('ann', '1.1.1.1')).failed();
    await (await th.begin('ann', '1.1.1.1')).failed();
    await (await th.begin('ann', '1.1.1.1')).succeeded();
    expect(await fail(th, 'ann', '1.1.1.1')).toBe('ok');
    expect(await fail(th, 'ann', '1.1.1.1')).toBe('ok');
  });

  it('many successes from one address never block it', async () => {
    const th = new LoginThrottle(t.db, () => 0, small);
    for (let i = 0; i < 10; i++) await (await th.begin(`user${i}`, '3.3.3.3')).succeeded();
    expect(await status(() => th.begin('next', '3.3.3.3'))).toBe('ok');
  });

  it('two throttles on one database (two API processes) spend one budget', async () => {
    const first = new LoginThrottle(t.db, () => 0, small);
    const second = new LoginThrottle(t.db, () => 0, small);
    expect(await fail(first, 'mia', '4.4.4.1')).toBe('ok');
    expect(await fail(second, 'mia', '4.4.4.1')).toBe('ok');
    expect(await fail(first, 'mia', '4.4.4.1')).toBe(429);
    expect(await status(() => second.begin('mia', '4.4.4.1'))).toBe(429);
  });
});
