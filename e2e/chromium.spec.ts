import { chromium, type Browser } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH, DISABLED_FEATURES, UNUSED_BROWSER_UI } from '../scripts/chromium-args.cjs';
import { expect, test } from './fixtures';

// The test browsers' flags (scripts/chromium-args.cjs). Chromium reads only the last
// `--disable-features`, so ours replaces Playwright's list: it must still hold every feature
// Playwright switches off, and it must keep the omnibox popup's WebUI from loading for each
// window (what it was written for: ~1.1 s of CPU a context).

/** Chromium's own command line (it answers only with --enable-automation on it). */
async function commandLine(browser: Browser): Promise<string[]> {
  const session = await browser.newBrowserCDPSession();
  return (await session.send('Browser.getBrowserCommandLine')).arguments;
}

/** Every feature named by a `--disable-features` flag, the last flag's (the one Chromium reads). */
function disabledFeatures(args: string[]): string[] {
  const flags = args.filter((a) => a.startsWith('--disable-features='));
  return flags.length ? flags[flags.length - 1].slice('--disable-features='.length).split(',').filter(Boolean) : [];
}

/** The URLs of the browser UI pages Chromium has loaded, after a context opened a page. */
async function browserUiPages(browser: Browser): Promise<string[]> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.setContent('<h1>Money 24/7</h1>');
  // The popup's WebUI is loaded as the window is made; a moment for it to show up in the targets.
  await page.waitForTimeout(1000);
  const session = await browser.newBrowserCDPSession();
  const { targetInfos } = await session.send('Target.getTargets');
  await context.close();
  return targetInfos.filter((t) => t.type === 'browser_ui').map((t) => t.url);
}

test('the test browsers keep every feature Playwright switches off, and load no omnibox popup', async () => {
  const withDefaults = await chromium.launch({ executablePath: CHROMIUM_PATH, args: ['--headless', '--no-sandbox', '--enable-automation'] });
  let playwrightDisables: string[];
  let uiWithDefaults: string[];
  try {
    playwrightDisables = disabledFeatures(await commandLine(withDefaults));
    uiWithDefaults = await browserUiPages(withDefaults);
  } finally {
    await withDefaults.close();
  }
  const ours = await chromium.launch({ executablePath: CHROMIUM_PATH, args: [...CHROMIUM_ARGS, '--enable-automation'] });
  try {
    expect(playwrightDisables.length).toBeGreaterThan(0);
    expect(DISABLED_FEATURES).toEqual(expect.arrayContaining(playwrightDisables));
    // What Chromium was told is ours, all of it.
    expect(disabledFeatures(await commandLine(ours))).toEqual(DISABLED_FEATURES);
    // Never a browser UI page with our flags. Chromium 156 loads the popup without them (what the
    // flag is for); Debian's 150 (the package since 2026-12-01) has no such popup and loads
    // none either way, so there the flag changes nothing, and the test says so.
    expect(await browserUiPages(ours)).toEqual([]);
    if (!uiWithDefaults.some((url) => url.startsWith('chrome://omnibox-popup'))) {
      const version = withDefaults.version();
      test.info().annotations.push({ type: 'omnibox popup', description: `Chromium ${version} loads none without our flag: the flag is dead weight on it` });
      expect(uiWithDefaults).toEqual([]);
    }
    expect(UNUSED_BROWSER_UI.every((feature) => !playwrightDisables.includes(feature))).toBe(true);
  } finally {
    await ours.close();
  }
});
