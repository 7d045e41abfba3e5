import { assign, emit, fromPromise, setup } from 'xstate';
import { MESSAGES } from '../../../shared/contract/errors';
import { readToken, removeToken, saveToken } from '../../api/token';

export interface Credentials {
  username: string;
  password: string;
}

export type AuthEvent =
  | ({ type: 'auth.login' } & Credentials)
  | { type: 'auth.logout' }
  /** The server said 401: the stored token is no good any more (detail: the server's reason). */
  | { type: 'auth.expired'; detail?: string };

export type AuthEmitted = { type: 'auth.loggedIn' };

export interface AuthContext {
  /** Why the last login failed, in the server's words; shown by the login form. */
  error: string | null;
  /** The token being revoked by a logout: kept in memory only, it has already left storage. */
  revoking: string | null;
}

const notProvided = (name: string) => () => Promise.reject(new Error(`auth actor "${name}" is not provided`));

/**
 * docs/PRODUCT.md §2 (Access flow) and §4 (Authentication). `auth` is true only in
 * `authenticated`; it becomes true when a token is found in local storage or a login
 * succeeds. The token is stored on login and removed when the server rejects it, or at once
 * when the user logs out (the logout call then revokes it from a copy kept in memory).
 *
 * The network is behind named actors (`login`, `logout`) and storage behind named actions,
 * so the app provides real ones and tests provide fakes with `.provide()`.
 */
export const authMachine = setup({
  types: {
    context: {} as AuthContext,
    events: {} as AuthEvent,
    emitted: {} as AuthEmitted,
  },
  actors: {
    readToken: fromPromise<string | null>(async () => readToken()),
    login: fromPromise<string, Credentials>(notProvided('login')),
    logout: fromPromise<unknown, { token: string | null }>(notProvided('logout')),
  },
  actions: {
    storeToken: (_, token: string) => saveToken(token),
    forgetToken: () => removeToken(),
    /** Drop the previous session's cached data and flags (the app provides it). */
    clearSession: () => {},
  },
  guards: {
    hasToken: (_, token: string | null) => Boolean(token),
  },
}).createMachine({
  id: 'auth',
  context: { error: null, revoking: null },
  initial: 'checking',
  states: {
    checking: {
      invoke: {
        id: 'readToken',
        src: 'readToken',
        onDone: [
          { guard: { type: 'hasToken', params: ({ event }) => event.output }, target: 'authenticated' },
          { target: 'anonymous' },
        ],
        onError: { target: 'anonymous' },
      },
    },
    anonymous: {
      on: { 'auth.login': { target: 'loggingIn' } },
    },
    loggingIn: {
      // A stale token must not ride along with the credentials (a revoked one gets a 401).
      entry: [assign({ error: null }), 'forgetToken'],
      invoke: {
        id: 'login',
        src: 'login',
        input: ({ event }) => {
          const { username, password } = event as Extract<AuthEvent, { type: 'auth.login' }>;
          return { username, password };
        },
        onDone: {
          target: 'authenticated',
          actions: [
            { type: 'storeToken', params: ({ event }) => event.output },
            'clearSession',
            emit({ type: 'auth.loggedIn' }),
          ],
        },
        onError: {
          target: 'anonymous',
          actions: assign({
            error: ({ event }) => (event.error instanceof Error ? event.error.message : String(event.error)),
          }),
        },
      },
    },
    authenticated: {
      on: {
        // The token leaves storage before anything else: a slow or unreachable server must not
        // leave a signed-out page with a valid token in the browser.
        'auth.logout': { target: 'loggingOut', actions: [assign({ revoking: () => readToken() }), 'forgetToken'] },
        'auth.expired': {
          target: 'anonymous',
          actions: [
            'forgetToken',
            'clearSession',
            // A session past its idle time or age: /login says so (other 401s say nothing).
            assign({ error: ({ event }) => (event.detail === MESSAGES.sessionExpired ? MESSAGES.sessionExpired : null) }),
          ],
        },
        // Signing in again from /login while a token is stored replaces the session.
        'auth.login': { target: 'loggingIn' },
      },
    },
    loggingOut: {
      // GET /api/logout revokes the token with the copy in memory (storage has none any more);
      // a failed call still ends the session here, and the copy is dropped either way.
      invoke: {
        id: 'logout',
        src: 'logout',
        input: ({ context }) => ({ token: context.revoking }),
        onDone: { target: 'anonymous', actions: assign({ revoking: null }) },
        onError: { target: 'anonymous', actions: assign({ revoking: null }) },
      },
    },
  },
});

export type AuthStateValue = 'checking' | 'anonymous' | 'loggingIn' | 'authenticated' | 'loggingOut';
