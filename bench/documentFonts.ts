/**
 * A printed report's PDF, the first of a process and the ones after it
 * (docs/PERFORMANCE.md, "Documents: the fonts parsed once"): `npx tsx bench/documentFonts.ts [N]`.
 * The first document parses Montserrat's two faces (documents/montserrat.ts) and lays its text
 * out with empty caches; the next N reuse both. Before the fonts were shared, every document
 * paid what the first pays now.
 */
import { performance } from 'node:perf_hooks';
import { renderPdf } from '../src/server/documents/pdfTable';
import type { PrintDocument } from '../src/server/documents/printDocument';

const runs = Number(process.argv[2] ?? 20);

const report: PrintDocument = {
  title: 'Операции кассы — Касса Арбат',
  lines: ['Город: Москва', 'Период: 01.11.2026 — 29.11.2026', 'Напечатано: 29.11.2026 15:00'],
  tables: [
    {
      caption: 'Операции',
      columns: [
        { header: 'Дата', width: 2 },
        { header: 'Операция', width: 3 },
        { header: 'Валюта', width: 1 },
        { header: 'Сумма', width: 2, align: 'right' },
        { header: 'Курс', width: 2, align: 'right' },
        { header: 'Комментарий', width: 4 },
      ],
      rows: Array.from({ length: 120 }, (_, i) => [
        { at: new Date(Date.UTC(2026, 10, 1 + (i % 28), 9, i % 60)) },
        i % 2 ? 'Покупка' : 'Продажа',
        i % 3 ? 'USD' : 'EUR',
        { amount: `${1000 + i * 17}.50` },
        { rate: `${90 + (i % 7)}.1250` },
        i % 5 ? '' : 'Клиент просил мелкими купюрами',
      ]),
      footer: [['Итого', null, null, { amount: '123456.78' }, null, null]],
    },
  ],
  fileName: 'bench',
  timeZone: 'Europe/Moscow',
};

async function timed(): Promise<number> {
  const started = performance.now();
  const pdf = await renderPdf(report);
  if (pdf.subarray(0, 5).toString() !== '%PDF-') throw new Error('not a PDF');
  return performance.now() - started;
}

async function main(): Promise<void> {
  const first = await timed();
  const rest: number[] = [];
  for (let i = 0; i < runs; i++) rest.push(await timed());
  rest.sort((a, b) => a - b);
  const at = (q: number) => rest[Math.min(rest.length - 1, Math.floor(q * rest.length))].toFixed(0);
  console.log(`a report of 120 rows, ${runs + 1} PDFs in one process`);
  console.log(`  first (fonts parsed, layout caches empty): ${first.toFixed(0)} ms`);
  console.log(`  the next ${runs}: median ${at(0.5)} ms, fastest ${rest[0].toFixed(0)} ms, slowest ${rest[rest.length - 1].toFixed(0)} ms`);
}

void main();
