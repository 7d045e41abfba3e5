import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DataDirLockedError, lockDataDir } from './dataDirLock';
import { waitUntil } from '../testing/waitUntil';

/**
 * The PGlite data folder's lock must keep a second process out while its owner runs, and
 * must never keep the folder shut once the owner is gone — whatever became of its pid.
 */
const linux = existsSync('/proc/self/stat');
let dir: string;
const lockFile = () => join(dir, 'm247.lock');
const startOf = (pid: number) => readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ')[19];
const bootId = () => readFileSync('/proc/sys/kernel/random/boot_id', 'utf8').trim();

const children: ChildProcess[] = [];
async function sleeper(): Promise<number> {
  const child = spawn('sleep', ['30'], { stdio: 'ignore' });
  children.push(child);
  await once(child, 'spawn');
  return child.pid!;
}

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'm247-lock-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));
afterAll(() => children.forEach((c) => c.kill('SIGKILL')));

it('is taken by its process, and free again once released', () => {
  const release = lockDataDir(dir);
  expect(readFileSync(lockFile(), 'utf8')).toMatch(new RegExp(`^${process.pid}\\b`));
  release();
  expect(existsSync(lockFile())).toBe(false);
  expect(() => lockDataDir(dir)()).not.toThrow();
});

it('takes over the lock of a process that is gone (a crash)', async () => {
  const child = spawn('true');
  await once(child, 'exit');
  writeFileSync(lockFile(), String(child.pid));
  const release = lockDataDir(dir);
  expect(readFileSync(lockFile(), 'utf8')).toMatch(new RegExp(`^${process.pid}\\b`));
  release();
});

(linux ? describe : describe.skip)('on Linux, where a pid alone could name another process', () => {
  it('refuses while the owner runs, in the new form and in the old (pid only)', async () => {
    const pid = await sleeper();
    writeFileSync(lockFile(), `${pid} ${bootId()} ${startOf(pid)}`);
    expect(() => lockDataDir(dir)).toThrow(DataDirLockedError);
    writeFileSync(lockFile(), String(pid));
    expect(() => lockDataDir(dir)).toThrow(DataDirLockedError);
  });

  it('takes over a lock whose pid now belongs to another process (started later, or in another boot)', async () => {
    const pid = await sleeper();
    writeFileSync(lockFile(), `${pid} ${bootId()} ${Number(startOf(pid)) - 1}`);
    lockDataDir(dir)();
    writeFileSync(lockFile(), `${pid} 00000000-0000-0000-0000-000000000000 ${startOf(pid)}`);
    lockDataDir(dir)();
  });

  it('takes over the lock of a killed owner that its parent has not reaped yet (a zombie)', async () => {
    // The inner sleep's parent execs into a sleep that never waits for it.
    const shell = spawn('sh', ['-c', 'sleep 30 & echo $!; exec sleep 30'], { stdio: ['ignore', 'pipe', 'ignore'] });
    children.push(shell);
    const [line] = (await once(shell.stdout!, 'data')) as [Buffer];
    const pid = Number(line.toString().trim());
    // Killed while its parent is still the shell, the child would be reaped at once (no
    // zombie, no /proc entry: seen on a loaded machine): wait for the exec first.
    const parentIsSleep = () => readFileSync(`/proc/${shell.pid}/comm`, 'utf8').trim() === 'sleep';
    await waitUntil(parentIsSleep);
    process.kill(pid, 'SIGKILL');
    await waitUntil(() => readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1][0] === 'Z', { withinMs: 5000 });
    writeFileSync(lockFile(), String(pid));
    expect(() => lockDataDir(dir)()).not.toThrow();
  });
});
