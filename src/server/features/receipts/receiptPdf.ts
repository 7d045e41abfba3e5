import { pdfkit } from '../../documents/documentLibraries';
import { registerMontserrat, type FontName } from '../../documents/montserrat';
import { formatAmount, formatDateTime, formatRate } from '../../documents/printFormat';
import type { Receipt } from './receiptData';
import type { Paper } from './schemas';

/**
 * A client's receipt as a PDF: a strip 80 mm wide for a receipt printer (its height is the
 * content's, so the printer cuts where the receipt ends) or a sheet of A4. One layout for
 * both, drawn from blocks measured first.
 */
export const NETWORK_NAME = 'Money 24/7';

type Pdf = PDFKit.PDFDocument;
type Text = { text: string; size: number; font?: FontName; align?: 'left' | 'center'; color?: string; spacing?: number };
type Block = { text: Text } | { row: [label: string, value: string] } | { rule: true } | { gap: number };

const MM = 72 / 25.4;
const PAGES: Record<Paper, { width: number; margin: number; scale: number }> = {
  '80mm': { width: 80 * MM, margin: 4 * MM, scale: 1 },
  a4: { width: 595.28, margin: 150, scale: 1.15 },
};
const A4_HEIGHT = 841.89;
const MUTED = '#444444';

/** "12345678" → "1234 5678": read aloud in two halves at the receiving window. */
const spacedCode = (code: string) => code.replace(/^(\d{4})(\d{4})$/, '$1 $2');

function valueText(line: Receipt['lines'][number]): string {
  if (line.kind === 'text') return line.value;
  return line.kind === 'rate' ? formatRate(line.value) : formatAmount(line.value, line.decimals);
}

function blocksOf(r: Receipt, timeZone: string): Block[] {
  const center = (text: string, size: number, font: FontName = 'regular', color?: string): Block => ({ text: { text, size, font, align: 'center', color } });
  const blocks: Block[] = [
    center(NETWORK_NAME, 13, 'bold'),
    center(`${r.register} · ${r.city}`, 8.5),
    { gap: 4 },
    center(`Чек № ${r.number}`, 10.5, 'bold'),
    center(formatDateTime(r.at, timeZone), 8.5),
    { rule: true },
    { text: { text: r.operation, size: 10.5, font: 'bold' } },
    { gap: 2 },
    ...r.lines.map((line): Block => ({ row: [line.label, valueText(line)] })),
  ];
  if (r.transfer) {
    blocks.push(
      { rule: true },
      { text: { text: 'Получение', size: 8.5, color: MUTED } },
      { text: { text: `${r.transfer.toRegister} · ${r.transfer.toCity}`, size: 10, font: 'bold' } },
      { gap: 6 },
      center('Код перевода', 8.5, 'regular', MUTED),
    );
    blocks.push(
      r.transfer.code
        ? { text: { text: spacedCode(r.transfer.code), size: 26, font: 'bold', align: 'center', spacing: 1.5 } }
        : center('Код у клиента: он напечатан на первом чеке', 8.5),
    );
    if (r.transfer.code) blocks.push(center('Назовите код в кассе получения. Никому больше его не сообщайте.', 7.5, 'regular', MUTED));
  }
  blocks.push({ rule: true }, { text: { text: `Кассир: ${r.cashier}`, size: 8.5 } }, { gap: 6 }, center('Спасибо!', 9));
  return blocks;
}

const ROW_SIZE = 9.5;
const LABEL_SHARE = 0.58;

function heightOf(doc: Pdf, block: Block, width: number, scale: number): number {
  if ('gap' in block) return block.gap * scale;
  if ('rule' in block) return 12 * scale;
  if ('text' in block) {
    const t = block.text;
    return doc.font(t.font ?? 'regular').fontSize(t.size * scale).heightOfString(t.text, { width, characterSpacing: t.spacing }) + 2 * scale;
  }
  doc.fontSize(ROW_SIZE * scale);
  const label = doc.font('regular').heightOfString(block.row[0], { width: width * LABEL_SHARE - 4 });
  const value = doc.font('bold').heightOfString(block.row[1], { width: width * (1 - LABEL_SHARE) });
  return Math.max(label, value) + 3 * scale;
}

function draw(doc: Pdf, block: Block, x: number, y: number, width: number, scale: number): void {
  if ('gap' in block) return;
  if ('rule' in block) {
    const mid = y + 6 * scale;
    doc.moveTo(x, mid).lineTo(x + width, mid).dash(2, { space: 2 }).strokeColor('#888888').lineWidth(0.6).stroke().undash();
    return;
  }
  if ('text' in block) {
    const t = block.text;
    doc.font(t.font ?? 'regular').fontSize(t.size * scale).fillColor(t.color ?? '#000000')
      .text(t.text, x, y, { width, align: t.align ?? 'left', characterSpacing: t.spacing });
    return;
  }
  doc.fontSize(ROW_SIZE * scale).fillColor(MUTED).font('regular').text(block.row[0], x, y, { width: width * LABEL_SHARE - 4 });
  doc.fillColor('#000000').font('bold').text(block.row[1], x + width * LABEL_SHARE, y, { width: width * (1 - LABEL_SHARE), align: 'right' });
}

function newDoc(width: number, height: number, title: string): Pdf {
  const PDFDocument = pdfkit();
  const doc = new PDFDocument({ size: [width, height], margin: 0, lang: 'ru-RU', info: { Title: title, Author: NETWORK_NAME } });
  registerMontserrat(doc);
  return doc;
}

export async function renderReceipt(receipt: Receipt, paper: Paper, timeZone: string): Promise<Buffer> {
  const { width, margin, scale } = PAGES[paper];
  const inner = width - 2 * margin;
  const blocks = blocksOf(receipt, timeZone);
  const title = `Чек № ${receipt.number}`;
  // Measured on a scratch document: the strip is exactly as long as its content.
  const scratch = newDoc(width, 1000, title);
  const heights = blocks.map((b) => heightOf(scratch, b, inner, scale));
  scratch.end();
  const contentHeight = heights.reduce((sum, h) => sum + h, 0);
  const top = paper === 'a4' ? 72 : margin;
  const doc = newDoc(width, paper === 'a4' ? A4_HEIGHT : Math.ceil(contentHeight + 2 * margin), title);
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  let y = top;
  blocks.forEach((block, i) => {
    draw(doc, block, margin, y, inner, scale);
    y += heights[i];
  });
  doc.end();
  return done;
}
