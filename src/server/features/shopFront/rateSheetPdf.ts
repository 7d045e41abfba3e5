import { pdfkit } from '../../documents/documentLibraries';
import type { PublicRates } from '../../../shared/contract/shopFront';
import { registerMontserrat } from '../../documents/montserrat';
import { formatDateTime, formatWireDate } from '../../documents/printFormat';

/** A4 in points, portrait. */
const A4 = { width: 595.28, height: 841.89 };
const MARGIN = 40;
const GREEN = '#137333';
const RED = '#b3261e';
const MUTED = '#5b6b80';

/**
 * «Печать курсов»: the day's rates on one A4 sheet for the window when the screen is off —
 * the city, the date and time, and every currency's buy and sell in figures as large as the
 * rows allow (up to ~60 pt), Montserrat embedded so that Cyrillic prints.
 */
export function renderRateSheet(rates: PublicRates, printedAt: Date, timeZone: string): Promise<Buffer> {
  const PDFDocument = pdfkit();
  const doc = new PDFDocument({ size: 'A4', margin: 0, lang: 'ru-RU', info: { Title: `Курсы валют — ${rates.city.name}`, Author: 'Money 24/7' } });
  registerMontserrat(doc);
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const inner = A4.width - 2 * MARGIN;
  doc.font('bold').fontSize(30).fillColor('#000000').text('Курсы валют', MARGIN, MARGIN, { width: inner });
  doc.font('regular').fontSize(16).fillColor(MUTED);
  doc.text(`${rates.city.name} · ${formatWireDate(rates.date)}`, MARGIN, MARGIN + 42, { width: inner });
  if (rates.updated_at) doc.text(`Курсы установлены: ${formatDateTime(rates.updated_at, timeZone)}`, MARGIN, MARGIN + 66, { width: inner });
  doc.text(`Напечатано: ${formatDateTime(printedAt, timeZone)}`, MARGIN, MARGIN + 88, { width: inner });

  const top = MARGIN + 128;
  const bottom = A4.height - MARGIN;
  if (rates.rates.length === 0) {
    doc.font('bold').fontSize(36).fillColor('#000000').text('Курсы уточняйте в кассе', MARGIN, (top + bottom) / 2 - 20, { width: inner, align: 'center' });
    doc.end();
    return done;
  }
  const codeWidth = inner * 0.3;
  const figureWidth = (inner - codeWidth) / 2;
  doc.font('regular').fontSize(14).fillColor(MUTED);
  doc.text('Валюта', MARGIN, top, { width: codeWidth });
  doc.text('Покупка', MARGIN + codeWidth, top, { width: figureWidth, align: 'right' });
  doc.text('Продажа', MARGIN + codeWidth + figureWidth, top, { width: figureWidth, align: 'right' });
  const rowsTop = top + 26;
  const rowHeight = Math.min(110, (bottom - rowsTop) / rates.rates.length);
  const longest = Math.max(...rates.rates.flatMap((r) => [r.buy.length, r.sell.length]));
  // As large as the row's height and the column's width allow (a digit is ~0.64 em wide).
  const figureSize = Math.min(60, rowHeight * 0.55, (figureWidth - 8) / (longest * 0.68));
  rates.rates.forEach((rate, i) => {
    const y = rowsTop + i * rowHeight;
    doc.moveTo(MARGIN, y).lineTo(A4.width - MARGIN, y).lineWidth(1).strokeColor('#d8dee8').stroke();
    const middle = y + rowHeight / 2;
    doc.font('bold').fontSize(Math.min(32, figureSize * 0.7)).fillColor('#000000').text(rate.code, MARGIN, middle - figureSize * 0.5, { width: codeWidth });
    doc.font('regular').fontSize(Math.min(12, figureSize * 0.3)).fillColor(MUTED).text(rate.name, MARGIN, middle + figureSize * 0.25, { width: codeWidth - 6, lineBreak: false, ellipsis: true });
    doc.font('bold').fontSize(figureSize).fillColor(GREEN).text(rate.buy, MARGIN + codeWidth, middle - figureSize * 0.6, { width: figureWidth, align: 'right' });
    doc.fillColor(RED).text(rate.sell, MARGIN + codeWidth + figureWidth, middle - figureSize * 0.6, { width: figureWidth, align: 'right' });
  });
  doc.end();
  return done;
}
