import type { HttpError } from '../../http/errors';
import { CodeThrottle } from './codeThrottle';
import { useTestDb } from '../../testing/useFixture';

const t = useTestDb();
afterEach(() => t.db.query('DELETE FROM throttle_hits'));

const wrongGuess = (th: CodeThrottle, key: number) =>
  th.guarded(key, async (wrongCode) => {
    wrongCode();
    throw new Error('wrong code');
  });
const errorOf = (p: Promise<unknown>) => p.then(() => null, (e: HttpError | Error) => e);

describe('CodeThrottle', () => {
  it('answers 429 with Retry-After once the wrong guesses of the window are used up', async () => {
    let now = 0;
    const th = new CodeThrottle(t.db, 3, 60_000, () => now);
    for (let i = 0; i < 3; i++) {
      now += 1000;
      expect((await errorOf(wrongGuess(th, 1)))?.message).toBe('wrong code');
    }
    const refused = (await errorOf(th.guarded(1, async () => 'right'))) as HttpError;
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBe('58');
    now = 61_001;
    await expect(th.guarded(1, async () => 'right')).resolves.toBe('right');
  });

  it('a right guess gives its slot back; a guess meeting only guesses in flight waits for them', async () => {
    const th = new CodeThrottle(t.db, 2, 60_000, () => 0);
    let release!: () => void;
    const held = new Promise<void>((r) => (release = r));
    const first = th.guarded(2, () => held.then(() => 'a'));
    const second = th.guarded(2, () => held.then(() => 'b'));
    const third = th.guarded(2, async () => 'c');
    await new Promise((r) => setTimeout(r, 50));
    release();
    expect(await Promise.all([first, second, third])).toEqual(['a', 'b', 'c']);
    const { rows } = await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM throttle_hits');
    expect(rows[0].n).toBe(0);
  });

  it('parallel wrong guesses: never more checked than the limit', async () => {
    const th = new CodeThrottle(t.db, 4, 60_000, () => 0);
    const results = await Promise.all(Array.from({ length: 12 }, () => errorOf(wrongGuess(th, 3))));
    expect(results.filter((e) => e?.message === 'wrong code')).toHaveLength(4);
    expect(results.filter((e) => (e as HttpError).statusCode === 429)).toHaveLength(8);
  });
});
