/**
 * `npx tsx bench/shopfrontScreens.ts [--screens 500] [--publications 20] [--port 8297]`:
 * N open office screens (the public stream GET /api/public/rates/stream/) on ONE API process
 * (embedded database, fresh demo data), then a supervisor publishes the city's rates again
 * and again (POST /api/value_setting/create_many/); each screen's time from the publication's
 * request to its figures arriving is one sample. Prints p50 / p99 / max (docs/PERFORMANCE.md
 * "Shop front"). The screens are this process's fetch streams, on the same 2 cores.
 */
import { spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';

const { values } = parseArgs({
  options: { screens: { type: 'string', default: '500' }, publications: { type: 'string', default: '20' }, port: { type: 'string', default: '8297' } },
});
const SCREENS = Number(values.screens);
const PUBLICATIONS = Number(values.publications);
const base = `http://127.0.0.1:${values.port}`;
const dataDir = `/tmp/m247-bench-shopfront-${values.port}`;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function startServer() {
  rmSync(dataDir, { recursive: true, force: true });
  const child = spawn(resolve('node_modules/.bin/tsx'), ['src/server/main.ts'], {
    detached: true,
    stdio: 'ignore',
    env: { ...process.env, DATA_DIR: dataDir, PORT: values.port, DEMO_HISTORY_DAYS: '1', LOG_LEVEL: 'warn', RATE_LIMIT_PER_MINUTE: '0', OFFICIAL_RATES_URL: '' },
  });
  for (let i = 0; i < 600; i++) {
    try {
      if ((await fetch(`${base}/login`)).ok) return child;
    } catch {
      // starting
    }
    await sleep(300);
  }
  throw new Error('server did not start');
}

interface Screen {
  /** buy of USD → when it arrived (ms, performance.now()). */
  seen: Map<string, number>;
  abort: AbortController;
}

async function openScreen(city: number): Promise<Screen> {
  const screen: Screen = { seen: new Map(), abort: new AbortController() };
  const res = await fetch(`${base}/api/public/rates/stream/?city=${city}`, { signal: screen.abort.signal });
  if (res.status !== 200) throw new Error(`stream: ${res.status}`);
  void (async () => {
    const decoder = new TextDecoder();
    let buffer = '';
    try {
      for await (const chunk of res.body as unknown as AsyncIterable<Uint8Array>) {
        buffer += decoder.decode(chunk, { stream: true });
        let end;
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          const data = buffer.slice(0, end).split('\n').find((l) => l.startsWith('data: '));
          buffer = buffer.slice(end + 2);
          if (!data) continue;
          const event = JSON.parse(data.slice(6));
          const usd = event.type === 'rates' ? event.rates.rates.find((r: { code: string }) => r.code === 'USD') : null;
          if (usd && !screen.seen.has(usd.buy)) screen.seen.set(usd.buy, performance.now());
        }
      }
    } catch {
      // closed at the end
    }
  })();
  return screen;
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

async function main() {
  const started = Date.now();
  const server = await startServer();
  try {
    console.log(`server up in ${((Date.now() - started) / 1000).toFixed(1)} s`);
    const login = await (await fetch(`${base}/api/token-auth/`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username: 'supervisor', password: 'supervisor' }) })).json();
    const auth = { authorization: `Token ${login.token}`, 'content-type': 'application/json' };
    const cityList = await (await fetch(`${base}/api/city/`, { headers: auth })).json();
    const city = (Array.isArray(cityList) ? cityList : cityList.results).find((c: { name: string }) => c.name === 'Москва').id;
    const usd = (await (await fetch(`${base}/api/currency/`, { headers: auth })).json()).find((c: { code: string }) => c.code === 'USD').id;

    const opening = performance.now();
    const screens: Screen[] = [];
    for (let i = 0; i < SCREENS; i += 50) screens.push(...(await Promise.all(Array.from({ length: Math.min(50, SCREENS - i) }, () => openScreen(city)))));
    console.log(`${SCREENS} screens open in ${((performance.now() - opening) / 1000).toFixed(1)} s`);

    const samples: number[] = [];
    let missing = 0;
    for (let p = 0; p < PUBLICATIONS; p++) {
      const buy = `80.${String(p).padStart(2, '0')}`;
      const t0 = performance.now();
      const res = await fetch(`${base}/api/value_setting/create_many/`, {
        method: 'POST',
        headers: auth,
        body: JSON.stringify({ city, rates: [{ currency: usd, buy_rate: buy, sell_rate: '99' }] }),
      });
      if (res.status !== 201) throw new Error(`publish: ${res.status} ${await res.text()}`);
      const deadline = performance.now() + 10_000;
      while (screens.some((s) => !s.seen.has(buy)) && performance.now() < deadline) await sleep(5);
      for (const s of screens) {
        const at = s.seen.get(buy);
        if (at === undefined) missing++;
        else samples.push(at - t0);
      }
      await sleep(500);
    }
    samples.sort((a, b) => a - b);
    const ms = (n: number) => `${n.toFixed(0)} ms`;
    console.log(
      `${SCREENS} screens × ${PUBLICATIONS} publications: ${samples.length} deliveries, ${missing} missing; ` +
        `publish-to-screen p50 ${ms(percentile(samples, 50))}, p99 ${ms(percentile(samples, 99))}, max ${ms(samples[samples.length - 1])}`,
    );
    for (const s of screens) s.abort.abort();
  } finally {
    process.kill(-server.pid!, 'SIGKILL');
  }
}

void main().then(
  () => process.exit(0),
  (err) => {
    console.error(err);
    process.exit(1);
  },
);
