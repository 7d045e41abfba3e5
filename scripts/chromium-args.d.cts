/** The flags every test and bench browser starts with (chromium-args.cjs). */
export const CHROMIUM_ARGS: string[];
/** Debian's Chromium, or CHROMIUM_PATH. */
export const CHROMIUM_PATH: string;
/** The features the flags switch off: Playwright's own and the unused browser UI. */
export const DISABLED_FEATURES: string[];
/** The browser UI switched off (the omnibox popup's WebUI). */
export const UNUSED_BROWSER_UI: string[];
