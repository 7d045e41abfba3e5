import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './scripts/chromium-args.cjs';
import { E2E_WORKERS, MAIN_URL, SITE_OFF_PORT, WEB_SERVER_PORTS, serverDataDir } from './e2e/ports';
import { serverCommand } from './e2e/serverCommand';

// Browser tests run in Debian's Chromium (apt-get install chromium): never a downloaded browser.
// Each server starts with a fresh embedded database with the demo data. A main server's is a
// copy of the one `npm run test:e2e` loaded beside the build (scripts/test-e2e.mjs,
// E2E_TEMPLATE), or, when playwright is run alone, loaded by the server itself (its default 90
// days, or E2E_HISTORY_DAYS as scripts/test-e2e.mjs takes it); `historyDays` asks for a shorter
// history of the server's own.
const TEMPLATE = process.env.E2E_TEMPLATE;
const server = (port: number, { historyDays }: { historyDays?: number } = {}) => {
  const dataDir = serverDataDir(port);
  const copy = historyDays === undefined && TEMPLATE ? `cp -a ${TEMPLATE} ${dataDir} && ` : '';
  const days = copy ? undefined : (historyDays ?? process.env.E2E_HISTORY_DAYS);
  const data = days !== undefined ? `DEMO_HISTORY_DAYS=${days} ` : '';
  return {
    command: `rm -rf ${dataDir} && ${copy}DATA_DIR=${dataDir} PORT=${port} ${data}${serverCommand()}`,
    url: `http://127.0.0.1:${port}/login`,
    timeout: 180_000,
    reuseExistingServer: false,
    stdout: 'ignore' as const,
  };
};

export default defineConfig({
  testDir: 'e2e',
  outputDir: 'test-results/e2e',
  // A test's own time limit catches a hang, not slowness: on a machine half as fast (seen here,
  // 2026-11-29 night: the same suite in 14 minutes instead of 7) the longest tests went past
  // a minute. Tests that need longer still say so themselves.
  timeout: 120_000,
  expect: { timeout: 10_000 },
  // Spec files run four at a time (E2E_WORKERS), each worker on its own server (e2e/fixtures.ts).
  // Two workers took 7.7 min here, four 6.1 min (docs/testing.md). The two cores looked ~30 %
  // busy then by what `time` counts; sampled process by process (bench/cpuByKind.ts) they are
  // busy throughout with four, Chromium the most of it ("The browser's own work").
  workers: E2E_WORKERS,
  retries: 0,
  reporter: [['list']],
  use: {
    baseURL: MAIN_URL,
    // The flags every test browser starts with, the omnibox popup's unused WebUI switched off
    // (scripts/chromium-args.cjs).
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
    locale: 'ru-RU',
    timezoneId: 'Europe/Moscow',
    // The service worker (docs/OFFLINE.md) would make every fresh context download the whole
    // built app in the background (~470 KB brotli) beside the test; only the outage specs,
    // which open their own persistent browser, need it (e2e/offline-restart.spec.ts).
    serviceWorkers: 'block',
  },
  // The switch-off server needs no history: 3 days keep its start short.
  webServer: WEB_SERVER_PORTS.map((port) => server(port, port === SITE_OFF_PORT ? { historyDays: 3 } : {})),
});
