import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { withFileLock } from './fileLock';

/** The lock under which a cold run's first worker makes the test databases' template (testDb.ts). */
describe('withFileLock', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'm247-file-lock-'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));

  it('lets one holder work at a time, and each waiter in after it', async () => {
    const lock = join(dir, 'template.lock');
    const spans: Array<{ who: number; from: number; to: number }> = [];
    const holder = (who: number) =>
      withFileLock(lock, async () => {
        const from = performance.now();
        await pause(150);
        spans.push({ who, from, to: performance.now() });
        return who;
      });
    expect(await Promise.all([holder(1), holder(2), holder(3)])).toEqual([1, 2, 3]);
    expect(spans).toHaveLength(3);
    const inOrder = [...spans].sort((a, b) => a.from - b.from);
    for (let i = 1; i < inOrder.length; i++) expect(inOrder[i].from).toBeGreaterThanOrEqual(inOrder[i - 1].to);
    expect(existsSync(lock)).toBe(false);
  });

  it('gives the lock back when the work fails', async () => {
    const lock = join(dir, 'template.lock');
    await expect(withFileLock(lock, async () => Promise.reject(new Error('initdb failed')))).rejects.toThrow('initdb failed');
    expect(existsSync(lock)).toBe(false);
    expect(await withFileLock(lock, async () => 'next')).toBe('next');
  });

  it('takes over a lock whose holder died, and waits on one whose holder lives', async () => {
    const lock = join(dir, 'template.lock');
    const dead = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))'], { encoding: 'utf8' });
    writeFileSync(lock, dead.stdout);
    expect(await withFileLock(lock, async () => 'taken over')).toBe('taken over');

    // This process lives: its lock holds until it is removed.
    writeFileSync(lock, String(process.pid));
    let ran = false;
    const waiting = withFileLock(lock, async () => {
      ran = true;
    });
    await pause(400);
    expect(ran).toBe(false);
    rmSync(lock);
    await waiting;
    expect(ran).toBe(true);
  });
});
