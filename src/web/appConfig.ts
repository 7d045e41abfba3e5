import { DEFAULT_TIME_ZONE, fromWireDate, isWireDate, todayInTimeZone } from '../shared/dates';

/**
 * Settings the server injects into index.html (`<script id="app-config">`), so one build
 * runs in every environment. `fakeDate` is the test switch of docs/PRODUCT.md §5: it replaces
 * "today" (the date pickers' maximum) everywhere in the web app.
 */
export interface AppConfig {
  fakeDate: string | null;
  timeZone: string;
}

export const DEFAULT_CONFIG: AppConfig = { fakeDate: null, timeZone: DEFAULT_TIME_ZONE };

/** Reads the injected JSON; anything missing or malformed falls back to the defaults. */
export function readAppConfig(doc: Document = document): AppConfig {
  const text = doc.getElementById('app-config')?.textContent?.trim();
  if (!text) return DEFAULT_CONFIG;
  try {
    const raw = JSON.parse(text) as Partial<Record<keyof AppConfig, unknown>>;
    return {
      fakeDate: isWireDate(raw.fakeDate) ? raw.fakeDate : null,
      timeZone: typeof raw.timeZone === 'string' && isValidTimeZone(raw.timeZone) ? raw.timeZone : DEFAULT_TIME_ZONE,
    };
  } catch {
    return DEFAULT_CONFIG;
  }
}

function isValidTimeZone(timeZone: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone });
    return true;
  } catch {
    return false;
  }
}

let cached: AppConfig | null = null;

export function appConfig(): AppConfig {
  cached ??= typeof document === 'undefined' ? DEFAULT_CONFIG : readAppConfig();
  return cached;
}

/** Tests set the config directly instead of writing a script tag. */
export function setAppConfig(config: Partial<AppConfig> | null): void {
  cached = config ? { ...DEFAULT_CONFIG, ...config } : null;
}

/** Today as `yyyy-MM-dd`: the fake date when set, else today in the configured zone. */
export function todayWire(now: Date = new Date()): string {
  const { fakeDate, timeZone } = appConfig();
  return fakeDate ?? todayInTimeZone(timeZone, now);
}

/** Today as a local Date at midnight, for date pickers. */
export function today(now: Date = new Date()): Date {
  return fromWireDate(todayWire(now));
}
