import { linkSync, readFileSync, unlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

export class DataDirLockedError extends Error {}

function readProc(path: string): string | null {
  try {
    return readFileSync(path, 'utf8').trim();
  } catch {
    return null; // not Linux, or no such process
  }
}

/** This boot of the machine (Linux): a pid from another boot names no process of this one. */
const bootId = (): string | null => readProc('/proc/sys/kernel/random/boot_id');

/**
 * A process's state letter and start time (clock ticks since boot) from /proc/<pid>/stat,
 * whose second field (the command name) may itself hold spaces and parentheses.
 */
function procStat(pid: number): { state: string; start: string } | null {
  const stat = readProc(`/proc/${pid}/stat`);
  if (!stat) return null;
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return { state: fields[0], start: fields[19] };
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code !== 'EPERM') return false;
  }
  // A zombie (killed, not yet reaped by its parent) has closed every file: it holds nothing.
  const state = procStat(pid)?.state;
  return state !== 'Z' && state !== 'X';
}

/** The lock's text: the owner's pid, then (Linux) the boot and the owner's start time. */
function ownerLine(): string {
  const start = procStat(process.pid)?.start;
  const boot = bootId();
  return boot && start ? `${process.pid} ${boot} ${start}` : String(process.pid);
}

/**
 * Whether the process that wrote `line` still runs. A pid alone is not enough after a crash:
 * once its owner is dead, the pid may be given to another process (after a reboot, a
 * different program may well get the same small pid), and a lock taken for a live stranger
 * would keep the folder shut for good. So the boot and the start time must match too.
 */
function ownerRuns(line: string): { pid: number; runs: boolean } {
  const [pidText, boot, start] = line.split(' ');
  const pid = Number(pidText);
  if (!Number.isInteger(pid) || pid <= 0 || pid === process.pid || !isAlive(pid)) return { pid, runs: false };
  if (boot && start) {
    const now = bootId();
    if (now && now !== boot) return { pid, runs: false };
    const stat = procStat(pid);
    if (stat && stat.start !== start) return { pid, runs: false };
  }
  return { pid, runs: true };
}

/**
 * PGlite is one process's database: a second process (the CLI while the server runs)
 * opening the same folder would corrupt it. A lock file with the owner's pid prevents
 * that; a lock left by a dead process (a crash, SIGKILL) is taken over. Returns the release
 * function.
 */
export function lockDataDir(dataDir: string): () => void {
  const file = join(dataDir, 'm247.lock');
  for (let attempt = 0; attempt < 2; attempt++) {
    // Written whole beside it, then linked into place (fails if a lock exists): another
    // process never reads a lock half-written and takes it for a stale one.
    const draft = `${file}.${process.pid}`;
    writeFileSync(draft, ownerLine());
    try {
      linkSync(draft, file);
      let released = false;
      const release = () => {
        if (released) return;
        released = true;
        process.off('exit', release);
        try {
          unlinkSync(file);
        } catch {
          // already gone
        }
      };
      process.on('exit', release);
      return release;
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code !== 'EEXIST') throw e;
      const { pid, runs } = ownerRuns(readFileSync(file, 'utf8').trim());
      if (runs) {
        throw new DataDirLockedError(
          `Встроенная база ${dataDir} открыта процессом ${pid} (сервер?). Остановите его или работайте через DATABASE_URL.`,
        );
      }
      unlinkSync(file); // stale: its process is gone
    } finally {
      unlinkSync(draft);
    }
  }
  throw new DataDirLockedError(`Не удалось захватить ${file}.`);
}
