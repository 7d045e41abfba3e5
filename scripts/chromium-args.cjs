// The flags every browser of the tests and benches starts with (docs/testing.md, "The browser's
// own work"): Debian's Chromium, headless, on a machine whose only network is the package
// mirrors. Playwright adds its own flags before these.
//
// Chromium 156 loads its omnibox popup as a WebUI page (chrome://omnibox-popup.top-chrome/) in
// a renderer of its own for every new browser window, which a headless Playwright context is:
// ~1.1 s of CPU a context on this machine for a popup nobody opens, more than a small test page
// costs. Features are switched off by one `--disable-features` list, and Chromium reads only the
// last such flag, so this one carries Playwright's own list too (`e2e/chromium.spec.ts` fails
// when Playwright disables a feature this list lacks, or when the popup comes back).

/** What Playwright (1.65) switches off by default: kept, since the flag below replaces its list. */
const PLAYWRIGHT_DISABLED_FEATURES = [
  'AvoidUnnecessaryBeforeUnloadCheckSync',
  'DestroyProfileOnBrowserClose',
  'HttpsUpgrades',
  'HttpsFirstBalancedModeAutoEnable',
  'LensOverlay',
  'MediaRouter',
  'PaintHolding',
  'ThirdPartyStoragePartitioning',
  'AvoidCorsURLLoaderRestartOnRedirect',
  'TcpPortRandomizationWin',
  'OptimizationHints',
  'NetworkTimeServiceQuerying',
  'AimEnabled',
  'PreconnectToSearch',
  'msForceBrowserSignIn',
  'msEdgeUpdateLaunchServicesPreferredVersion',
];

/** The omnibox popup's WebUI, loaded for every window and never shown headless. */
const UNUSED_BROWSER_UI = ['WebUIOmniboxPopup', 'WebUIOmniboxAimPopup'];

const DISABLED_FEATURES = [...PLAYWRIGHT_DISABLED_FEATURES, ...UNUSED_BROWSER_UI];

const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  // Without these Chromium tries Google's hosts at every start, refused by the closed network.
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  `--disable-features=${DISABLED_FEATURES.join(',')}`,
];

const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

module.exports = { CHROMIUM_ARGS, CHROMIUM_PATH, DISABLED_FEATURES, UNUSED_BROWSER_UI };
