import type ExcelJS from 'exceljs';
import type PDFDocument from 'pdfkit';

/**
 * exceljs, pdfkit and fontkit, loaded when the first document is made instead of at start:
 * exceljs and pdfkit take ~0.6 s to load, which every test file that opens the app paid (jest
 * loads a file's modules afresh), while few of them make a document. Node caches a module after its first
 * load, so a document after the first costs nothing more.
 */
export function exceljs(): typeof ExcelJS {
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- loaded on first use, see above
  return require('exceljs');
}

export function pdfkit(): typeof PDFDocument {
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- loaded on first use, see above
  return require('pdfkit');
}

/**
 * What the documents use of fontkit (pdfkit's font engine; it ships no types): a font from its
 * bytes, its decoded tables by tag, and a table decoded on first read of its property.
 */
export interface FontkitFont {
  layout(text: string): unknown;
  _tables: Record<string, unknown>;
  readonly [table: string]: unknown;
}

export function fontkit(): { create(bytes: Uint8Array): FontkitFont } {
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- loaded on first use, see above
  return require('fontkit');
}
