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

  it('throws 429 on the limit-th failure and while it lasts', () => {
    let now = 0;
    const th = new LoginThrottle(() => now, 3, 60_000);
    expect(status(() => th.failure('Bob', '1.1.1.1'))).toBe('ok');
    expect(status(() => th.failure('bob', '1.1.1.2'))).toBe('ok');
    expect(status(() => th.failure('BOB', '1.1.1.3'))).toBe(429);
    expect(status(() => th.check('bob', '9.9.9.9'))).toBe(429);
    now = 60_001;
    expect(status(() => th.check('bob', '9.9.9.9'))).toBe('ok');
  });

  it('a success forgets the username, not the address', () => {
    const th = new LoginThrottle(() => 0, 3, 60_000);
    th.failure('ann', '1.1.1.1');
    th.failure('ann', '1.1.1.1');
    th.success('ann');
    expect(status(() => th.failure('ann', '2.2.2.2'))).toBe('ok');
    expect(status(() => th.failure('zed', '1.1.1.1'))).toBe(429);
  });
});
