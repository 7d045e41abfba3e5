import { PassThrough } from 'node:stream';
import { exceljs } from './documentLibraries';
import { EMPTY_ROWS, type Cell, type PrintDocument, type Table } from './printDocument';
import { THIN, setCell, sheetName, styleHeader } from './xlsxSheet';

/** A table whose rows arrive page by page (an export of any length). */
export interface StreamedTable extends Omit<Table, 'rows'> {
  rows: AsyncIterable<Cell[][]>;
}

export type StreamedDocument = Omit<PrintDocument, 'tables'> & { tables: Array<Table | StreamedTable> };

/** Characters per unit of a column's relative width: widths cannot be measured when rows stream. */
const CHARS_PER_UNIT = 7;

/**
 * Writes a document as XLSX into a stream as its rows arrive: exceljs's streaming writer
 * commits each row to the zip, and the next page is read only once the client has taken
 * what was written (backpressure), so memory stays flat however many rows there are. The
 * same cells and formats as renderXlsx (setCell), without measured column widths.
 */
export function streamXlsx(document: StreamedDocument, isClosed: () => boolean): PassThrough {
  const out = new PassThrough({ highWaterMark: 256 * 1024 });
  const workbook = new (exceljs().stream.xlsx.WorkbookWriter)({ stream: out, useStyles: true, useSharedStrings: false });
  const sheet = workbook.addWorksheet(sheetName(document.title), {
    pageSetup: { paperSize: 9, orientation: document.landscape ? 'landscape' : 'portrait', fitToPage: true, fitToWidth: 1, fitToHeight: 0 },
  });
  const widest = Math.max(...document.tables.map((t) => t.columns.length));
  sheet.columns = Array.from({ length: widest }, (_, i) => ({
    width: Math.max(10, ...document.tables.map((t) => (t.columns[i]?.width ?? 0) * CHARS_PER_UNIT)),
  }));

  const drained = () => (out.writableNeedDrain ? new Promise<void>((resolve) => out.once('drain', resolve)) : Promise.resolve());
  const write = async () => {
    const title = sheet.addRow([document.title]);
    title.font = { bold: true, size: 14 };
    title.commit();
    for (const line of document.lines) sheet.addRow([line]).commit();
    for (const table of document.tables) {
      sheet.addRow([]).commit();
      if (table.caption) {
        const caption = sheet.addRow([table.caption]);
        caption.font = { bold: true, size: 12 };
        caption.commit();
      }
      styleHeader(sheet.addRow(table.columns.map((c) => c.header)), table.columns).commit();
      const put = (cells: Cell[], bold: boolean) => {
        const row = sheet.addRow([]);
        cells.forEach((cell, i) => {
          const target = row.getCell(i + 1);
          setCell(target, cell, document.timeZone);
          target.border = THIN;
          target.alignment = { horizontal: table.columns[i]?.align ?? 'left', vertical: 'top' };
          if (bold) target.font = { bold: true };
        });
        row.commit();
      };
      let count = 0;
      const pages = Symbol.asyncIterator in table.rows ? (table.rows as AsyncIterable<Cell[][]>) : [table.rows as Cell[][]];
      for await (const page of pages) {
        if (isClosed()) return;
        for (const cells of page) put(cells, false);
        count += page.length;
        await drained();
      }
      if (count === 0) {
        const empty = sheet.addRow([table.empty ?? EMPTY_ROWS]);
        empty.font = { italic: true };
        empty.commit();
      }
      for (const cells of table.footer ?? []) put(cells, true);
    }
    sheet.commit();
    await workbook.commit();
  };
  write().catch((error: unknown) => out.destroy(error as Error));
  return out;
}
