import { renderReceipt } from '../features/receipts/receiptPdf';
import type { Receipt } from '../features/receipts/receiptData';
import { renderPdf } from './pdfTable';
import { amount, type PrintDocument } from './printDocument';
import { pdfText } from './testing/readBack';

/**
 * A server prints many documents in one process, and each must carry every letter it was
 * given. Sharing one parsed font between documents once made later documents of the same
 * process lose letters (a receipt's "Money 24/7" printed as " M n 24/7"; docs/testing.md,
 * "Not kept"): each test here reads back a document printed after others, never the first of
 * the process alone. With the font shared, the report below lost a, c, e, o, p and y.
 */
/** Every small Latin letter: the defect dropped some of them (and not the capitals). */
const LATIN = 'abcdefghijklmnopqrstuvwxyz';

const receipt = (number: number, operation: string): Receipt => ({
  number,
  at: '2026-11-29T09:15:00Z',
  register: 'Касса Тверская',
  city: 'Москва',
  cashier: 'Ксения Кассирова',
  operation,
  lines: [
    { label: 'Сумма', value: '1000.00', decimals: 2, kind: 'amount' },
    { label: 'Курс', value: '92.5', kind: 'rate' },
    { label: 'Комментарий', value: LATIN, kind: 'text' },
  ],
});

const report = (title: string): PrintDocument => ({
  title,
  lines: ['Город: Казань'],
  tables: [{ caption: 'Остатки', columns: [{ header: 'Валюта', width: 1 }, { header: 'Сумма', width: 1, align: 'right' }], rows: [['EUR', amount('5.10')], ['Юань', amount('70.00')], [LATIN, amount('1.00')]] }],
  fileName: title,
  timeZone: 'Europe/Moscow',
});

/** The text as one line of words: pdftotext's layout spaces are not what is checked. */
const words = (text: string) => text.replace(/\s+/g, ' ').trim();
/** The letters alone: a narrow receipt wraps a long word. */
const letters = (text: string) => text.replace(/\s+/g, '');

it('a receipt printed after other receipts and a report carries every letter', async () => {
  await renderReceipt(receipt(1, 'Покупка валюты'), '80mm', 'Europe/Moscow');
  await renderPdf(report('Отчёт по кассе'));
  const later = await pdfText(await renderReceipt(receipt(2, 'Продажа валюты'), '80mm', 'Europe/Moscow'));
  for (const expected of ['Money 24/7', 'Касса Тверская · Москва', 'Чек № 2', 'Продажа валюты', 'Сумма', 'Курс']) expect(words(later)).toContain(expected);
  expect(letters(later)).toContain(LATIN);
});

it('a report printed after receipts carries every letter', async () => {
  await renderReceipt(receipt(3, 'Покупка валюты'), 'a4', 'Europe/Moscow');
  const later = words(await pdfText(await renderPdf(report('Взаиморасчёты между городами'))));
  for (const expected of ['Взаиморасчёты между городами', 'Город: Казань', 'Остатки', 'Валюта', 'EUR', 'Юань', LATIN]) expect(later).toContain(expected);
});
