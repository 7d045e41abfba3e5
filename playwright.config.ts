import { defineConfig } from '@playwright/test';

// Browser tests run in Debian's Chromium (apt-get install chromium): never a downloaded browser.
// The server starts on its own port with a fresh embedded database, so demo data is seeded.
const PORT = Number(process.env.E2E_PORT ?? 8181);
const DATA_DIR = `/tmp/m247-e2e-${process.pid}`;

export default defineConfig({
  testDir: 'e2e',
  outputDir: 'test-results',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  workers: 1,
  retries: 0,
  reporter: [['list']],
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
    locale: 'ru-RU',
    timezoneId: 'Europe/Moscow',
  },
  webServer: {
    command: `rm -rf ${DATA_DIR} && DATA_DIR=${DATA_DIR} PORT=${PORT} npx tsx src/server/main.ts`,
    url: `http://127.0.0.1:${PORT}/login`,
    timeout: 120_000,
    reuseExistingServer: false,
    stdout: 'pipe',
  },
});
