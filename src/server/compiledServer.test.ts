import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * `npm start` runs the server compiled to JavaScript (scripts/build-server.cjs), not through a
 * TypeScript loader: the compiled tree starts on a new data folder (migrations read from
 * beside migrate.js), answers the API, and renders a PDF (the fonts are found at run time).
 */
const ROOT = join(__dirname, '..', '..');
const OUT = 'test-results/compiled-server';
let server: ChildProcess;
let dataDir: string;
let base: string;

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const srv = createServer().listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as { port: number };
      srv.close(() => resolve(port));
    });
  });
}

beforeAll(async () => {
  execFileSync('node', ['scripts/build-server.cjs'], { cwd: ROOT, env: { ...process.env, BUILD_SERVER_OUT: OUT } });
  dataDir = mkdtempSync(join(tmpdir(), 'm247-compiled-'));
  const port = await freePort();
  base = `http://127.0.0.1:${port}`;
  const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir, PORT: String(port), DEMO_HISTORY_DAYS: '0', LOG_LEVEL: 'warn' };
  delete env.DATABASE_URL;
  delete env.NODE_OPTIONS;
  server = spawn('node', [join(OUT, 'server', 'main.js')], { cwd: ROOT, env, stdio: 'ignore' });
  for (let i = 0; i < 600; i++) {
    try {
      if ((await fetch(`${base}/api/me`)).status === 401) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('the compiled server did not answer within 60 s');
}, 90_000);

afterAll(async () => {
  if (server && server.exitCode === null) {
    server.kill('SIGTERM');
    await new Promise((r) => server.once('exit', r));
  }
  rmSync(dataDir, { recursive: true, force: true });
  rmSync(join(ROOT, OUT), { recursive: true, force: true });
});

it('compiles every server and shared module, with the migrations, and no tests', () => {
  expect(existsSync(join(ROOT, OUT, 'server', 'main.js'))).toBe(true);
  expect(existsSync(join(ROOT, OUT, 'server', 'db', 'migrations', '001_core.sql'))).toBe(true);
  expect(existsSync(join(ROOT, OUT, 'shared', 'money.js'))).toBe(true);
  expect(existsSync(join(ROOT, OUT, 'server', 'app.test.js'))).toBe(false);
});

it('starts, signs in the demo admin and prints a PDF in Montserrat', async () => {
  const login = await fetch(`${base}/api/token-auth/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'admin', password: 'admin' }),
  });
  expect(login.status).toBe(200);
  const { token } = (await login.json()) as { token: string };
  const pdf = await fetch(`${base}/api/print_operation_person_list/?city=1`, { headers: { authorization: `Token ${token}` } });
  expect(pdf.status).toBe(200);
  const bytes = Buffer.from(await pdf.arrayBuffer());
  expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
  expect(bytes.toString('latin1')).toContain('Montserrat');
}, 30_000);
