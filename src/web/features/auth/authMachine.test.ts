import { getShortestPaths } from '@xstate/graph';
import { createActor } from 'xstate';
import { replay } from '../../../shared/machines/replay';
import { TOKEN_KEY } from '../../api/token';
import { deferredActors } from '../../testing/deferredActors';
import { modelPaths } from '../../testing/modelPaths';
import { authMachine, type AuthEvent } from './authMachine';

// Every event the model may take: the user's, and each named actor finishing either way.
const EVENTS = [
  { type: 'auth.login', username: 'kassir', password: 'secret' },
  { type: 'auth.logout' },
  { type: 'auth.expired' },
  { type: 'xstate.done.actor.readToken', output: 'stored-token' },
  { type: 'xstate.done.actor.readToken', output: null },
  { type: 'xstate.error.actor.readToken', error: new Error('storage disabled') },
  { type: 'xstate.done.actor.login', output: 'new-token' },
  { type: 'xstate.error.actor.login', error: new Error('Невозможно войти с предоставленными учетными данными.') },
  { type: 'xstate.done.actor.logout', output: {} },
  { type: 'xstate.error.actor.logout', error: new Error('offline') },
] as unknown as AuthEvent[];

const token = () => window.localStorage.getItem(TOKEN_KEY);

/** What must hold in each state, whatever path led there (docs/PRODUCT.md §2 and §4). */
function checkInvariants(value: unknown) {
  switch (value) {
    case 'authenticated':
      expect(token()).not.toBeNull();
      break;
    case 'loggingOut': // forgotten at once: the call revokes it from memory
    case 'anonymous':
    case 'loggingIn': // a stale token never rides along with credentials
      expect(token()).toBeNull();
      break;
  }
}

describe('auth machine', () => {
  beforeEach(() => window.localStorage.clear());

  it('reaches every state', () => {
    const states = getShortestPaths(authMachine, { events: EVENTS }).map((p) => p.state.value);
    expect(new Set(states)).toEqual(new Set(['checking', 'anonymous', 'loggingIn', 'authenticated', 'loggingOut']));
  });

  const paths = modelPaths(authMachine, EVENTS);

  it('has paths to walk', () => {
    expect(paths.length).toBeGreaterThan(20);
  });

  it.each(paths.map((p) => [p.name, p] as const))(
    'walks %s on the real machine',
    async (_name, path) => {
      const fake = deferredActors(['readToken', 'login', 'logout'] as const);
      const cleared = jest.fn();
      const actor = createActor(
        authMachine.provide({ actors: fake.actors, actions: { clearSession: cleared } }),
      ).start();
      // The first step is the machine's own start (xstate.init).
      expect(actor.getSnapshot().value).toEqual(path.steps[0].state.value);
      for (const step of path.steps.slice(1)) {
        const event = step.event as { type: string; output?: unknown };
        // The stored token is what readToken reports; keep the two consistent.
        if (event.type === 'xstate.done.actor.readToken' && event.output) window.localStorage.setItem(TOKEN_KEY, String(event.output));
        if (!(await fake.settle(event))) actor.send(step.event);
        expect(actor.getSnapshot().value).toEqual(step.state.value);
        checkInvariants(actor.getSnapshot().value);
      }
      actor.stop();
    },
  );

  it('stores the token the login returned and announces it', async () => {
    const fake = deferredActors(['readToken', 'login', 'logout'] as const);
    const actor = createActor(authMachine.provide({ actors: fake.actors })).start();
    const loggedIn = jest.fn();
    actor.on('auth.loggedIn', loggedIn);
    await fake.settle({ type: 'xstate.done.actor.readToken', output: null });
    actor.send({ type: 'auth.login', username: 'a', password: 'b' });
    await fake.settle({ type: 'xstate.done.actor.login', output: 'abc' });
    expect(token()).toBe('abc');
    expect(loggedIn).toHaveBeenCalledTimes(1);
  });

  it('keeps the server message of a failed login for the form', async () => {
    const fake = deferredActors(['readToken', 'login', 'logout'] as const);
    const actor = createActor(authMachine.provide({ actors: fake.actors })).start();
    await fake.settle({ type: 'xstate.done.actor.readToken', output: null });
    actor.send({ type: 'auth.login', username: 'a', password: 'b' });
    await fake.settle({ type: 'xstate.error.actor.login', error: new Error('Неверный пароль') });
    expect(actor.getSnapshot().context.error).toBe('Неверный пароль');
  });

  it('forgets the token at once on logout; the logout call revokes the copy in memory, pending or failing', async () => {
    for (const outcome of ['pending', 'failing', 'done'] as const) {
      window.localStorage.setItem(TOKEN_KEY, 'tok-1');
      const fake = deferredActors(['readToken', 'login', 'logout'] as const);
      const actor = createActor(authMachine.provide({ actors: fake.actors })).start();
      await fake.settle({ type: 'xstate.done.actor.readToken', output: 'tok-1' });
      actor.send({ type: 'auth.logout' });
      // The server has not answered: storage is already empty, the call carries the token.
      expect([outcome, actor.getSnapshot().value, token()]).toEqual([outcome, 'loggingOut', null]);
      expect(fake.isRunning('logout')).toBe(true);
      expect(fake.calls('logout')).toEqual([{ token: 'tok-1' }]);
      if (outcome === 'failing') await fake.settle({ type: 'xstate.error.actor.logout', error: new Error('offline') });
      if (outcome === 'done') await fake.settle({ type: 'xstate.done.actor.logout', output: {} });
      if (outcome !== 'pending') expect([actor.getSnapshot().value, actor.getSnapshot().context.revoking, token()]).toEqual(['anonymous', null, null]);
      actor.stop();
    }
  });

  it('replays a bug report: a 401 after sign-in ends the session, logout is then ignored', () => {
    const fake = deferredActors(['readToken', 'login', 'logout'] as const);
    window.localStorage.setItem(TOKEN_KEY, 'stale');
    expect(
      replay(authMachine.provide({ actors: fake.actors }), [
        { type: 'xstate.done.actor.readToken', output: 'stale' } as unknown as AuthEvent,
        'auth.expired',
        'auth.logout',
      ]),
    ).toEqual(['checking', 'authenticated', 'anonymous', 'anonymous']);
    expect(token()).toBeNull();
  });
});
