import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { once } from 'node:events';
import { buildServer, spawnServer, startServer, type ServerProcess } from './testing/serverProcess';

/**
 * `npm start` runs the server compiled to JavaScript (scripts/build-server.cjs), not through a
 * TypeScript loader: the compiled tree starts on a new data folder (migrations read from
 * beside migrate.js), answers the API, and renders a PDF (the fonts are found at run time).
 * It is started with WORKERS=2, which the embedded database refuses with a message: one process.
 */
const ROOT = join(__dirname, '..', '..');
const OUT = 'test-results/compiled-server';
let server: ServerProcess;
let dataDir: string;
let base: string;
let mainJs: string;

beforeAll(async () => {
  mainJs = buildServer(OUT);
  dataDir = mkdtempSync(join(tmpdir(), 'm247-compiled-'));
  server = await startServer(mainJs, { dataDir }, { env: { WORKERS: '2' } });
  base = server.base;
}, 90_000);

afterAll(async () => {
  await server?.stop();
  rmSync(dataDir, { recursive: true, force: true });
  rmSync(join(ROOT, OUT), { recursive: true, force: true });
});

it('with WORKERS=2 on the embedded database says it runs one process', () => {
  expect(server.output()).toContain('WORKERS=2: the embedded database belongs to one process');
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

// Last: it stops the server above and starts the compiled tree again on the same data folder
// (a second new folder would cost another initdb, migration and demo load, ~5 s).
it('refuses to start on an address other than loopback while a demo account has its demo password', async () => {
  await server.stop();
  const open = await spawnServer(mainJs, { dataDir }, { HOST: '0.0.0.0' });
  if (open.exitCode() === null) await once(open.child, 'exit');
  expect(open.exitCode()).toBe(1);
  expect(open.stderr()).toContain('Refusing to start on HOST=0.0.0.0: the demo account(s) admin, supervisor, cashier');
}, 90_000);
