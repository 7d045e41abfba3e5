/**
 * CPU of a command and everything it starts, by kind of process (Linux /proc):
 *
 *   npx tsx bench/cpuByKind.ts -- npm run test:e2e
 *
 * `time` counts only the children a process waited for: Chromium's renderers, killed servers
 * and detached processes fall out of it (`/usr/bin/time npm run test:e2e` said 663 s of CPU where
 * the machine's two cores were busy ~1 800 s). This samples every process once a second and
 * keeps each one's latest user + system time, counting a process that was already running before
 * the command only for what it used since; a process that lives less than a second is missed.
 * Used to find where the browser tests' CPU goes (docs/testing.md, "The browser's own work").
 */
import { spawn } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { HZ, processTicks } from './cpuTicks';

const KINDS: Array<[string, RegExp]> = [
  ['chromium renderer (omnibox WebUI)', /chromium.*--type=renderer.*top-chrome/],
  ['chromium renderer', /chromium.*--type=renderer/],
  ['chromium gpu', /chromium.*--type=gpu-process/],
  ['chromium other helpers', /chromium.*--type=/],
  ['chromium browser', /chromium/],
  ['server (compiled)', /dist-server\/server\/main\.js/],
  ['server (tsx)', /src\/server\/main\.ts/],
  ['CLI', /cli\/main\.(ts|js)/],
  ['playwright worker', /workerProcessEntry/],
  ['playwright', /playwright/],
  ['webpack', /webpack/],
  ['jest', /jest/],
  ['postgres', /^postgres/],
];

const kindOf = (command: string) => KINDS.find(([, pattern]) => pattern.test(command))?.[0] ?? `other: ${command.slice(0, 60) || '(kernel or exited)'}`;

/** User + system ticks of every process now, with its command line. */
function snapshot(): Map<number, { ticks: number; command: string }> {
  const now = new Map<number, { ticks: number; command: string }>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const command = readFileSync(`/proc/${entry}/cmdline`, 'utf8').replace(/\0/g, ' ').trim();
      now.set(Number(entry), { ticks: processTicks(entry), command });
    } catch {
      // gone between the listing and the read
    }
  }
  return now;
}

async function main(): Promise<number> {
  const dash = process.argv.indexOf('--');
  const [command, ...args] = process.argv.slice(dash >= 0 ? dash + 1 : 2);
  if (!command) throw new Error('usage: npx tsx bench/cpuByKind.ts -- <command> [args]');
  const before = snapshot();
  const seen = new Map<number, { kind: string; first: number; last: number }>();
  const sample = () => {
    for (const [pid, { ticks, command: line }] of snapshot()) {
      const known = seen.get(pid);
      if (known) known.last = Math.max(known.last, ticks);
      else if (pid !== process.pid) seen.set(pid, { kind: kindOf(line), first: before.get(pid)?.ticks ?? 0, last: ticks });
    }
  };
  const started = Date.now();
  const timer = setInterval(sample, 1000);
  const child = spawn(command, args, { stdio: 'inherit' });
  const code = await new Promise<number>((resolve) => child.on('exit', (c, signal) => resolve(c ?? (signal ? 1 : 0))));
  clearInterval(timer);
  sample();
  const byKind = new Map<string, number>();
  for (const { kind, first, last } of seen.values()) byKind.set(kind, (byKind.get(kind) ?? 0) + (last - first) / HZ);
  const rows = [...byKind].filter(([, s]) => s >= 0.5).sort((a, b) => b[1] - a[1]);
  const total = [...byKind.values()].reduce((a, b) => a + b, 0);
  console.log(`\ncpu by kind: ${((Date.now() - started) / 1000).toFixed(0)} s wall, ${total.toFixed(0)} s of CPU`);
  for (const [kind, seconds] of rows) console.log(`${seconds.toFixed(1).padStart(8)} s  ${kind}`);
  return code;
}

main().then(
  (code) => process.exit(code),
  (error) => {
    console.error(error);
    process.exit(1);
  },
);
