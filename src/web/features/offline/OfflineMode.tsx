import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useRef, useState } from 'react';
import { useDispatch, useStore } from 'react-redux';
import { fromPromise } from 'xstate';
import styled from 'styled-components';
import { baseApi } from '../../api/baseApi';
import { listenToConnection, reportCall, type ConnectionSign } from '../../api/connectionSignal';
import { setConnectionLost } from '../../lib/offlineDriver';
import { meApi, useGetMeQuery } from '../../api/meApi';
import { ALL } from '../../api/tags';
import { readToken } from '../../api/token';
import { media, theme } from '../../ui/theme';
import { connectionMachine, STREAM_GRACE_MS, tradesOffline, type ReplayOutcome } from './connectionMachine';
import { browserQueueLock, memoryQueueStore, openIdbQueueStore, replayQueue, waitingFor, type QueueStore } from './offlineQueue';
import { useKeepLastKnown } from '../../lib/lastKnownSave';
import { refreshRestored, restoreLastKnown, sessionOf, type Entry, type saveLastKnown } from './lastKnown';
import { sendOfflineDeal } from './sendOfflineDeal';

/** While the server cannot be reached, it is asked this often whether it answers again. */
const PROBE_MS = 5_000;

/** The user's key the queue keeps with each deal: keys are per user (docs/OFFLINE.md). */
export const userKey = (me: { firstName: string; lastName: string; role: string }) => `${me.lastName} ${me.firstName} (${me.role})`;

let storePromise: Promise<QueueStore> | null = null;
/** The page's one queue: IndexedDB, or memory where the browser has none (nothing survives a reload then). */
export function queueStore(): Promise<QueueStore> {
  storePromise ??= (typeof indexedDB === 'undefined' ? Promise.reject(new Error('no IndexedDB')) : openIdbQueueStore()).catch(() =>
    memoryQueueStore(),
  );
  return storePromise;
}

async function countWaiting(store: QueueStore, user: string): Promise<number> {
  let n = 0;
  for (const register of await store.registers()) n += waitingFor(await store.list(register), user).length;
  return n;
}

/** Every register's queue, one after another, each in order under its own lock. */
async function replayAll(store: QueueStore, user: string): Promise<ReplayOutcome> {
  const total: ReplayOutcome = { sent: 0, refused: 0, remaining: 0 };
  for (const register of await store.registers()) {
    const o = await replayQueue({ store, register, user, send: (deal) => sendOfflineDeal(deal), lock: browserQueueLock() });
    total.sent += o.sent;
    total.refused += o.refused;
    total.remaining += o.remaining;
  }
  return total;
}

/** Any answer of the server, even a refusal, says it is there again. */
async function probe(): Promise<boolean> {
  try {
    const token = readToken();
    await fetch('/api/me/', { headers: token ? { Authorization: `Token ${token}` } : {}, cache: 'no-store', signal: AbortSignal.timeout(4000) });
    return true;
  } catch {
    return false;
  }
}

/**
 * The register's last-known figures (lib/lastKnownSave.ts): saved as answers arrive (by the
 * register screen, and here), put back into the store while the window trades offline (after a
 * reload or a restart the calls fail), and asked again live as soon as it is back.
 */
function useLastKnown(trading: boolean) {
  const store = useStore<Parameters<typeof saveLastKnown>[0]>();
  const restored = useRef<Entry[]>([]);
  useKeepLastKnown();
  useEffect(() => {
    if (!trading) {
      if (restored.current.length) refreshRestored(store.dispatch, restored.current.splice(0));
      return undefined;
    }
    // Again whenever the store changes while offline: a query the screen starts later (the
    // window's own, as it mounts) fails without an answer, and gets the kept one then.
    const restore = () => restored.current.push(...restoreLastKnown(store, sessionOf(readToken())));
    restore();
    let timer: ReturnType<typeof setTimeout> | undefined;
    const unsubscribe = store.subscribe(() => {
      timer ??= setTimeout(() => {
        timer = undefined;
        restore();
      }, 300);
    });
    return () => {
      unsubscribe();
      clearTimeout(timer);
    };
  }, [trading, store]);
}

/**
 * The offline mode, loaded by the signed-in shell at the first sign of trouble
 * (api/connectionSignal.ts): the connection machine fed by the signs, the 10 s timer of the
 * live stream, a probe while the server is away, the replay, and the banner.
 */
export function OfflineMode() {
  const { data: me } = useGetMeQuery();
  const user = me ? userKey(me) : null;
  const userRef = useRef(user);
  userRef.current = user;
  const dispatch = useDispatch();
  const actor = useActorRef(
    connectionMachine.provide({
      actors: {
        replayQueue: fromPromise(async () => {
          const who = userRef.current;
          if (!who) throw { kind: 'signIn' };
          return replayAll(await queueStore(), who);
        }),
      },
    }),
    { input: { pending: 0 } },
  );
  const state = useSelector(actor, (s) => s.value as string);
  const context = useSelector(actor, (s) => s.context);
  useLastKnown(tradesOffline(state));

  const store = useStore();
  useEffect(() => {
    let streamTimer: ReturnType<typeof setTimeout> | undefined;
    const sign = (next: ConnectionSign) => {
      actor.send(next);
      if (next.type === 'connection.streamLost') streamTimer ??= setTimeout(() => actor.send({ type: 'connection.streamGone' }), STREAM_GRACE_MS);
      if (next.type === 'connection.answered') {
        clearTimeout(streamTimer);
        streamTimer = undefined;
      }
    };
    listenToConnection(sign);
    // A page that never reached the server (a reload or a restart during the outage: /api/me
    // failed) never opened the live stream either, so no drop will say so: it counts as gone.
    if (!meApi.endpoints.getMe.select()(store.getState() as Parameters<ReturnType<typeof meApi.endpoints.getMe.select>>[0]).data)
      sign({ type: 'connection.streamLost', at: Date.now() });
    return () => clearTimeout(streamTimer);
  }, [actor, store]);

  // Deals left in the queue (a reload during the outage) count from the start.
  useEffect(() => {
    if (!user) return;
    void queueStore()
      .then((store) => countWaiting(store, user))
      .then((pending) => actor.send({ type: 'queue.changed', pending }));
  }, [actor, user]);

  // The replay recorded deals: the register's figures and journal are asked again, once.
  const sentDeals = context.last?.sent ?? 0;
  useEffect(() => {
    if (sentDeals > 0) dispatch(baseApi.util.invalidateTags(['Journal', 'Balance', 'Transaction', 'Rate']));
  }, [context.last, sentDeals, dispatch]);

  useEffect(() => {
    setConnectionLost(tradesOffline(state), {
      user: userRef.current,
      queue: async (draft) => {
        const store = await queueStore();
        const deal = await store.add(draft);
        if (userRef.current) actor.send({ type: 'queue.changed', pending: await countWaiting(store, userRef.current) });
        return deal;
      },
      waiting: async (register) => (await (await queueStore()).list(register)).filter((d) => d.status === 'queued'),
    });
    // The session ended mid-replay: asking /api/me again meets the 401, and the shell sends the
    // cashier to sign in; the queue is kept and sent by the shell's next offline mode.
    if (state === 'signInNeeded') dispatch(meApi.util.invalidateTags([{ type: 'Me', id: ALL }]));
    if (state !== 'offline' && state !== 'unreachable') return undefined;
    const timer = setInterval(
      () => void probe().then((up) => reportCall(!up)),
      PROBE_MS,
    );
    return () => clearInterval(timer);
  }, [actor, state, dispatch, user]);

  return <ConnectionBanner state={state} since={context.since} pending={context.pending} last={context.last} />;
}

const Bar = styled.div<{ $tone: 'warn' | 'ok' }>`
  position: sticky;
  top: 0;
  z-index: 20;
  padding: 8px 16px;
  font-weight: 600;
  color: ${({ $tone }) => ($tone === 'ok' ? theme.colors.buy : theme.colors.text)};
  background: ${({ $tone }) => ($tone === 'ok' ? '#e8f5e9' : '#fff4d6')};
  border-bottom: 1px solid ${theme.colors.border};
  ${media.mobile} {
    padding: 8px 12px;
    font-size: 13px;
  }
`;

function minutesSince(since: number | null, now: number): string {
  if (since === null) return '';
  const minutes = Math.max(0, Math.floor((now - since) / 60_000));
  return minutes < 1 ? 'меньше минуты' : `${minutes} мин`;
}

/** «Нет связи с сервером» with the time since and the deals waiting; «Отправка…»; «Все операции отправлены». */
export function ConnectionBanner({
  state,
  since,
  pending,
  last,
}: {
  state: string;
  since: number | null;
  pending: number;
  last: ReplayOutcome | null;
}) {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 15_000);
    return () => clearInterval(timer);
  }, []);
  if (state === 'offline')
    return (
      <Bar role="status" $tone="warn">
        Нет связи с сервером · {minutesSince(since, now)} · ждут отправки: {pending}
      </Bar>
    );
  if (state === 'replaying')
    return (
      <Bar role="status" $tone="warn">
        Отправка… ждут отправки: {pending}
      </Bar>
    );
  if (state === 'signInNeeded')
    return (
      <Bar role="status" $tone="warn">
        Войдите снова, чтобы отправить операции: {pending}
      </Bar>
    );
  if (state === 'online' && last && last.refused > 0)
    return (
      <Bar role="status" $tone="warn">
        Не приняты сервером: {last.refused} (причины в очереди кассы)
      </Bar>
    );
  if (state === 'online' && last)
    return (
      <Bar role="status" $tone="ok">
        Все операции отправлены
      </Bar>
    );
  return <Bar role="status" $tone="ok" hidden />;
}
