/**
 * `npx tsx bench/offlineReplay.ts [--deals N]` (default 1000): a register's queue of offline deals
 * replayed as the browser replays it when the connection returns (docs/PERFORMANCE.md, "Offline:
 * a queue of 1 000 deals replayed"): the web app's own replay (features/offline/offlineQueue.ts
 * `replayQueue`) and sender (`sendOfflineDeal`), in local-number order, each deal with its
 * original Idempotency-Key, through the real HTTP API of a server in its own process on PGlite
 * with the demo seed. Held to 60 s; then every deal is sent once more with its key (the replay
 * after a kill that lost the answers) and the books must not change.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { memoryQueueStore, replayQueue } from '../src/web/features/offline/offlineQueue';
import { sendOfflineDeal } from '../src/web/features/offline/sendOfflineDeal';
import { startServerProcess } from './apiProcess';

const { values } = parseArgs({ options: { deals: { type: 'string', default: '1000' } } });
const DEALS = Number(values.deals);
const TARGET_S = 60;
const CASHIER = 'bench cashier';

async function main(): Promise<void> {
  const dir = mkdtempSync(join(tmpdir(), 'm247-offline-bench-'));
  const server = await startServerProcess({ DATA_DIR: dir, DEMO_HISTORY_DAYS: '1' }, 300);
  try {
    const api = async <T>(path: string, init: RequestInit = {}): Promise<T> => {
      const res = await fetch(`${server.address}${path}`, init);
      if (!res.ok) throw new Error(`${path}: ${res.status} ${await res.text()}`);
      return (await res.json()) as T;
    };
    const { token } = await api<{ token: string }>('/api/token-auth/', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ username: 'cashier', password: 'cashier' }),
    });
    const auth = { Authorization: `Token ${token}` };
    // The sender reads the session's token from the page's storage, as in the browser.
    Object.assign(globalThis, { window: { localStorage: { getItem: (k: string) => (k === 'Token' ? token : null) } } });

    const registers = await api<Array<{ id: number; kind?: string }>>('/api/all_cash_registers/', { headers: auth });
    const register = registers.find((r) => r.kind !== 'vault')!.id;
    const settings = await api<Array<{ currency: { id: number; code: string }; buy_rate: string; sell_rate: string }>>(
      `/api/value_setting/?cash_register=${register}`,
      { headers: auth },
    );
    const usd = settings.find((s) => s.currency.code === 'USD')!;
    const count = async () => (await api<{ count: number }>(`/api/transaction/?cash_register=${register}&page=1&size=1`, { headers: auth })).count;
    const before = await count();

    // The queue as the window wrote it during the outage: buys and sales of 10 USD at the board's
    // rates, a millisecond apart at the window, after the register's last online write.
    const store = memoryQueueStore();
    const start = Date.now();
    for (let i = 0; i < DEALS; i++) {
      const type = i % 2 === 0 ? 'BUY' : 'SELL';
      const rate = type === 'BUY' ? usd.buy_rate : usd.sell_rate;
      await store.add({
        key: crypto.randomUUID().replaceAll('-', ''),
        register,
        cashier: CASHIER,
        body: {
          cash_register: register,
          currency: usd.currency.id,
          operation_type: type,
          amount: '10.00',
          rate,
          is_dilapidated: false,
          offline: true,
          made_at: new Date(start + i).toISOString(),
        },
        currencyCode: 'USD',
        total: '0',
        localCode: 'RUB',
      });
    }
    const send = (deal: Parameters<typeof sendOfflineDeal>[0]) =>
      sendOfflineDeal(deal, (url, init) => fetch(`${server.address}${url as string}`, init));
    const noLock = <T>(_name: string, task: () => Promise<T>) => task();

    const t = performance.now();
    const outcome = await replayQueue({ store, register, user: CASHIER, send, lock: noLock });
    const seconds = (performance.now() - t) / 1000;
    const recorded = (await count()) - before;

    // Every deal again with its key, as a replay whose answers were lost would: nothing new.
    const t2 = performance.now();
    let again = 0;
    for (const deal of await store.list(register)) if ((await send(deal)).kind !== 'recorded') again++;
    const secondsAgain = (performance.now() - t2) / 1000;
    const recordedAfter = (await count()) - before;

    console.log(`offline replay of ${DEALS} deals on PGlite: ${seconds.toFixed(1)} s (${((seconds * 1000) / DEALS).toFixed(1)} ms a deal), sent ${outcome.sent}, refused ${outcome.refused}, left ${outcome.remaining}; recorded ${recorded}`);
    console.log(`the same ${DEALS} keys sent again: ${secondsAgain.toFixed(1)} s, not answered as recorded: ${again}; recorded in all ${recordedAfter}`);
    const ok = seconds <= TARGET_S && outcome.sent === DEALS && recorded === DEALS && recordedAfter === DEALS && again === 0;
    console.log(ok ? `OK: ≤ ${TARGET_S} s, each deal recorded once` : 'FAILED');
    process.exitCode = ok ? 0 : 1;
  } finally {
    await server.stop();
    rmSync(dir, { recursive: true, force: true });
  }
}

void main();
