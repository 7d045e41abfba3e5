import { spawn, type ChildProcess } from 'node:child_process';
import { createServer, type Server } from 'node:http';
import { readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { MAIN_PORT, serverDataDir } from './ports';
import { serverArgv } from './serverCommand';

/**
 * The shop front's browser tests stop and restart their server (the screen must say it lost
 * it, then come back by itself), so they run one of their own on a fresh embedded database,
 * beside a stand-in for the Bank of Russia that serves the parser's fixture.
 */
export const SHOPFRONT_PORT = MAIN_PORT + 20;
export const SHOPFRONT_URL = `http://127.0.0.1:${SHOPFRONT_PORT}`;
const DATA_DIR = serverDataDir(SHOPFRONT_PORT);

let server: ChildProcess | null = null;
let officialSource: Server | null = null;
let officialUrl = '';

async function officialRatesSource(): Promise<string> {
  const fixture = readFileSync(join(__dirname, '..', 'src/server/features/officialRates/fixtures/XML_daily.xml'));
  officialSource = createServer((_req, res) => res.writeHead(200, { 'content-type': 'application/xml' }).end(fixture));
  await new Promise<void>((resolve) => officialSource!.listen(0, '127.0.0.1', resolve));
  const address = officialSource.address();
  return `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}/scripts/XML_daily.asp`;
}

/** Starts the server (a fresh database the first time, the same one after a stop) and waits until it answers. */
export async function startShopfrontServer(fresh: boolean): Promise<void> {
  if (fresh) rmSync(DATA_DIR, { recursive: true, force: true });
  if (!officialSource) officialUrl = await officialRatesSource();
  const [command, args] = serverArgv();
  server = spawn(command, args, {
    cwd: join(__dirname, '..'),
    // Its own process group: a stop ends the server (and tsx, when it runs through it), nothing else.
    detached: true,
    stdio: 'ignore',
    env: {
      ...process.env,
      DATA_DIR,
      PORT: String(SHOPFRONT_PORT),
      DEMO_HISTORY_DAYS: '1',
      LOG_LEVEL: 'warn',
      OFFICIAL_RATES_URL: officialUrl,
    },
  });
  const stop = Date.now() + 180_000;
  for (;;) {
    try {
      if ((await fetch(`${SHOPFRONT_URL}/login`)).status === 200) return;
    } catch {
      // not listening yet
    }
    if (Date.now() > stop) throw new Error('the shop front server did not start');
    await new Promise((r) => setTimeout(r, 300));
  }
}

/** Kills the server's process group at once, as a crash or a pulled plug would. */
export async function stopShopfrontServer(): Promise<void> {
  if (!server?.pid) return;
  const exited = new Promise((resolve) => server!.once('exit', resolve));
  process.kill(-server.pid, 'SIGKILL');
  await exited;
  server = null;
}

/** Stopped, the stand-in closed, and the server's data folder gone. */
export async function closeShopfront(): Promise<void> {
  await stopShopfrontServer();
  rmSync(DATA_DIR, { recursive: true, force: true });
  await new Promise((resolve) => (officialSource ? officialSource.close(resolve) : resolve(undefined)));
  officialSource = null;
}
