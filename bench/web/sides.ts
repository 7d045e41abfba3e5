import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readFileSync, rmSync, symlinkSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { startServerProcess, type ServerProcess } from '../apiProcess';
import { adminQuery } from '../../src/server/testing/testDb';

/**
 * A build of the web app and the server beside it, measured as one side of a comparison:
 * the working tree, or a git ref checked out beside it.
 */
export interface Side {
  name: string;
  /** The tree whose server runs (its src/server/main.ts, its migrations). */
  dir: string;
  /** The built web app that server serves. */
  webDir: string;
}

const ROOT = resolve(__dirname, '..', '..');

/** A command in its own process; the sides build side by side (two cores: ~30 s less than in turn). */
function run(command: string, args: string[], cwd: string, env: Record<string, string> = {}): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd, stdio: ['ignore', 'ignore', 'inherit'], env: { ...process.env, ...env } });
    child.on('error', reject);
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`${command} ${args.join(' ')} (in ${cwd}) exited with ${code}`))));
  });
}

function git(args: string[], cwd = ROOT): string {
  const done = spawnSync('git', args, { cwd, encoding: 'utf8' });
  if (done.status !== 0) throw new Error(`git ${args.join(' ')}: ${done.stderr.trim()}`);
  return done.stdout.trim();
}

/** The production build of the tree in `dir` (webpack writes its dist/). */
export function buildWeb(dir: string): Promise<void> {
  return run('npx', ['webpack', '--mode', 'production'], dir);
}

/**
 * The working tree as it is, built unless `build` is false: then its dist/ is taken as it is
 * (CI's browser tests built it just before the bench; it is the caller's to know it is fresh).
 */
export async function workingTree(build: boolean): Promise<Side> {
  if (build) await buildWeb(ROOT);
  else if (!existsSync(join(ROOT, 'dist', 'index.html'))) throw new Error('--no-build: dist/index.html is missing (npm run build first)');
  return { name: 'this', dir: ROOT, webDir: join(ROOT, 'dist') };
}

/**
 * `ref` checked out in `folder` (a detached git worktree, made anew) and built. Its packages
 * are the working tree's when both lock files are equal; otherwise `npm ci` installs its own.
 */
export async function refTree(ref: string, folder: string): Promise<Side> {
  const commit = git(['rev-parse', '--verify', `${ref}^{commit}`]);
  if (existsSync(folder)) {
    spawnSync('git', ['worktree', 'remove', '--force', folder], { cwd: ROOT });
    rmSync(folder, { recursive: true, force: true });
  }
  git(['worktree', 'add', '--detach', folder, commit]);
  const sameLock = readFileSync(join(folder, 'package-lock.json'), 'utf8') === readFileSync(join(ROOT, 'package-lock.json'), 'utf8');
  if (sameLock) symlinkSync(join(ROOT, 'node_modules'), join(folder, 'node_modules'), 'dir');
  else await run('npm', ['ci', '--no-audit', '--no-fund'], folder);
  await buildWeb(folder);
  return { name: `${ref} (${commit.slice(0, 7)})`, dir: folder, webDir: join(folder, 'dist') };
}

/** Removes a ref's worktree. */
export function removeRefTree(side: Side): void {
  spawnSync('git', ['worktree', 'remove', '--force', side.dir], { cwd: ROOT });
}

export type Database = 'pglite' | 'postgres';

/**
 * The side's own server on a fresh database with the demo data (`historyDays` of history):
 * PGlite in `dataDir` (the server seeds a new embedded database itself), or a new database on
 * the PostgreSQL server TEST_DATABASE_URL names, seeded by the side's own command line.
 */
export async function startSide(side: Side, database: Database, dataDir: string, historyDays: number): Promise<ServerProcess> {
  const common = { WEB_DIR: side.webDir, DEMO_HISTORY_DAYS: String(historyDays) };
  if (database === 'pglite') return startServerProcess({ ...common, DATA_DIR: dataDir }, 900, side.dir);
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error('--database postgres: no TEST_DATABASE_URL (run under scripts/with-postgres.mjs)');
  const name = `m247_web_${Math.random().toString(36).slice(2, 10)}`;
  await adminQuery(adminUrl, `CREATE DATABASE ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  await run(process.execPath, ['--import', 'tsx', 'src/server/cli/main.ts', 'seed', 'demo'], side.dir, { ...common, DATABASE_URL: url.toString() });
  const server = await startServerProcess({ ...common, DATABASE_URL: url.toString() }, 120, side.dir);
  return {
    ...server,
    stop: async () => {
      await server.stop();
      await adminQuery(adminUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    },
  };
}
