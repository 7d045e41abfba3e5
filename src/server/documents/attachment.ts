import type { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';
import { renderPdf } from './pdfTable';
import type { PrintDocument } from './printDocument';
import { renderXlsx } from './xlsxSheet';

/** A report as the file the web app saves or prints, with its Russian name. */
export type PrintFormat = 'pdf' | 'xlsx';

const CONTENT_TYPES: Record<PrintFormat, string> = {
  pdf: 'application/pdf',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

export async function sendDocument(reply: FastifyReply, document: PrintDocument, format: PrintFormat = 'pdf') {
  const file = format === 'xlsx' ? await renderXlsx(document) : await renderPdf(document);
  return fileHeaders(reply, document.fileName, format).send(file);
}

/** An export streamed as it is written: no Content-Length, the client shows bytes received. */
export function sendXlsxStream(reply: FastifyReply, fileName: string, body: Readable) {
  return fileHeaders(reply, fileName, 'xlsx').send(body);
}

function fileHeaders(reply: FastifyReply, fileName: string, format: PrintFormat) {
  return reply
    .header('content-type', CONTENT_TYPES[format])
    .header('content-disposition', contentDisposition(`${safeFileName(fileName)}.${format}`))
    // Balances of named people: not for shared caches or the browser's disk cache.
    .header('cache-control', 'no-store');
}

const UNSAFE = '/\\:*?"<>|';

/**
 * Names come from user data (a person's or a register's name): no path or control
 * characters, no quotes, one line, a sane length.
 */
export function safeFileName(name: string): string {
  const cleaned = [...name]
    .map((ch) => (ch.charCodeAt(0) < 0x20 || ch === '\u007f' || UNSAFE.includes(ch) ? ' ' : ch))
    .join('')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, 120)
    .trim();
  return cleaned || 'report';
}

/**
 * RFC 6266: `filename*` carries the UTF-8 name (RFC 5987 percent-encoding), `filename`
 * an ASCII transliteration for clients that do not read the former.
 */
export function contentDisposition(fileName: string): string {
  return `attachment; filename="${asciiFileName(fileName)}"; filename*=UTF-8''${encodeRfc5987(fileName)}`;
}

const encodeRfc5987 = (value: string) =>
  encodeURIComponent(value).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

const TRANSLIT: Record<string, string> = {
  а: 'a', б: 'b', в: 'v', г: 'g', д: 'd', е: 'e', ё: 'e', ж: 'zh', з: 'z', и: 'i', й: 'i', к: 'k', л: 'l',
  м: 'm', н: 'n', о: 'o', п: 'p', р: 'r', с: 's', т: 't', у: 'u', ф: 'f', х: 'kh', ц: 'ts', ч: 'ch',
  ш: 'sh', щ: 'shch', ъ: '', ы: 'y', ь: '', э: 'e', ю: 'iu', я: 'ia',
};

/** "Курсы валют Москва.pdf" → "Kursy valiut Moskva.pdf"; anything else non-ASCII → "_". */
export function asciiFileName(fileName: string): string {
  return [...fileName]
    .map((ch) => {
      const lower = ch.toLowerCase();
      const latin = TRANSLIT[lower];
      if (latin === undefined) return /[A-Za-z0-9 ._()-]/.test(ch) ? ch : '_';
      return ch === lower || !latin ? latin : latin[0].toUpperCase() + latin.slice(1);
    })
    .join('');
}
