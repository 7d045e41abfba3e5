import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import ExcelJS from 'exceljs';

/** Test-only: a rendered file read back as a person would see it. */

/** The PDF's text by poppler's `pdftotext` (Debian poppler-utils); a no-break space reads as " ". */
export async function pdfText(pdf: Buffer): Promise<string> {
  const dir = mkdtempSync(join(tmpdir(), 'm247-print-'));
  try {
    const file = join(dir, 'file.pdf');
    writeFileSync(file, pdf);
    const { stdout } = await promisify(execFile)('pdftotext', ['-layout', '-enc', 'UTF-8', file, '-']);
    return stdout;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Pages of a PDF (pdftotext ends each with a form feed). */
export const pdfPages = (text: string) => text.split('\f').filter((page) => page.trim()).length;

/** The only sheet of an XLSX, and every row's values (1-based cells as exceljs keeps them). */
export async function xlsxRows(xlsx: Buffer): Promise<{ sheet: ExcelJS.Worksheet; values: unknown[][] }> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(xlsx as never);
  expect(workbook.worksheets).toHaveLength(1);
  const sheet = workbook.worksheets[0];
  const values: unknown[][] = [];
  sheet.eachRow({ includeEmpty: true }, (row, n) => {
    values[n - 1] = (row.values as unknown[]).slice(1);
  });
  return { sheet, values };
}

/** The first cell whose value equals `value`. */
export function findCell(sheet: ExcelJS.Worksheet, value: unknown): ExcelJS.Cell | undefined {
  let found: ExcelJS.Cell | undefined;
  sheet.eachRow((row) =>
    row.eachCell((cell) => {
      if (!found && cell.value === value) found = cell;
    }),
  );
  return found;
}
