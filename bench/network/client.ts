import { randomUUID } from 'node:crypto';
import type { Budget, CallStats } from './stats';

/** A call that takes longer than this is an error, not a very slow success (the run must end). */
const CALL_TIMEOUT_MS = 30_000;

export interface CallOptions {
  kind: string;
  budget: Budget;
  method?: 'GET' | 'POST' | 'PUT';
  body?: unknown;
  /** Expected statuses besides 2xx (e.g. a 409 the scenario knows can happen); they are not errors. */
  alsoFine?: number[];
}

/**
 * One signed-in person's HTTP client of the API on 127.0.0.1: every call timed into the
 * stats by its kind; every write carries a new Idempotency-Key, as the web app sends one per
 * submission. Answers the parsed body, or null when the call failed (recorded as an error).
 */
export class ApiClient {
  constructor(
    private readonly base: string,
    readonly token: string,
    private readonly stats: CallStats,
  ) {}

  async call<T = unknown>(path: string, o: CallOptions): Promise<{ status: number; body: T } | null> {
    const method = o.method ?? (o.body === undefined ? 'GET' : 'POST');
    const headers: Record<string, string> = { authorization: `Token ${this.token}` };
    if (method !== 'GET') {
      headers['content-type'] = 'application/json';
      headers['idempotency-key'] = randomUUID();
    }
    const started = performance.now();
    try {
      const res = await fetch(`${this.base}/api/${path}`, {
        method,
        headers,
        body: method === 'GET' ? undefined : JSON.stringify(o.body ?? {}),
        signal: AbortSignal.timeout(CALL_TIMEOUT_MS),
      });
      const text = await res.text();
      const ms = performance.now() - started;
      if (res.ok || o.alsoFine?.includes(res.status)) {
        this.stats.ok(o.kind, o.budget, ms);
        return { status: res.status, body: (text ? JSON.parse(text) : null) as T };
      }
      this.stats.error(o.kind, o.budget, ms, `${res.status} ${method} ${path}: ${text}`);
      return null;
    } catch (err) {
      this.stats.error(o.kind, o.budget, performance.now() - started, `${method} ${path}: ${(err as Error).message}`);
      return null;
    }
  }
}

/** Signs in as the web app does (form fields); throws: without a token there is no run. */
export async function signIn(base: string, username: string, password: string): Promise<string> {
  const res = await fetch(`${base}/api/token-auth/`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ username, password }).toString(),
  });
  if (!res.ok) throw new Error(`sign-in of ${username}: ${res.status} ${await res.text()}`);
  return ((await res.json()) as { token: string }).token;
}
