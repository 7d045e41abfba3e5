import type ExcelJS from 'exceljs';
import { exceljs } from './documentLibraries';
import { dec } from '../ledger/decimal';
import { EMPTY_ROWS, cellText, type Cell, type PrintDocument, type Table } from './printDocument';
import { formatAmount, formatRate, fractionDigits, significantDigits, wallClock } from './printFormat';

/**
 * A PrintDocument as one XLSX sheet: the title and lines on top, then each table with a
 * bold header row; amounts are numeric cells with a '#,##0.00' style format, so the file
 * sums and sorts in a spreadsheet.
 *
 * Amounts are decimal strings; a numeric cell is a double. The string becomes a Number only
 * when it has at most 15 significant digits (DBL_DIG): such a decimal survives string →
 * double → display unchanged, so the cell shows exactly the ledger's figure. A longer one
 * (a 12-digit crypto balance with 8 decimals) is written as the formatted text instead.
 * The file is for display; the ledger's figures live in the database, never in it.
 */
const MAX_SIGNIFICANT = 15;
const HEADER_FILL: ExcelJS.Fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FFE6E6E6' } };
export const THIN: Partial<ExcelJS.Borders> = {
  top: { style: 'thin' },
  left: { style: 'thin' },
  bottom: { style: 'thin' },
  right: { style: 'thin' },
};

export const amountFormat = (decimals: number) => (decimals > 0 ? `#,##0.${'0'.repeat(decimals)}` : '#,##0');
/** Rates: at least 2, up to 6 decimals. */
export const RATE_FORMAT = '#,##0.00####';
/** dd/MM/yyyy (docs/PRODUCT.md §9); the slashes escaped so Excel does not localise them. */
export const DATE_TIME_FORMAT = 'dd\\/mm\\/yyyy hh:mm';

/** Sheet names: at most 31 characters, none of : \ / ? * [ ]. */
export const sheetName = (title: string) => title.replace(/[:\\/?*[\]]/g, ' ').slice(0, 31).trim() || 'Отчет';

export async function renderXlsx(document: PrintDocument): Promise<Buffer> {
  const workbook = new (exceljs().Workbook)();
  workbook.creator = 'Money 24/7';
  const sheet = workbook.addWorksheet(sheetName(document.title), {
    pageSetup: { paperSize: 9, orientation: document.landscape ? 'landscape' : 'portrait', fitToPage: true, fitToWidth: 1, fitToHeight: 0 },
  });
  sheet.addRow([document.title]).font = { bold: true, size: 14 };
  for (const line of document.lines) sheet.addRow([line]);

  const widths: number[] = [];
  const measure = (i: number, text: string) => {
    widths[i] = Math.max(widths[i] ?? 8, Math.min(60, text.length + 2));
  };
  for (const table of document.tables) writeTable(sheet, table, document.timeZone, measure);
  widths.forEach((width, i) => {
    sheet.getColumn(i + 1).width = width;
  });
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

function writeTable(sheet: ExcelJS.Worksheet, table: Table, timeZone: string, measure: (i: number, text: string) => void) {
  sheet.addRow([]);
  if (table.caption) sheet.addRow([table.caption]).font = { bold: true, size: 12 };
  styleHeader(sheet.addRow(table.columns.map((c) => c.header)), table.columns);
  table.columns.forEach((c, i) => measure(i, c.header));

  if (table.rows.length === 0) sheet.addRow([table.empty ?? EMPTY_ROWS]).font = { italic: true };
  const write = (row: Cell[], bold: boolean) => {
    const target = sheet.addRow([]);
    row.forEach((cell, i) => {
      const out = target.getCell(i + 1);
      setCell(out, cell, timeZone);
      out.border = THIN;
      out.alignment = { horizontal: table.columns[i]?.align ?? 'left', vertical: 'top', wrapText: true };
      if (bold) out.font = { bold: true };
      measure(i, cellText(cell, timeZone));
    });
  };
  for (const row of table.rows) write(row, false);
  for (const row of table.footer ?? []) write(row, true);
}

/** A table's header row: bold, shaded, bordered, aligned as its columns. */
export function styleHeader(header: ExcelJS.Row, columns: Table['columns']): ExcelJS.Row {
  header.font = { bold: true };
  header.eachCell((cell, n) => {
    cell.fill = HEADER_FILL;
    cell.border = THIN;
    cell.alignment = { horizontal: columns[n - 1].align ?? 'left', vertical: 'middle', wrapText: true };
  });
  return header;
}

export function setCell(out: ExcelJS.Cell, cell: Cell, timeZone: string): void {
  if (cell === null) return;
  if (typeof cell === 'string') {
    out.value = cell;
  } else if ('amount' in cell) {
    const decimals = cell.decimals ?? fractionDigits(cell.amount);
    const fixed = dec(cell.amount).toDecimalPlaces(decimals).toFixed(decimals);
    if (significantDigits(fixed) > MAX_SIGNIFICANT) {
      out.value = formatAmount(fixed, decimals);
      return;
    }
    out.value = Number(fixed);
    out.numFmt = amountFormat(decimals);
  } else if ('rate' in cell) {
    if (significantDigits(cell.rate) > MAX_SIGNIFICANT) {
      out.value = formatRate(cell.rate);
      return;
    }
    out.value = Number(cell.rate);
    out.numFmt = RATE_FORMAT;
  } else {
    // exceljs writes a Date by its UTC fields: give it the zone's wall clock as UTC.
    const w = wallClock(cell.at, timeZone);
    out.value = new Date(Date.UTC(w.year, w.month - 1, w.day, w.hour, w.minute));
    out.numFmt = DATE_TIME_FORMAT;
  }
}
