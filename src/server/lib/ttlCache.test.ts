import { TtlCache } from './ttlCache';

describe('TtlCache', () => {
  const user = { id: 1, username: 'anna' };

  it('answers for a second, then forgets', () => {
    let now = 0;
    const cache = new TtlCache<typeof user>(() => now);
    cache.set('h', user);
    now = 999;
    expect(cache.get('h')).toBe(user);
    now = 1000;
    expect(cache.get('h')).toBeUndefined();
    expect(cache.size).toBe(0);
  });

  it('forgets one token or all of them on demand', () => {
    const cache = new TtlCache<typeof user>(() => 0);
    cache.set('a', user);
    cache.set('b', user);
    cache.forget('a');
    expect(cache.get('a')).toBeUndefined();
    expect(cache.get('b')).toBe(user);
    cache.clear();
    expect(cache.get('b')).toBeUndefined();
  });

  it('starts over instead of growing past its bound', () => {
    const cache = new TtlCache<typeof user>(() => 0, 1000, 2);
    cache.set('a', user);
    cache.set('b', user);
    cache.set('c', user);
    expect(cache.size).toBe(1);
    expect(cache.get('c')).toBe(user);
  });
});
