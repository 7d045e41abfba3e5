/**
 * «Остатки и лимиты» and «Предложить заявки» for 2 000 registers (docs/VAULT.md "Stock and
 * suggested orders"; figures in docs/PERFORMANCE.md): one city with a vault and 2 000 tills,
 * each with limits in three currencies (about a quarter below the minimum, a quarter above the
 * maximum), balances, dispatched orders and pending internal transfers on the way; the admin's
 * calls through the app (inject, no network), each measured `--runs` times after a warm-up.
 *
 *   npm run bench:stock                     # PGlite (in the process), then PostgreSQL (a throwaway cluster)
 *   npm run bench:stock -- --db pglite      # one of them
 *
 * Target: each call ≤ 100 ms on PostgreSQL.
 */
import { spawnSync } from 'node:child_process';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { addCurrency } from '../src/server/features/currencies/currencyService';
import { buildTestApp, createTestUser, login } from '../src/server/testing/testApp';
import { openTestDb } from '../src/server/testing/testDb';

const { values, positionals } = parseArgs({
  options: { db: { type: 'string', default: 'all' }, registers: { type: 'string', default: '2000' }, runs: { type: 'string', default: '30' } },
  allowPositionals: true,
});
const me = resolve(process.argv[1]);
const tsx = resolve('node_modules/.bin/tsx');
const rest = ['--registers', values.registers!, '--runs', values.runs!, ...positionals];

if (values.db === 'all') {
  spawnSync(tsx, [me, '--db', 'pglite', ...rest], { stdio: 'inherit' });
  spawnSync('node', ['scripts/with-postgres.mjs', tsx, me, '--db', 'postgres', ...rest], { stdio: 'inherit' });
  process.exit(0);
}
if (values.db === 'postgres' && !process.env.TEST_DATABASE_URL) {
  const res = spawnSync('node', ['scripts/with-postgres.mjs', tsx, me, '--db', 'postgres', ...rest], { stdio: 'inherit' });
  process.exit(res.status ?? 1);
}
if (values.db === 'pglite') delete process.env.TEST_DATABASE_URL;

const REGISTERS = Number(values.registers);
const RUNS = Number(values.runs);

async function main() {
  const db = await openTestDb();
  const t = await buildTestApp({ db });
  const currencies = [
    await addCurrency(db, { code: 'RUB', name: 'Рубль', order: 1, base: true }),
    await addCurrency(db, { code: 'USD', name: 'Доллар США', order: 2 }),
    await addCurrency(db, { code: 'EUR', name: 'Евро', order: 3 }),
  ];
  const city = (await db.query<{ id: number }>("INSERT INTO cities (name) VALUES ('Бенч') RETURNING id")).rows[0].id;
  const vault = (await db.query<{ id: number }>("INSERT INTO cash_registers (name, city_id, kind) VALUES ('Хранилище', $1, 'vault') RETURNING id", [city])).rows[0].id;
  await db.query(`INSERT INTO cash_registers (name, city_id) SELECT 'Касса ' || g, $1 FROM generate_series(1, $2) g`, [city, REGISTERS]);
  const ids = `SELECT id FROM cash_registers WHERE city_id = ${city} AND kind = 'till'`;
  // Balances: 0–20 000 by register; limits 5 000 / 15 000, refill to 10 000 (a quarter below, a quarter above).
  await db.query(
    `INSERT INTO cash_balances (cash_register_id, currency_id, amount)
     SELECT r.id, c.id, (r.id * 7919 + c.id * 104729) % 20000 FROM (${ids}) r CROSS JOIN unnest($1::int[]) AS c(id)
     ON CONFLICT (cash_register_id, currency_id) DO UPDATE SET amount = EXCLUDED.amount`,
    [currencies.map((c) => c.id)],
  );
  await db.query(
    `INSERT INTO register_limits (cash_register_id, currency_id, min_amount, max_amount, refill_to)
     SELECT r.id, c.id, 5000, 15000, 10000 FROM (${ids}) r CROSS JOIN unnest($1::int[]) AS c(id)`,
    [currencies.map((c) => c.id)],
  );
  await db.query(
    `INSERT INTO cash_balances (cash_register_id, currency_id, amount) SELECT $1, c.id, 1000000 FROM unnest($2::int[]) AS c(id)
     ON CONFLICT (cash_register_id, currency_id) DO UPDATE SET amount = EXCLUDED.amount`,
    [vault, currencies.map((c) => c.id)],
  );
  // On the way: a dispatched refill to every tenth till, a pending internal transfer to every seventh.
  await db.query(
    `INSERT INTO cash_orders (kind, state, from_cash_register_id, to_cash_register_id, currency_id, amount, requested_at, updated_at)
     SELECT 'refill', 'dispatched', $1, r.id, $2, 1000, now(), now() FROM (${ids}) r WHERE r.id % 10 = 0`,
    [vault, currencies[1].id],
  );
  await db.query(
    `INSERT INTO transfers (kind, from_cash_register_id, to_cash_register_id, currency_id, amount)
     SELECT 'INTERNAL', $1, r.id, $2, 500 FROM (${ids}) r WHERE r.id % 7 = 0`,
    [vault, currencies[0].id],
  );
  await db.query('ANALYZE');
  await createTestUser(db, { username: 'benchadmin', isAdmin: true });
  const token = await login(t.app, 'benchadmin');
  const rows = (await db.query<{ n: number }>('SELECT count(*)::int AS n FROM register_limits')).rows[0].n;

  const calls: Array<[string, string]> = [
    // As the screen asks: 20 rows a page.
    ['the network, page 1', '/api/stock_levels/?page=1&size=20'],
    ['breaches only, page 1', '/api/stock_levels/?breaches=true&page=1&size=20'],
    ['the city, one currency', `/api/stock_levels/?city=${city}&currency=${currencies[1].id}&page=1&size=20`],
    ['the network, last page', `/api/stock_levels/?page=${Math.ceil(rows / 20)}&size=20`],
    ['«Предложить заявки»', `/api/stock_levels/suggestions/?city=${city}`],
  ];
  console.log(`\n${db.kind}: ${REGISTERS} tills, ${rows} limits; ${RUNS} runs each after 5 warm-up calls (ms)`);
  for (const [name, url] of calls) {
    const times: number[] = [];
    for (let i = 0; i < RUNS + 5; i++) {
      const started = process.hrtime.bigint();
      const res = await t.app.inject({ method: 'GET', url, headers: { authorization: `Token ${token}` } });
      const ms = Number(process.hrtime.bigint() - started) / 1e6;
      if (res.statusCode !== 200) throw new Error(`${url}: ${res.statusCode} ${res.body.slice(0, 200)}`);
      if (i >= 5) times.push(ms);
    }
    times.sort((a, b) => a - b);
    const at = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))].toFixed(1);
    console.log(`  ${name.padEnd(28)} median ${at(0.5).padStart(6)}  p95 ${at(0.95).padStart(6)}  max ${times.at(-1)!.toFixed(1).padStart(6)}   ${url}`);
  }
  await t.close();
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
