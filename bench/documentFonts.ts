/**
 * A printed report's PDF («Взаиморасчёты», built by the app's own positionsDocument), the first
 * of a process and the ones after it
 * (docs/PERFORMANCE.md, "Documents: the fonts parsed once"): `npx tsx bench/documentFonts.ts [N]`.
 * The first document parses Montserrat's two faces (documents/montserrat.ts) and lays its text
 * out with empty caches; the next N reuse both. Before the fonts were shared, every document
 * paid what the first pays now.
 */
import { performance } from 'node:perf_hooks';
import { renderPdf } from '../src/server/documents/pdfTable';
import { positionsDocument } from '../src/server/features/settlements/positionsDocument';

const runs = Number(process.argv[2] ?? 20);

/** «Взаиморасчёты» as the app prints it, with 120 lines between eight cities. */
const CITIES = ['Москва', 'Казань', 'Санкт-Петербург', 'Екатеринбург', 'Новосибирск', 'Самара', 'Омск', 'Уфа'].map((name, i) => ({ id: i + 1, name }));
const CURRENCIES = [
  { id: 1, code: 'RUB', name: 'Рубль' },
  { id: 2, code: 'USD', name: 'Доллар США' },
];
const report = positionsDocument(
  {
    from_date: '2026-11-01',
    to_date: '2026-11-29',
    city: null,
    closed: false,
    closed_through: null,
    cities: CITIES,
    periods: [],
    lines: Array.from({ length: 120 }, (_, i) => ({
      from_city: CITIES[i % 8],
      to_city: CITIES[(i + 1 + (i >> 3)) % 8],
      currency: CURRENCIES[i % 2],
      sent: `${1000 + i * 17}.50`,
      paid: `${900 + i * 13}.25`,
      net: `${100 + i * 4}.25`,
      settled: '0.00',
      position: `${100 + i * 4}.25`,
    })),
  },
  new Date('2026-11-29T12:00:00Z'),
);

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
  console.log(`«Взаиморасчёты», 120 lines, ${runs + 1} PDFs in one process`);
  console.log(`  first (fonts parsed, layout caches empty): ${first.toFixed(0)} ms`);
  console.log(`  the next ${runs}: median ${at(0.5)} ms, fastest ${rest[0].toFixed(0)} ms, slowest ${rest[rest.length - 1].toFixed(0)} ms`);
}

void main();
