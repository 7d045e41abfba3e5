import type { Db } from './db/types';
import { LoginThrottle } from './auth/loginThrottle';
import type { SessionCache } from './auth/session';
import { DEFAULT_SESSION_LIFETIMES, type SessionLifetimes } from './auth/sessionLifetime';
import { SiteSwitch } from './features/site/siteSwitch';
import { CodeThrottle } from './features/transfers/codeThrottle';
import { TtlCache } from './lib/ttlCache';

/**
 * Everything an API process keeps between requests — its caches, and its handles on the
 * throttles (which count in the database, one budget for every process) — made here and
 * nowhere else, one set per database handle: the services are given only the Db, so they
 * reach it through `processStateOf(db)`. The app makes it with its clock
 * (plugins/appContext.ts); the CLI and service tests get one on first use. Tests forget all
 * of it, the throttles' counts included, with one call: `resetProcessState(db)`.
 * docs/api/server.md says what each keeps and for how long.
 */
export interface ProcessState {
  /** The app's clock (ms): tests move it; token times are written and judged by it. */
  now: () => number;
  /** How long a token lives without a call and at most (config SESSION_IDLE_HOURS, SESSION_MAX_DAYS). */
  sessionLifetimes: SessionLifetimes;
  /** The site's on/off flag, read at most once a second. */
  siteSwitch: SiteSwitch;
  /** Sign-in attempts per username and address (counted in the database). */
  loginThrottle: LoginThrottle;
  /** Signed-in users by token hash, for a second. */
  sessions: SessionCache;
  /** Registers and cities by id for list scope checks, for a second (ledger/referenceCache.ts). */
  references: TtlCache<unknown>;
  /** Wrong transfer codes per user (counted in the database). */
  codeThrottle: CodeThrottle;
}

interface StateOptions {
  now: () => number;
  sessionLifetimes: SessionLifetimes;
}

const states = new WeakMap<Db, { state: ProcessState; options: StateOptions }>();

function makeState(db: Db, { now, sessionLifetimes }: StateOptions): ProcessState {
  return {
    now,
    sessionLifetimes,
    siteSwitch: new SiteSwitch(db, now),
    loginThrottle: new LoginThrottle(db, now),
    sessions: new TtlCache(now) as SessionCache,
    references: new TtlCache(now),
    codeThrottle: new CodeThrottle(db, undefined, undefined, now),
  };
}

/** A fresh state for `db` with this clock (ms) and session lifetimes, replacing any it had. */
export function createProcessState(
  db: Db,
  now: () => number = Date.now,
  sessionLifetimes: SessionLifetimes = DEFAULT_SESSION_LIFETIMES,
): ProcessState {
  const options = { now, sessionLifetimes };
  const state = makeState(db, options);
  states.set(db, { state, options });
  return state;
}

export function processStateOf(db: Db): ProcessState {
  return states.get(db)?.state ?? createProcessState(db);
}

/** Forgets every cache and throttle count of `db` (tests): as if the database's servers had just started. */
export async function resetProcessState(db: Db): Promise<void> {
  const options = states.get(db)?.options;
  createProcessState(db, options?.now, options?.sessionLifetimes);
  await db.query('DELETE FROM throttle_hits');
}
