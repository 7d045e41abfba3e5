import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * The browser tests' servers, each on a fresh embedded database with the demo data:
 * - one main server per parallel worker (playwright.config.ts `workers`), so that the test
 *   files running at once never see each other's writes (a closed shift, a city's limits);
 * - one whose site gets switched off (site-switch-off.spec.ts).
 */
export const E2E_WORKERS = Number(process.env.E2E_WORKERS ?? 4);
export const MAIN_PORT = Number(process.env.E2E_PORT ?? 8181);
export const SITE_OFF_PORT = MAIN_PORT + 1;
/** The main server of parallel worker `slot` (0 … E2E_WORKERS − 1): 8181, 8183, 8184, … */
export const mainPort = (slot: number) => (slot === 0 ? MAIN_PORT : SITE_OFF_PORT + slot);
export const mainUrl = (slot: number) => `http://127.0.0.1:${mainPort(slot)}`;
export const MAIN_URL = mainUrl(0);
export const SITE_OFF_URL = `http://127.0.0.1:${SITE_OFF_PORT}`;
/** The servers playwright.config.ts starts and stops (`webServer`): the main ones, then the switch-off one. */
export const WEB_SERVER_PORTS = [...Array.from({ length: E2E_WORKERS }, (_, slot) => mainPort(slot)), SITE_OFF_PORT];
/**
 * A server's data folder, in the temp folder: /dev/shm when `npm run test:e2e` runs it
 * (scripts/memory-tmpdir.cjs: copying the 130 MB demo database to each server takes ~3 s on
 * this machine's disk).
 */
export const serverDataDir = (port: number) => join(tmpdir(), `m247-e2e-${port}`);
// A test file's own server (the shop front's, the outage's) removes its folder when its tests end;
// the `webServer` ones stay until a green `npm run test:e2e` ends (e2e/removeServerFolders.ts),
// so that a failed run leaves its databases to look at.
