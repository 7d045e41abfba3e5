import { test as base } from '@playwright/test';
import { mainUrl } from './ports';

/**
 * Playwright's `test` with each worker on its own main server (ports.ts): the page, the
 * `request` fixture and every `browser.newContext()` of a test take this base URL.
 */
export const test = base.extend({
  // Playwright reads a fixture's dependencies from its first parameter's pattern: none here.
  // eslint-disable-next-line no-empty-pattern
  baseURL: async ({}, use, testInfo) => {
    await use(mainUrl(testInfo.parallelIndex));
  },
});

export { expect } from '@playwright/test';
