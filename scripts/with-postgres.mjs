#!/usr/bin/env node
// Runs a command against a throwaway local PostgreSQL cluster, then removes the cluster:
//   node scripts/with-postgres.mjs npx jest --selectProjects server
// The command gets TEST_DATABASE_URL (admin URL: each test file creates its own database)
// and DATABASE_URL (for the server or a benchmark). Exits with the command's code.
// PG_KEEP_DIR=/some/folder keeps the cluster there instead: created on the first run, started
// again on later ones and left in place (the benchmark reuses a large loaded history).
// Debian's server binaries are used (PG_BIN overrides the folder). initdb refuses to run as
// root, so as root the cluster is created and run as the `postgres` user.
import { spawn, spawnSync } from 'node:child_process';
import { chmodSync, chownSync, existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { createRequire } from 'node:module';
import { join } from 'node:path';

const PG_BIN = process.env.PG_BIN ?? '/usr/lib/postgresql/15/bin';
const args = process.argv.slice(2);
if (!args.length) {
  console.error('usage: node scripts/with-postgres.mjs <command> [args...]');
  process.exit(2);
}
if (!existsSync(join(PG_BIN, 'initdb'))) {
  console.error(`PostgreSQL binaries not found in ${PG_BIN} (apt-get install postgresql, or set PG_BIN).`);
  process.exit(2);
}

/** A free TCP port on 127.0.0.1, chosen by the OS. */
function freePort() {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
  });
}

const asRoot = process.getuid?.() === 0;
function pg(tool, toolArgs) {
  const cmd = [join(PG_BIN, tool), ...toolArgs];
  const res = asRoot
    ? spawnSync('su', ['postgres', '-c', cmd.map((a) => `'${a.replace(/'/g, `'\\''`)}'`).join(' ')], { encoding: 'utf8' })
    : spawnSync(cmd[0], cmd.slice(1), { encoding: 'utf8' });
  if (res.status !== 0) throw new Error(`${tool} failed:\n${res.stdout}\n${res.stderr}`);
}

const keepDir = process.env.PG_KEEP_DIR;
if (keepDir) mkdirSync(keepDir, { recursive: true });
// The throwaway cluster in memory when the machine allows (memory-tmpdir.cjs).
const { useMemoryTmpdir } = createRequire(import.meta.url)('./memory-tmpdir.cjs');
const dir = keepDir ?? mkdtempSync(join(useMemoryTmpdir(), 'm247-pg-'));
const dataDir = join(dir, 'data');
const reused = existsSync(join(dataDir, 'PG_VERSION'));
if (asRoot) {
  const id = (flag) => Number(spawnSync('id', [flag, 'postgres'], { encoding: 'utf8' }).stdout.trim());
  chownSync(dir, id('-u'), id('-g'));
  chmodSync(dir, 0o700);
}

let started = false;
function stop() {
  if (started) {
    try {
      // A kept cluster stops cleanly (a checkpoint: fsync is off, so it must not crash).
      pg('pg_ctl', ['-D', dataDir, '-m', keepDir ? 'fast' : 'immediate', '-w', 'stop']);
    } catch (e) {
      console.error(String(e));
    }
    started = false;
  }
  if (!keepDir) rmSync(dir, { recursive: true, force: true });
}

let code = 1;
try {
  const port = await freePort();
  if (!reused) pg('initdb', ['-D', dataDir, '--auth=trust', '-U', 'postgres', '-E', 'UTF8', '--locale=C.UTF-8']);
  // fsync off: a throwaway cluster needs no durability, and tests run faster without it.
  // PG_EXTRA_OPTS: more server settings, e.g. the network bench's profile
  // (`-c shared_preload_libraries=pg_stat_statements`).
  const opts = `-c listen_addresses=127.0.0.1 -p ${port} -k ${dir} -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=200 ${process.env.PG_EXTRA_OPTS ?? ''}`.trim();
  pg('pg_ctl', ['-D', dataDir, '-l', join(dir, 'log'), '-o', opts, '-w', 'start']);
  started = true;
  const url = `postgres://postgres@127.0.0.1:${port}/postgres`;
  console.error(`with-postgres: PostgreSQL on ${url}${keepDir ? ` (cluster ${reused ? 'reused' : 'kept'} in ${dataDir})` : ''}`);
  const child = spawn(args[0], args.slice(1), {
    stdio: 'inherit',
    env: { ...process.env, TEST_DATABASE_URL: url, DATABASE_URL: url },
  });
  const forward = (sig) => child.kill(sig);
  process.on('SIGINT', forward);
  process.on('SIGTERM', forward);
  code = await new Promise((resolve) => child.on('exit', (c, sig) => resolve(c ?? (sig ? 1 : 0))));
} catch (e) {
  console.error(String(e));
} finally {
  stop();
}
process.exit(code);
