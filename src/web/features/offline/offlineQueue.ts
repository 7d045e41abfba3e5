import type { OfflineDeal, OfflineDealDraft } from '../../lib/offlineDeal';
import type { ReplayOutcome, ReplayStop } from './connectionMachine';

/**
 * The register's queue of deals made during an outage (docs/OFFLINE.md, docs/web/offline.md).
 * Each deal is written here BEFORE the window shows it done, with the Idempotency-Key it will
 * be sent with, and is sent later in order with that same key: the server records a key once.
 */

export type { OfflineDeal, OfflineDealDraft, OfflineDealStatus } from '../../lib/offlineDeal';

export type DealPatch = Partial<Pick<OfflineDeal, 'status' | 'recordId' | 'refusal'>>;

/** Where the queue lives: IndexedDB in the browser (`openIdbQueueStore`), memory in tests. */
export interface QueueStore {
  /** Gives the deal the register's next local number and writes it, in one transaction. */
  add(draft: OfflineDealDraft): Promise<OfflineDeal>;
  /** The register's deals, by local number. */
  list(register: number): Promise<OfflineDeal[]>;
  /** The registers with deals in the queue. */
  registers(): Promise<number[]>;
  update(key: string, patch: DealPatch): Promise<void>;
}

/** How one send ended (sendOfflineDeal.ts makes it from the HTTP answer). */
export type SendResult =
  | { kind: 'recorded'; id: number }
  /** 400/409/422: the server will never take it as it is; kept with its words. */
  | { kind: 'refused'; message: string }
  /** 401: the session ended. */
  | { kind: 'signIn' }
  /** No answer (network, timeout) or the server not ready (5xx): try again later. */
  | { kind: 'network' };

/** Runs `task` while holding the register's queue lock: two tabs never send at once. */
export type QueueLock = <T>(name: string, task: () => Promise<T>) => Promise<T>;

export interface ReplayOptions {
  store: QueueStore;
  register: number;
  /** The signed-in user's key: only their deals are sent (the keys are theirs). */
  user: string;
  send: (deal: OfflineDeal) => Promise<SendResult>;
  lock: QueueLock;
  now?: () => number;
}

export const queueLockName = (register: number) => `money247-offline-queue-r${register}`;

/** The register's deals still to be sent by `user`. */
export const waitingFor = (deals: OfflineDeal[], user: string) => deals.filter((d) => d.status === 'queued' && d.cashier === user);

/**
 * Sends the register's queue in order with each deal's own key, under the queue's lock. A deal
 * the server refuses for good is kept with its words and the next goes; no answer stops the
 * replay (`{kind: 'network'}`), a 401 too (`{kind: 'signIn'}`): the queue is kept as it is, and
 * what was not marked sent is sent again with the same key (the server answers it as before).
 */
export async function replayQueue(options: ReplayOptions): Promise<ReplayOutcome> {
  const { store, register, user, send, lock, now = Date.now } = options;
  return lock(queueLockName(register), async () => {
    let sent = 0;
    let refused = 0;
    // Read under the lock: another tab's replay has finished, its marks are written.
    for (const deal of waitingFor(await store.list(register), user)) {
      const result = await send(deal);
      if (result.kind === 'network') throw { kind: 'network', at: now() } satisfies ReplayStop;
      if (result.kind === 'signIn') throw { kind: 'signIn' } satisfies ReplayStop;
      if (result.kind === 'recorded') {
        await store.update(deal.key, { status: 'sent', recordId: result.id });
        sent++;
      } else {
        await store.update(deal.key, { status: 'refused', refusal: result.message });
        refused++;
      }
    }
    // Deals made while this ran wait for the next round.
    const remaining = waitingFor(await store.list(register), user).length;
    return { sent, refused, remaining };
  });
}

/**
 * The queue's lock: the Web Locks API where the browser has it (held until the task ends,
 * released if the tab dies); else a lease in localStorage renewed while the task runs. The
 * server dedupes by key as well, so the fallback only has to be good, not perfect.
 */
export function browserQueueLock(): QueueLock {
  const locks = (globalThis.navigator as Navigator | undefined)?.locks;
  if (locks) return (name, task) => locks.request(name, task);
  return leaseLock(globalThis.localStorage);
}

const LEASE_MS = 10_000;

export function leaseLock(storage: Storage, wait = (ms: number) => new Promise((r) => setTimeout(r, ms))): QueueLock {
  const me = Math.random().toString(36).slice(2);
  return async (name, task) => {
    for (;;) {
      const held = JSON.parse(storage.getItem(name) ?? 'null') as { owner: string; until: number } | null;
      if (!held || held.until < Date.now() || held.owner === me) {
        storage.setItem(name, JSON.stringify({ owner: me, until: Date.now() + LEASE_MS }));
        // Another tab may have written at the same moment: the last write wins, the other waits.
        await wait(50);
        if ((JSON.parse(storage.getItem(name) ?? 'null') as { owner: string } | null)?.owner === me) break;
      }
      await wait(200);
    }
    const renew = setInterval(() => storage.setItem(name, JSON.stringify({ owner: me, until: Date.now() + LEASE_MS })), LEASE_MS / 3);
    try {
      return await task();
    } finally {
      clearInterval(renew);
      storage.removeItem(name);
    }
  };
}

/** The queue in memory: tests, and a browser without IndexedDB (nothing survives a reload there). */
export function memoryQueueStore(): QueueStore {
  const deals = new Map<string, OfflineDeal>();
  const counters = new Map<number, number>();
  return {
    add: async (draft) => {
      if (deals.has(draft.key)) throw new Error(`deal ${draft.key} is already queued`);
      const localNumber = (counters.get(draft.register) ?? 0) + 1;
      counters.set(draft.register, localNumber);
      const deal: OfflineDeal = { ...draft, localNumber, status: 'queued' };
      deals.set(draft.key, deal);
      return structuredClone(deal);
    },
    list: async (register) =>
      [...deals.values()].filter((d) => d.register === register).sort((a, b) => a.localNumber - b.localNumber).map((d) => structuredClone(d)),
    registers: async () => [...new Set([...deals.values()].map((d) => d.register))],
    update: async (key, patch) => {
      const deal = deals.get(key);
      if (deal) deals.set(key, { ...deal, ...patch });
    },
  };
}

const DB_NAME = 'money247-offline';
const DEALS = 'deals';
const COUNTERS = 'counters';

const done = <T>(request: IDBRequest<T>) =>
  new Promise<T>((resolve, reject) => {
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error);
  });
const committed = (tx: IDBTransaction) =>
  new Promise<void>((resolve, reject) => {
    tx.oncomplete = () => resolve();
    tx.onerror = () => reject(tx.error);
    tx.onabort = () => reject(tx.error ?? new Error('IndexedDB transaction aborted'));
  });

/** The queue in IndexedDB: `deals` by key (an index on register), `counters` per register. */
export async function openIdbQueueStore(factory: IDBFactory = indexedDB): Promise<QueueStore> {
  const open = factory.open(DB_NAME, 1);
  open.onupgradeneeded = () => {
    const db = open.result;
    db.createObjectStore(DEALS, { keyPath: 'key' }).createIndex('register', 'register');
    db.createObjectStore(COUNTERS, { keyPath: 'register' });
  };
  const db = await done(open);
  return {
    // The number and the deal in one transaction: written, or neither.
    add: async (draft) => {
      const tx = db.transaction([DEALS, COUNTERS], 'readwrite');
      const counter = (await done(tx.objectStore(COUNTERS).get(draft.register))) as { register: number; last: number } | undefined;
      const localNumber = (counter?.last ?? 0) + 1;
      tx.objectStore(COUNTERS).put({ register: draft.register, last: localNumber });
      const deal: OfflineDeal = { ...draft, localNumber, status: 'queued' };
      tx.objectStore(DEALS).add(deal);
      await committed(tx);
      return deal;
    },
    list: async (register) => {
      const tx = db.transaction(DEALS, 'readonly');
      const deals = (await done(tx.objectStore(DEALS).index('register').getAll(register))) as OfflineDeal[];
      return deals.sort((a, b) => a.localNumber - b.localNumber);
    },
    registers: async () => {
      const tx = db.transaction(COUNTERS, 'readonly');
      return ((await done(tx.objectStore(COUNTERS).getAllKeys())) as number[]).map(Number);
    },
    update: async (key, patch) => {
      const tx = db.transaction(DEALS, 'readwrite');
      const deal = (await done(tx.objectStore(DEALS).get(key))) as OfflineDeal | undefined;
      if (deal) tx.objectStore(DEALS).put({ ...deal, ...patch });
      await committed(tx);
    },
  };
}
