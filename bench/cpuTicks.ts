import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';

/**
 * CPU time of processes, from /proc (Linux): what bench/cpu-per-request.sh does, inside the
 * bench, so each load's figures say where its time went (API process or PostgreSQL).
 */
export const HZ = Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim());

/** User + system ticks of one process so far; throws when it is gone. */
export function processTicks(pid: number | string): number {
  // Fields after the command's closing parenthesis; utime and stime are the 14th and 15th.
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  const f = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return Number(f[11]) + Number(f[12]);
}

/** User + system CPU in ms of these processes (those gone are skipped). */
export function cpuMs(pids: number[]): number {
  let ticks = 0;
  for (const pid of pids) {
    try {
      ticks += processTicks(pid);
    } catch {
      // gone
    }
  }
  return (ticks * 1000) / HZ;
}

/**
 * CPU in ms of a PostgreSQL server so far: the postmaster's own and its exited children's
 * (cutime and cstime: it waits for its backends, so the pool's connections that closed count)
 * plus its living children's (postmaster.pid in its data folder names it). Other engineers'
 * clusters on the same machine are not counted.
 */
export function postgresCpuMs(dataDirectory: string): number {
  const postmaster = Number(readFileSync(`${dataDirectory}/postmaster.pid`, 'utf8').split('\n')[0]);
  const fields = (pid: number | string) => {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ').map(Number);
  };
  const own = fields(postmaster);
  let ticks = own[11] + own[12] + own[13] + own[14];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const f = fields(entry);
      if (f[1] === postmaster) ticks += f[11] + f[12];
    } catch {
      // gone
    }
  }
  return (ticks * 1000) / HZ;
}
/** The 1-, 5- and 15-minute load averages, as `uptime` prints them. */
export function loadAverage(): string {
  return readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ');
}
