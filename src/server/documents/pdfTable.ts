import { pdfkit } from './documentLibraries';
import { registerMontserrat, type FontName } from './montserrat';
import { EMPTY_ROWS, cellText, type Align, type PrintDocument, type Table } from './printDocument';

/**
 * A PrintDocument as an A4 PDF: Montserrat (a full TTF, so Cyrillic embeds), the title and
 * its lines, tables whose header repeats on every page, and "Страница N из M" at the foot.
 */
type Pdf = PDFKit.PDFDocument;

const MARGIN = 36;
/** Room under the text area for the page number. */
const FOOT = 18;
const SIZE = { title: 15, line: 10, caption: 11, cell: 8.5, pageNumber: 8 };
const PAD = 3;
/** A longer cell (a 1000-character comment) is cut with an ellipsis, so a row fits a page. */
const MAX_CELL_HEIGHT = 150;
const COLOR = { text: '#000000', muted: '#555555', rule: '#a0a0a0', header: '#e6e6e6', footer: '#f3f3f3' };

export async function renderPdf(document: PrintDocument): Promise<Buffer> {
  const PDFDocument = pdfkit();
  const doc = new PDFDocument({
    size: 'A4',
    layout: document.landscape ? 'landscape' : 'portrait',
    margins: { top: MARGIN, left: MARGIN, right: MARGIN, bottom: MARGIN + FOOT },
    bufferPages: true,
    lang: 'ru-RU',
    info: { Title: document.title, Author: 'Money 24/7' },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  registerMontserrat(doc);

  doc.font('bold').fontSize(SIZE.title).fillColor(COLOR.text).text(document.title);
  doc.moveDown(0.3).font('regular').fontSize(SIZE.line);
  for (const line of document.lines) doc.text(line);
  for (const table of document.tables) drawTable(doc, table, document.timeZone);
  numberPages(doc);
  doc.end();
  return done;
}

interface RowStyle {
  font: FontName;
  fill?: string;
  color?: string;
}

const bottomOf = (doc: Pdf) => doc.page.height - doc.page.margins.bottom;

function rowHeight(doc: Pdf, texts: string[], widths: number[], font: FontName): number {
  doc.font(font).fontSize(SIZE.cell);
  const line = doc.currentLineHeight(true);
  // Measuring a wrapped height is slow; most cells fit on one line, which is cheap to see.
  const heights = texts.map((t, i) => {
    const room = widths[i] - 2 * PAD;
    return !t.includes('\n') && doc.widthOfString(t) <= room ? line : doc.heightOfString(t, { width: room });
  });
  return Math.min(MAX_CELL_HEIGHT, Math.max(line, ...heights)) + 2 * PAD;
}

function drawRow(doc: Pdf, y: number, height: number, texts: string[], widths: number[], aligns: Align[], style: RowStyle): number {
  let x = doc.page.margins.left;
  texts.forEach((text, i) => {
    if (style.fill) doc.rect(x, y, widths[i], height).fill(style.fill);
    doc.rect(x, y, widths[i], height).lineWidth(0.5).stroke(COLOR.rule);
    doc.font(style.font).fontSize(SIZE.cell).fillColor(style.color ?? COLOR.text);
    doc.text(text, x + PAD, y + PAD, { width: widths[i] - 2 * PAD, height: height - 2 * PAD, align: aligns[i], ellipsis: true });
    x += widths[i];
  });
  return y + height;
}

function drawTable(doc: Pdf, table: Table, timeZone: string): void {
  const left = doc.page.margins.left;
  const full = doc.page.width - left - doc.page.margins.right;
  const weight = table.columns.reduce((sum, c) => sum + c.width, 0);
  const widths = table.columns.map((c) => (c.width / weight) * full);
  const aligns = table.columns.map((c) => c.align ?? 'left');
  const headers = table.columns.map((c) => c.header);
  const texts = (row: Table['rows'][number]) => row.map((cell) => cellText(cell, timeZone));

  let y = doc.y + SIZE.line;
  // Keep the caption with the header and a first row.
  if (y + 3 * (SIZE.caption + 2 * PAD) + rowHeight(doc, headers, widths, 'bold') > bottomOf(doc)) {
    doc.addPage();
    y = doc.page.margins.top;
  }
  if (table.caption) {
    doc.font('bold').fontSize(SIZE.caption).fillColor(COLOR.text).text(table.caption, left, y, { width: full });
    y = doc.y + 2;
  }
  const headerHeight = rowHeight(doc, headers, widths, 'bold');
  const header = (top: number) => drawRow(doc, top, headerHeight, headers, widths, aligns, { font: 'bold', fill: COLOR.header });
  y = header(y);

  const place = (row: string[], rowAligns: Align[], rowWidths: number[], style: RowStyle) => {
    const height = rowHeight(doc, row, rowWidths, style.font);
    if (y + height > bottomOf(doc)) {
      doc.addPage();
      y = header(doc.page.margins.top);
    }
    y = drawRow(doc, y, height, row, rowWidths, rowAligns, style);
  };
  if (table.rows.length === 0) place([table.empty ?? EMPTY_ROWS], ['center'], [full], { font: 'regular', color: COLOR.muted });
  for (const row of table.rows) place(texts(row), aligns, widths, { font: 'regular' });
  for (const row of table.footer ?? []) place(texts(row), aligns, widths, { font: 'bold', fill: COLOR.footer });

  doc.x = left;
  doc.y = y;
}

/** Written last, on the buffered pages, inside the foot room (the margin is lifted meanwhile). */
function numberPages(doc: Pdf): void {
  const { start, count } = doc.bufferedPageRange();
  for (let i = start; i < start + count; i++) {
    doc.switchToPage(i);
    const { bottom, left, right } = doc.page.margins;
    doc.page.margins.bottom = 0;
    doc.font('regular').fontSize(SIZE.pageNumber).fillColor(COLOR.muted);
    doc.text(`Страница ${i - start + 1} из ${count}`, left, doc.page.height - MARGIN - SIZE.pageNumber, {
      width: doc.page.width - left - right,
      align: 'center',
      lineBreak: false,
    });
    doc.page.margins.bottom = bottom;
  }
}
