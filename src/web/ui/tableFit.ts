import { useLayoutEffect, useRef, useState, type RefObject } from 'react';
import type { RowData } from '@tanstack/react-table';

declare module '@tanstack/react-table' {
  // Declared per column where the table is defined (issue 19): what a narrow screen keeps first.
  // eslint-disable-next-line @typescript-eslint/no-unused-vars
  interface ColumnMeta<TData extends RowData, TValue> {
    /**
     * 'key': first and in bold on a row's card (the amount with its currency, status, action);
     * 'detail': the first to fold away behind a row's «Подробнее» when the table is too wide.
     */
    priority?: 'key' | 'detail';
  }
}

/**
 * How a table fits its box, decided by measuring, for every table of the app (issue 19):
 * - 'table': the columns fit on one line each;
 * - 'wrap': they fit once cells may wrap their text;
 * - 'fold': they fit once the 'detail' columns fold away behind each row's «Подробнее»
 *   (skipped for a table without such columns);
 * - 'cards': they do not fit even then: each row becomes a card of "label value" lines, key
 *   columns first. Nothing scrolls sideways, at 390 px or in a narrow card at 1280 px.
 * The widths each layout needed are remembered, so a wider box goes back to the roomier one.
 */
export type TableFit = 'table' | 'wrap' | 'fold' | 'cards';
const ORDER: TableFit[] = ['table', 'wrap', 'fold', 'cards'];

/**
 * `content`: a value that changes only when the rows or the columns do (a memo); `canFold`:
 * the table has 'detail' columns.
 */
export function useTableFit(
  box: RefObject<HTMLElement | null>,
  grid: RefObject<HTMLElement | null>,
  content: unknown,
  canFold: boolean,
): TableFit {
  const [fit, setFit] = useState<TableFit>('table');
  const needed = useRef<Partial<Record<TableFit, number>>>({});
  const steps = canFold ? ORDER : ORDER.filter((f) => f !== 'fold');

  // New rows or columns may need more room than the remembered widths: measure them afresh.
  useLayoutEffect(() => {
    needed.current = {};
    setFit('table');
  }, [content]);

  useLayoutEffect(() => {
    const outer = box.current;
    const inner = grid.current;
    // No layout to measure (jsdom, an old browser): the plain table.
    if (!outer || !inner || typeof ResizeObserver === 'undefined') return undefined;
    const check = () => {
      const room = outer.clientWidth;
      if (room === 0) return;
      const at = steps.indexOf(fit);
      if (fit !== 'cards') {
        const width = inner.scrollWidth;
        needed.current[fit] = width;
        if (width > room + 1) {
          setFit(steps[at + 1]);
          return;
        }
      }
      // Wider again: back to the roomiest layout that fitted before.
      const roomier = steps.slice(0, at).find((f) => needed.current[f] && room + 1 >= needed.current[f]!);
      if (roomier) setFit(roomier);
    };
    check();
    const observer = new ResizeObserver(check);
    observer.observe(outer);
    return () => observer.disconnect();
    // steps follows canFold, which is part of the content.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [box, grid, fit, content]);

  return fit;
}
