#!/usr/bin/env node
// `npm run dev`: the API in watch mode (port 8080) and webpack-dev-server (port 3000, which
// proxies /api to the API) side by side. Ctrl-C, or either one dying, stops both.
import { spawn } from 'node:child_process';

const isWindows = process.platform === 'win32';
const children = [];
let stopping = false;

function run(name, args) {
  // Own process group (detached) so that stopping kills the tool and everything it started.
  const child = spawn('npx', args, { stdio: ['ignore', 'inherit', 'inherit'], detached: !isWindows, shell: isWindows });
  child.on('exit', (code, signal) => {
    if (!stopping) {
      console.error(`[dev] ${name} exited (${signal ?? code}); stopping the rest.`);
      stop(code ?? 1);
    }
  });
  children.push(child);
  return child;
}

function stop(code = 0) {
  if (stopping) return;
  stopping = true;
  for (const child of children) {
    if (child.exitCode !== null || child.signalCode !== null) continue;
    try {
      if (isWindows) child.kill('SIGTERM');
      else process.kill(-child.pid, 'SIGTERM');
    } catch {
      // Already gone.
    }
  }
  setTimeout(() => process.exit(code), 500).unref();
}

process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));

run('api', ['tsx', 'watch', 'src/server/main.ts']);
run('web', ['webpack', 'serve', '--mode', 'development']);
console.log('[dev] API on http://127.0.0.1:8080, web app on http://localhost:3000 (Ctrl-C stops both)');
