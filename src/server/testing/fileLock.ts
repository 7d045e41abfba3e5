import { readFileSync, rmSync, writeFileSync } from 'node:fs';

/** How often a waiter looks again: a template takes seconds to make, a look costs nothing. */
const LOOK_EVERY_MS = 100;
/** A limit for a hang (a holder that never ends), not a claim about speed. */
const WAIT_AT_MOST_MS = 5 * 60_000;

/**
 * Runs `work` while this process holds the lock file `path`: one holder at a time among jest's
 * workers (separate processes) and among calls within one. The file is created only if absent
 * (`wx`, atomic on a local file system) and holds the holder's pid, so a lock left by a process
 * that died holding it (a worker killed by jest's timeout) is taken over rather than waited on.
 */
export async function withFileLock<T>(path: string, work: () => Promise<T>): Promise<T> {
  const deadline = Date.now() + WAIT_AT_MOST_MS;
  while (!tryTake(path)) {
    if (holderIsGone(path)) {
      rmSync(path, { force: true });
      continue;
    }
    if (Date.now() > deadline) throw new Error(`withFileLock: ${path} still held by pid ${holderOf(path)} after ${WAIT_AT_MOST_MS / 1000} s`);
    await new Promise((r) => setTimeout(r, LOOK_EVERY_MS));
  }
  try {
    return await work();
  } finally {
    rmSync(path, { force: true });
  }
}

function tryTake(path: string): boolean {
  try {
    writeFileSync(path, String(process.pid), { flag: 'wx' });
    return true;
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw err;
  }
}

const holderOf = (path: string): number | null => {
  try {
    return Number(readFileSync(path, 'utf8')) || null;
  } catch {
    return null;
  }
};

/**
 * True only when the lock names a process that no longer exists. A lock whose file is empty
 * (its holder between creating and writing it) or already gone counts as held: the next try
 * takes a released lock anyway.
 */
function holderIsGone(path: string): boolean {
  const pid = holderOf(path);
  if (pid === null) return false;
  try {
    process.kill(pid, 0);
    return false;
  } catch (err) {
    // EPERM: the process exists under another user.
    return (err as NodeJS.ErrnoException).code === 'ESRCH';
  }
}
