/**
 * `npm run bench` (last step): an export of 100 000 rows, measured for the server's memory.
 *   NODE_OPTIONS=--expose-gc tsx bench/exportMemory.ts [--rows 100000]
 * Inserts that many creditor/debtor operations on one register and day into an embedded
 * database, downloads the register report as XLSX over HTTP (the body is counted and
 * dropped), and samples the process's heap and RSS every 50 ms. Writes
 * bench/results/export-memory.json.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { openLedgerFixture } from '../src/server/ledger/testing/ledgerFixture';
import { createPerson } from '../src/server/features/operationPersons/personService';
import { SYSTEM_ACTOR } from '../src/server/http/scope';

const { values } = parseArgs({ options: { rows: { type: 'string', default: '100000' } } });
const rows = Number(values.rows);
const mb = (bytes: number) => Math.round(bytes / 1_048_576);

async function main() {
  const f = await openLedgerFixture({ app: true });
  const person = await createPerson(f.db, SYSTEM_ACTOR, { first_name: 'Экспорт', last_name: 'Строк', phone: '', city: f.cities.moscow });
  await f.db.query(
    `INSERT INTO out_transactions (cash_register_id, operation_person_id, currency_id, is_crypto, operation_type, amount, comment, created_at)
     SELECT $1, $2, $3, false, CASE WHEN g % 2 = 0 THEN 'REPLENISHMENT' ELSE 'HANDED_OVER' END, g + 0.25, 'операция ' || g,
            timestamptz '2026-11-20 09:00:00+03' + g * interval '100 millisecond'
       FROM generate_series(1, $4::int) AS g`,
    [f.registers.m1, person.id, f.currencies.USD, rows],
  );
  const address = await f.app.listen({ host: '127.0.0.1', port: 0 });
  const token = await f.token('admin');
  global.gc?.();
  const before = process.memoryUsage();
  let peakHeap = before.heapUsed;
  let peakRss = before.rss;
  // With --expose-gc (npm run bench passes it) each sample is taken after a collection, so
  // the peak is what the export keeps alive, not garbage waiting for the collector.
  let samples = 0;
  const sampler = setInterval(() => {
    if (global.gc && ++samples % 10 === 0) global.gc();
    const now = process.memoryUsage();
    peakHeap = Math.max(peakHeap, now.heapUsed);
    peakRss = Math.max(peakRss, now.rss);
  }, 50);

  const started = performance.now();
  const res = await fetch(
    `${address}/api/print_out_transaction_report/?format=xlsx&cash_register=${f.registers.m1}&from_date=2026-11-20&to_date=2026-11-20`,
    { headers: { Authorization: `Token ${token}` } },
  );
  let bytes = 0;
  for await (const chunk of res.body as unknown as AsyncIterable<Uint8Array>) bytes += chunk.byteLength;
  const seconds = (performance.now() - started) / 1000;
  clearInterval(sampler);

  const result = {
    rows,
    status: res.status,
    fileMB: +(bytes / 1_048_576).toFixed(1),
    seconds: +seconds.toFixed(1),
    heapBeforeMB: mb(before.heapUsed),
    heapPeakMB: mb(peakHeap),
    heapGrowthMB: mb(peakHeap - before.heapUsed),
    collectedSamples: Boolean(global.gc),
    rssBeforeMB: mb(before.rss),
    rssPeakMB: mb(peakRss),
    rssGrowthMB: mb(peakRss - before.rss),
  };
  console.log(`[bench export] ${JSON.stringify(result)}`);
  mkdirSync('bench/results', { recursive: true });
  writeFileSync('bench/results/export-memory.json', JSON.stringify(result, null, 2));
  await f.close();
  if (res.status !== 200) process.exitCode = 1;
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
