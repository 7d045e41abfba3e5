import { formatAmount, formatDateTime, formatRate } from './printFormat';

/**
 * What a report is, before it is a file: a title, a few lines under it and tables. Each
 * report builds one of these (data + layout); pdfTable.ts and xlsxSheet.ts turn it into a
 * PDF or an XLSX, so both formats always carry the same content.
 */

/** A table cell: text, money (decimal string), a rate, or an instant shown in the server's zone. */
export type Cell =
  | string
  | null
  | { amount: string; decimals?: number }
  | { rate: string }
  | { at: Date | string };

export type Align = 'left' | 'right' | 'center';

export interface Column {
  header: string;
  /** Relative width: the columns share the page (PDF) in these proportions. */
  width: number;
  align?: Align;
}

export interface Table {
  caption?: string;
  columns: Column[];
  rows: Cell[][];
  /** Totals, in bold under the rows. */
  footer?: Cell[][];
  /** Shown in place of rows when there are none. */
  empty?: string;
}

export interface PrintDocument {
  title: string;
  /** One line each under the title: "Город: Москва", "Период: …", the print date. */
  lines: string[];
  tables: Table[];
  /** The download's name without extension (Cyrillic welcome; attachment.ts makes it safe). */
  fileName: string;
  /** Zone in which instants ({ at }) are shown: the server's day (docs/PRODUCT-DECISIONS.md, Time). */
  timeZone: string;
  landscape?: boolean;
}

export const EMPTY_ROWS = 'Нет данных';

export const amount = (value: string, decimals?: number): Cell => ({ amount: value, decimals });
export const rate = (value: string): Cell => ({ rate: value });
export const at = (value: Date | string): Cell => ({ at: value });

/** A cell as the PDF shows it. */
export function cellText(cell: Cell, timeZone: string): string {
  if (cell === null) return '';
  if (typeof cell === 'string') return cell;
  if ('amount' in cell) return formatAmount(cell.amount, cell.decimals);
  if ('rate' in cell) return formatRate(cell.rate);
  return formatDateTime(cell.at, timeZone);
}

/** The line every report carries: when it was made. */
export function printedLine(now: Date, timeZone: string): string {
  return `Дата печати: ${formatDateTime(now, timeZone)}`;
}
