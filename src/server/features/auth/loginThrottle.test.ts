import { HttpError } from '../../http/errors';
import { SlidingWindow } from '../../lib/slidingWindow';
import { LoginThrottle } from './loginThrottle';

describe('SlidingWindow', () => {
  it('forgets events older than the window', () => {
    let now = 0;
    const w = new SlidingWindow({ limit: 3, windowMs: 1000, now: () => now });
    w.hit('k');
    now = 500;
    w.hit('k');
    expect(w.count('k')).toBe(2);
    now = 1001;
    expect(w.count('k')).toBe(1);
    now = 1501;
    expect(w.count('k')).toBe(0);
  });

  it('tells how long until the key is under the limit', () => {
    let now = 0;
    const w = new SlidingWindow({ limit: 2, windowMs: 1000, now: () => now });
    w.hit('k');
    now = 100;
    w.hit('k');
    expect(w.retryAfterMs('k')).toBe(900);
    now = 1000;
    expect(w.retryAfterMs('k')).toBe(0);
  });

  it('gives back one event recorded at a given time', () => {
    let now = 0;
    const w = new SlidingWindow({ limit: 3, windowMs: 1000, now: () => now });
    w.hit('k');
    now = 10;
    w.hit('k');
    w.release('k', 0);
    expect(w.count('k')).toBe(1);
    now = 1005;
    expect(w.count('k')).toBe(1); // the one left is the later event
    w.release('k', 0);
    expect(w.count('k')).toBe(1);
  });

  it('keeps a bounded number of keys', () => {
    const w = new SlidingWindow({ limit: 2, windowMs: 1000, now: () => 0, maxKeys: 10 });
    for (let i = 0; i < 100; i++) w.hit(`k${i}`);
    expect(w.count('k0')).toBe(0);
    expect(w.count('k99')).toBe(1);
  });
});

describe('LoginThrottle', () => {
  const status = (fn: () => void) => {
    try {
      fn();
      return 'ok';
    } catch (e) {
      return (e as HttpError).statusCode;
    }
  };
  const fail = (th: LoginThrottle, username: string, address: string) => status(() => th.begin(username, address).failed());

  it('throws 429 on the limit-th failure and while it lasts', () => {
    let now = 0;
    const th = new LoginThrottle(() => now, 3, 60_000);
    expect(fail(th, 'Bob', '1.1.1.1')).toBe('ok');
    expect(fail(th, 'bob', '1.1.1.2')).toBe('ok');
    expect(fail(th, 'BOB', '1.1.1.3')).toBe(429);
    expect(status(() => th.begin('bob', '9.9.9.9'))).toBe(429);
    now = 60_001;
    expect(status(() => th.begin('bob', '9.9.9.9'))).toBe('ok');
  });

  it('counts an attempt when it begins, so parallel ones cannot pass the limit', () => {
    const th = new LoginThrottle(() => 0, 3, 60_000);
    const started = [1, 2, 3].map((i) => th.begin('eve', `2.2.2.${i}`));
    // Three are being verified: a fourth is refused before its password is checked.
    expect(status(() => th.begin('eve', '2.2.2.9'))).toBe(429);
    expect(started.map((a) => status(() => a.failed()))).toEqual(['ok', 'ok', 429]);
  });

  it('a success forgets the username and refunds its own address slot, not the failures', () => {
    const th = new LoginThrottle(() => 0, 3, 60_000);
    th.begin('ann', '1.1.1.1').failed();
    th.begin('ann', '1.1.1.1').failed();
    th.begin('ann', '1.1.1.1').succeeded();
    expect(fail(th, 'ann', '2.2.2.2')).toBe('ok');
    expect(fail(th, 'zed', '1.1.1.1')).toBe(429);
  });

  it('many successes from one address never block it', () => {
    const th = new LoginThrottle(() => 0, 3, 60_000);
    for (let i = 0; i < 10; i++) th.begin(`user${i}`, '3.3.3.3').succeeded();
    expect(status(() => th.begin('next', '3.3.3.3'))).toBe('ok');
  });
});
