/**
 * The figures' size from the screen, the number of currencies and the longest figure: as
 * large as the rows and the columns allow (DESIGN: readable from five metres; at least 72 px
 * on a 1920×1080 screen for up to 12 currencies whose figures have up to 7 characters).
 * Landscape: up to 6 rows a column, then two columns. Portrait: one column, each currency's
 * code over its two figures, which then share the whole width.
 */
export interface BoardLayout {
  portrait: boolean;
  columns: number;
  /** Figures' font size, px. */
  figure: number;
}

/** Header, column heads and footer, with paddings (board.css). */
const CHROME_PX = 240;
const SIDE_PADDING_PX = 64;
const COLUMN_GAP_PX = 48;
/** A Montserrat 600 tabular digit is ~0.64 em wide; a little air. */
const CHAR_EM = 0.68;
/** Landscape: the share of a column each figure gets (the currency takes the rest). */
const FIGURE_SHARE = 0.39;
const MAX_FIGURE_PX = 170;

export function boardLayout(width: number, height: number, count: number, longestFigure: number): BoardLayout {
  const portrait = height > width;
  const chars = Math.max(5, longestFigure);
  const rows = Math.max(1, portrait ? count : Math.ceil(count / (count > 6 ? 2 : 1)));
  const rowHeight = (height - CHROME_PX) / rows;
  if (portrait) {
    const cell = (width - SIDE_PADDING_PX - COLUMN_GAP_PX) / 2;
    const codeLine = Math.min(48, Math.max(24, rowHeight * 0.28));
    const figure = Math.min((rowHeight - codeLine) * 0.85, cell / (chars * CHAR_EM), MAX_FIGURE_PX);
    return { portrait, columns: 1, figure: Math.floor(figure) };
  }
  const columns = count > 6 ? 2 : 1;
  const column = (width - SIDE_PADDING_PX - (columns - 1) * COLUMN_GAP_PX) / columns;
  const figure = Math.min(rowHeight * 0.62, (column * FIGURE_SHARE) / (chars * CHAR_EM), MAX_FIGURE_PX);
  return { portrait, columns, figure: Math.floor(figure) };
}
