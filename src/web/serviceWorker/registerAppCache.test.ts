import { FIRST_RETRY_MS, LONGEST_RETRY_MS, registerAppCache } from './registerAppCache';

/** A worker being installed, whose state the test moves. */
class FakeWorker extends EventTarget {
  state: ServiceWorkerState = 'installing';
  become(state: ServiceWorkerState) {
    this.state = state;
    this.dispatchEvent(new Event('statechange'));
  }
}

/** navigator.serviceWorker as far as registering goes: each register() answers the next of `outcomes`. */
function container(outcomes: Array<'refused' | 'installs'>) {
  const workers: FakeWorker[] = [];
  const register = jest.fn(async () => {
    if (outcomes.shift() === 'refused') throw new TypeError('Failed to register a ServiceWorker');
    const worker = new FakeWorker();
    workers.push(worker);
    const registration = { installing: worker as unknown as ServiceWorker | null, waiting: null, active: null as ServiceWorker | null };
    worker.addEventListener('statechange', () => {
      if (worker.state === 'redundant') registration.installing = null;
      if (worker.state === 'activated') [registration.installing, registration.active] = [null, worker as unknown as ServiceWorker];
    });
    return registration;
  });
  return { register, workers, sw: { register } as unknown as ServiceWorkerContainer };
}

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

/** Lets the promise callbacks run, then moves the clock. */
async function after(ms: number) {
  await Promise.resolve();
  await jest.advanceTimersByTimeAsync(ms);
}

it('registers again after a refusal, waiting twice as long each time', async () => {
  const { register, sw } = container(['refused', 'refused', 'installs']);
  registerAppCache(sw);
  await after(0);
  expect(register).toHaveBeenCalledTimes(1);
  await after(FIRST_RETRY_MS);
  expect(register).toHaveBeenCalledTimes(2);
  await after(FIRST_RETRY_MS);
  expect(register).toHaveBeenCalledTimes(2);
  await after(FIRST_RETRY_MS);
  expect(register).toHaveBeenCalledTimes(3);
  await after(LONGEST_RETRY_MS * 2);
  expect(register).toHaveBeenCalledTimes(3);
});

it('installs again when the install failed (the worker went redundant), and stops once one is active', async () => {
  const { register, workers, sw } = container(['installs', 'installs']);
  registerAppCache(sw);
  await after(0);
  workers[0].become('redundant');
  await after(FIRST_RETRY_MS - 1);
  expect(register).toHaveBeenCalledTimes(1);
  await after(1);
  expect(register).toHaveBeenCalledTimes(2);
  workers[1].become('installed');
  workers[1].become('activating');
  workers[1].become('activated');
  await after(LONGEST_RETRY_MS * 2);
  expect(register).toHaveBeenCalledTimes(2);
});

it('never waits longer than five minutes between tries', async () => {
  const { register, sw } = container(Array(12).fill('refused'));
  registerAppCache(sw);
  let wait = FIRST_RETRY_MS;
  for (let i = 1; i <= 8; i++) {
    await after(wait);
    expect(register).toHaveBeenCalledTimes(i + 1);
    wait = Math.min(wait * 2, LONGEST_RETRY_MS);
  }
  expect(wait).toBe(LONGEST_RETRY_MS);
});
