import { join } from 'node:path';

const ROOT = join(__dirname, '..');

/**
 * How a browser test's server is started: as `npm start` runs it, compiled JavaScript, when
 * `npm run test:e2e` has just compiled it (scripts/test-e2e.mjs sets E2E_COMPILED_SERVER beside
 * its build) — no TypeScript loader, ~1.5 s less CPU a start (docs/PERFORMANCE.md, "Start time
 * and memory"); through tsx when playwright runs alone, so that a stale build never runs.
 */
export function serverArgv(entry: 'main' | 'cli/main' = 'main'): [string, string[]] {
  return process.env.E2E_COMPILED_SERVER
    ? [process.execPath, [join(ROOT, 'dist-server/server', `${entry}.js`)]]
    : [join(ROOT, 'node_modules/.bin/tsx'), [`src/server/${entry}.ts`]];
}

/** The same as one shell command. */
export const serverCommand = (entry: 'main' | 'cli/main' = 'main') => {
  const [command, args] = serverArgv(entry);
  return [command, ...args].join(' ');
};
