// Start time and memory of the API server: spawns a server command with its own DATA_DIR and
// port, polls GET /api/me every 25 ms until it answers (401 without a token: the server is
// up, migrated and seeded), then reads the resident memory of the server's process tree
// (/proc, Linux). Usage:
//   node bench/start-time.mjs [--fresh] [--runs N] -- CMD ARGS...
// --fresh empties the data folder before each run (first start: migrations and the demo
// seed); without it the folder of a first, unrecorded start is reused.
// Example: node bench/start-time.mjs --runs 3 -- node dist-server/server/main.js
import { spawn } from 'node:child_process';
import { readFileSync, readdirSync, rmSync } from 'node:fs';

const argv = process.argv.slice(2);
const sep = argv.indexOf('--');
if (sep < 0) throw new Error('usage: node bench/start-time.mjs [--fresh] [--runs N] -- CMD ARGS...');
const opts = argv.slice(0, sep);
const command = argv.slice(sep + 1);
const fresh = opts.includes('--fresh');
const runs = Number(opts[opts.indexOf('--runs') + 1]) || 1;
const port = 18000 + Math.floor(Math.random() * 1000);
const dataDir = `/tmp/m247-start-${port}`;

/** pid and all its descendants. */
function tree(root) {
  const parent = new Map();
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    try {
      const stat = readFileSync(`/proc/${name}/stat`, 'utf8');
      parent.set(Number(name), Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]));
    } catch { /* gone */ }
  }
  const pids = [root];
  for (let i = 0; i < pids.length; i++) for (const [pid, ppid] of parent) if (ppid === pids[i]) pids.push(pid);
  return pids;
}

/** RSS in MiB of pid and all its descendants. */
function treeRss(root) {
  let kib = 0;
  for (const pid of tree(root)) {
    try {
      kib += Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0);
    } catch { /* gone */ }
  }
  return kib / 1024;
}

/**
 * CPU seconds (user + system) the tree has used: on a shared machine the wall time to the
 * first answer swings with the neighbours' load, the CPU the start needs much less.
 */
function treeCpu(root) {
  let ticks = 0;
  for (const pid of tree(root)) {
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      ticks += Number(fields[11]) + Number(fields[12]); // utime, stime
    } catch { /* gone */ }
  }
  return ticks / 100; // USER_HZ
}

async function once() {
  const started = performance.now();
  const child = spawn(command[0], command.slice(1), {
    env: { ...process.env, DATA_DIR: dataDir, PORT: String(port), LOG_LEVEL: 'warn' },
    stdio: 'ignore',
    detached: true,
  });
  let ms = null;
  while (performance.now() - started < 300_000) {
    try {
      const res = await fetch(`http://127.0.0.1:${port}/api/me`);
      if (res.status === 401) {
        ms = performance.now() - started;
        break;
      }
    } catch { /* not listening yet */ }
    await new Promise((r) => setTimeout(r, 25));
  }
  const cpu = treeCpu(child.pid);
  const rssAtStart = treeRss(child.pid);
  // A little traffic, so the figure is not only an idle process's.
  for (let i = 0; i < 200; i++) await fetch(`http://127.0.0.1:${port}/api/me`);
  const rssAfter = treeRss(child.pid);
  process.kill(-child.pid, 'SIGTERM');
  await new Promise((r) => child.on('exit', r));
  return { ms, cpu, rssAtStart, rssAfter };
}

rmSync(dataDir, { recursive: true, force: true });
if (!fresh) await once(); // the first start that fills the reused folder, not recorded
const results = [];
for (let i = 0; i < runs; i++) {
  if (fresh) rmSync(dataDir, { recursive: true, force: true });
  results.push(await once());
}
rmSync(dataDir, { recursive: true, force: true });
for (const r of results) {
  console.log(`${fresh ? 'fresh' : 'reused'}: first /api/me answer after ${(r.ms / 1000).toFixed(2)} s (CPU ${r.cpu.toFixed(2)} s), RSS ${r.rssAtStart.toFixed(0)} MiB (after 200 requests ${r.rssAfter.toFixed(0)} MiB)`);
}
