import { resolve } from 'node:path';
import { DEFAULT_TIME_ZONE } from '../shared/dates';
import { parseTrustProxy, type TrustProxy } from './lib/trustProxy';

/** Everything the server and the CLI read from the environment, in one place. */
export interface Config {
  host: string;
  port: number;
  /** A real PostgreSQL server; unset = embedded PGlite in dataDir. */
  databaseUrl: string | null;
  dataDir: string;
  /** A "day" is a calendar day in this zone (docs/PRODUCT-DECISIONS.md, Time). */
  timeZone: string;
  /** yyyy-MM-dd: the server and the web app both pretend today is this day (tests). */
  fakeDate: string | null;
  logLevel: string;
  /** 'pretty': one short line per event, for a terminal; 'json': pino's lines, for files and collectors. */
  logFormat: 'pretty' | 'json';
  /** The built web app (webpack output). */
  webDir: string;
  /**
   * Which X-Forwarded-For entries name the client (lib/trustProxy.ts): false = none (the
   * socket's address), a number = that many proxy hops, or the proxies' addresses/CIDRs.
   * Never "believe any X-Forwarded-For": anyone could then pick their own address.
   */
  trustProxy: TrustProxy;
  /** Requests per minute per address and API process; 0 switches the limit off (load tests). */
  rateLimitPerMinute: number;
  /** API processes sharing the port (node's cluster); more than one needs databaseUrl. */
  workers: number;
  /** PostgreSQL connections per API process (the pool's size); PGlite has one. */
  dbPoolSize: number;
  /** Prometheus metrics on their own port (observability/metricsServer.ts); null = not served. */
  metricsPort: number | null;
  /** Where the metrics port binds: loopback unless the operator's network must reach it. */
  metricsHost: string;
  /** A token is refused after this many hours without a call (auth/sessionLifetime.ts). */
  sessionIdleHours: number;
  /** ...and this many days after its sign-in, however busy. */
  sessionMaxDays: number;
  /** The Bank of Russia's daily rates (features/officialRates): fetched daily at this HH:MM in timeZone... */
  officialRatesAt: string;
  /** ...from this XML_daily.asp address; empty: never fetched by the server (the CLI still can, with its own). */
  officialRatesUrl: string;
}

export const DEFAULT_OFFICIAL_RATES_URL = 'https://www.cbr.ru/scripts/XML_daily.asp';

export class ConfigError extends Error {}

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'];

function isValidDate(s: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(s)) return false;
  const d = new Date(`${s}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === s;
}

function isValidTimeZone(tz: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: tz });
    return true;
  } catch {
    return false;
  }
}

function intIn(raw: string | undefined, fallback: number, min: number, max: number, name: string, problems: string[]) {
  if (raw === undefined || raw === '') return fallback;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < min || n > max) problems.push(`${name} must be an integer in ${min}..${max}, got "${raw}"`);
  return n;
}

/** What "today" and "a day" mean (docs/PRODUCT-DECISIONS.md, Time): the zone and the fake date. */
export type DaySettings = Pick<Config, 'timeZone' | 'fakeDate'>;

function readDaySettings(env: NodeJS.ProcessEnv): DaySettings {
  return { timeZone: env.TIME_ZONE || DEFAULT_TIME_ZONE, fakeDate: env.FAKE_DATE || null };
}

/**
 * The process's day settings, read from its environment once, here: every service's "today"
 * asks ledger/time.ts, which asks this. The server and the CLI check the same
 * values at start with loadConfig(), which refuses a bad zone or date.
 */
const processDaySettings = readDaySettings(process.env);
export const daySettings = (): DaySettings => processDaySettings;

/** Reads and checks the environment; throws one ConfigError listing every problem. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env, stdoutIsTerminal = Boolean(process.stdout.isTTY)): Config {
  const problems: string[] = [];
  const { timeZone, fakeDate } = readDaySettings(env);
  if (fakeDate && !isValidDate(fakeDate)) problems.push(`FAKE_DATE must be yyyy-MM-dd, got "${fakeDate}"`);
  if (!isValidTimeZone(timeZone)) problems.push(`TIME_ZONE is not a known time zone: "${timeZone}"`);
  const logLevel = env.LOG_LEVEL || 'info';
  if (!LOG_LEVELS.includes(logLevel)) problems.push(`LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}`);
  const logFormat = env.LOG_FORMAT || (stdoutIsTerminal ? 'pretty' : 'json');
  if (logFormat !== 'pretty' && logFormat !== 'json') problems.push(`LOG_FORMAT must be pretty or json, got "${logFormat}"`);
  const config: Config = {
    host: env.HOST || '127.0.0.1',
    port: intIn(env.PORT, 8080, 0, 65535, 'PORT', problems),
    databaseUrl: env.DATABASE_URL || null,
    dataDir: resolve(env.DATA_DIR || './data'),
    timeZone,
    fakeDate,
    logLevel,
    logFormat: logFormat as Config['logFormat'],
    webDir: resolve(env.WEB_DIR || './dist'),
    trustProxy: parseTrustProxy(env.TRUST_PROXY, problems),
    rateLimitPerMinute: intIn(env.RATE_LIMIT_PER_MINUTE, 3000, 0, 10_000_000, 'RATE_LIMIT_PER_MINUTE', problems),
    workers: intIn(env.WORKERS, 1, 1, 64, 'WORKERS', problems),
    dbPoolSize: intIn(env.DB_POOL_SIZE, 10, 1, 1000, 'DB_POOL_SIZE', problems),
    metricsPort: env.METRICS_PORT ? intIn(env.METRICS_PORT, 0, 1, 65535, 'METRICS_PORT', problems) : null,
    metricsHost: env.METRICS_HOST || '127.0.0.1',
    sessionIdleHours: intIn(env.SESSION_IDLE_HOURS, 12, 1, 24 * 366, 'SESSION_IDLE_HOURS', problems),
    sessionMaxDays: intIn(env.SESSION_MAX_DAYS, 7, 1, 366, 'SESSION_MAX_DAYS', problems),
    officialRatesAt: env.OFFICIAL_RATES_AT || '08:30',
    officialRatesUrl: env.OFFICIAL_RATES_URL ?? DEFAULT_OFFICIAL_RATES_URL,
  };
  if (config.metricsPort !== null && config.metricsPort === config.port) problems.push(`METRICS_PORT must not be the public PORT (${config.port}): the metrics are for the operator's network only`);
  if (!/^([01]\d|2[0-3]):[0-5]\d$/.test(config.officialRatesAt)) problems.push(`OFFICIAL_RATES_AT must be HH:MM, got "${config.officialRatesAt}"`);
  if (config.officialRatesUrl && !/^https?:\/\//.test(config.officialRatesUrl)) problems.push(`OFFICIAL_RATES_URL must be an http(s) address, got "${config.officialRatesUrl}"`);
  if (problems.length) throw new ConfigError(`Invalid configuration:\n  ${problems.join('\n  ')}`);
  return config;
}
