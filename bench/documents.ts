/**
 * CPU of the documents the server prints, in one process, as a server makes them one after
 * another: an 80 mm receipt, an A4 receipt, and a report of 120 rows (PDF), each N times after
 * one warm-up. Prints the median and mean milliseconds of each (wall time of a synchronous-heavy
 * call on an otherwise quiet process: ~CPU time). docs/PERFORMANCE.md, "Documents".
 *
 *   npx tsx bench/documents.ts [--runs 20]
 */
import { renderPdf } from '../src/server/documents/pdfTable';
import { amount, type PrintDocument } from '../src/server/documents/printDocument';
import { renderReceipt } from '../src/server/features/receipts/receiptPdf';
import type { Receipt } from '../src/server/features/receipts/receiptData';

const runsArg = process.argv.indexOf('--runs');
const RUNS = runsArg > 0 ? Number(process.argv[runsArg + 1]) : 20;

const receipt: Receipt = {
  number: 17,
  at: '2026-11-29T09:15:00Z',
  register: 'Касса Тверская',
  city: 'Москва',
  cashier: 'Ксения Кассирова',
  operation: 'Покупка валюты',
  lines: [
    { label: 'Сумма', value: '1000.00', decimals: 2, kind: 'amount' },
    { label: 'Курс', value: '92.5', kind: 'rate' },
    { label: 'Итого', value: '92500.00', decimals: 2, kind: 'amount' },
    { label: 'Клиент', value: 'Иванов Иван Петрович', kind: 'text' },
  ],
};

const report: PrintDocument = {
  title: 'Отчет по городу Москва за 29.11.2026',
  lines: ['Город: Москва', 'Период: 01.11.2026 — 29.11.2026'],
  tables: [
    {
      caption: 'Операции',
      columns: [
        { header: 'Касса', width: 2 },
        { header: 'Валюта', width: 1 },
        { header: 'Покупка', width: 1, align: 'right' },
        { header: 'Продажа', width: 1, align: 'right' },
        { header: 'Комментарий', width: 3 },
      ],
      rows: Array.from({ length: 120 }, (_, i) => [`Касса ${(i % 7) + 1} Тверская`, ['USD', 'EUR', 'CNY'][i % 3], amount(`${1000 + i * 37}.50`), amount(`${900 + i * 11}.00`), `Клиент № ${i}: AVATAR, Ёлкина`]),
    },
  ],
  fileName: 'report',
  timeZone: 'Europe/Moscow',
};

async function timed(name: string, make: () => Promise<Buffer>): Promise<void> {
  await make();
  const ms: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const start = process.hrtime.bigint();
    await make();
    ms.push(Number(process.hrtime.bigint() - start) / 1e6);
  }
  ms.sort((a, b) => a - b);
  const mean = ms.reduce((s, x) => s + x, 0) / ms.length;
  console.log(`${name.padEnd(24)} median ${ms[Math.floor(ms.length / 2)].toFixed(1)} ms, mean ${mean.toFixed(1)} ms (${RUNS} runs)`);
}

async function main(): Promise<void> {
  await timed('receipt, 80 mm', () => renderReceipt(receipt, '80mm', 'Europe/Moscow'));
  await timed('receipt, A4', () => renderReceipt(receipt, 'a4', 'Europe/Moscow'));
  await timed('report, 120 rows (PDF)', () => renderPdf(report));
}

void main();
