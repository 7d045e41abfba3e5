import { closeSync, openSync, readFileSync, unlinkSync, writeSync } from 'node:fs';
import { join } from 'node:path';

export class DataDirLockedError extends Error {}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (e) {
    return (e as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * PGlite is one process's database: a second process (the CLI while the server runs)
 * opening the same folder would corrupt it. A lock file with the owner's pid prevents
 * that; a lock left by a dead process is taken over. Returns the release function.
 */
export function lockDataDir(dataDir: string): () => void {
  const file = join(dataDir, 'm247.lock');
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(file, 'wx');
      writeSync(fd, String(process.pid));
      closeSync(fd);
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
      const pid = Number(readFileSync(file, 'utf8').trim());
      if (Number.isInteger(pid) && pid > 0 && pid !== process.pid && isAlive(pid)) {
        throw new DataDirLockedError(
          `Встроенная база ${dataDir} открыта процессом ${pid} (сервер?). Остановите его или работайте через DATABASE_URL.`,
        );
      }
      unlinkSync(file); // stale: its process is gone
    }
  }
  throw new DataDirLockedError(`Не удалось захватить ${file}.`);
}
