import { useLayoutEffect, useRef, useState, type RefObject } from 'react';
import type { RowData } from '@tanstack/react-table';

declare module '@tanstack/react-table' {
  // Declared per column where the table is defined: what a narrow screen keeps first.
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
 * How a table fits its box, decided by measuring, for every table of the app:
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
 * Layouts that are CSS only (the `data-fit` attribute): tried on the DOM directly, one layout
 * of the table each, without rendering its rows again. 'fold' changes the columns, so React
 * renders it (Table.tsx).
 */
const CSS_ONLY: ReadonlySet<TableFit> = new Set<TableFit>(['table', 'wrap', 'cards']);

interface Fitted {
  room: number;
  fit: TableFit;
  needed: Partial<Record<TableFit, number>>;
}

/**
 * What each table (by its accessible name) needed with rows in it, at the width it had, for
 * this page's life: a screen opened again starts its tables in the layout they took last time
 * at that width instead of stepping to it from 'table' (each step a layout of every row; the
 * journal's 100 rows took three at 1280 px). New rows (another day, page or filter)
 * are measured afresh.
 */
const fitted = new Map<string, Fitted>();

/** Forgets the remembered layouts (tests). */
export function forgetTableFits(): void {
  fitted.clear();
}

/**
 * `content`: a value that changes only when the rows or the columns do (a memo); `canFold`:
 * the table has 'detail' columns; `memory`: the table's name, under which its layout is
 * remembered, whether the current content is worth remembering (all its rows, not a
 * loading row) and whether the table starts in the remembered layout (it has its rows, even
 * if only the first are rendered yet: a screen opened again from the cache); `extent`: how
 * many of the rows are rendered (a long list's rest comes after its first rows, Table.tsx):
 * more of the same rows keep the layout, checked again.
 */
export function useTableFit(
  box: RefObject<HTMLElement | null>,
  grid: RefObject<HTMLElement | null>,
  content: unknown,
  canFold: boolean,
  memory?: { key: string; remember: boolean; recall: boolean },
  extent = 0,
): TableFit {
  const [fit, setFit] = useState<TableFit>(() => (memory?.recall ? fitted.get(memory.key)?.fit : undefined) ?? 'table');
  // The widths each layout needed (a remembered start takes the widths that came with it).
  const needed = useRef<Partial<Record<TableFit, number>>>(memory?.recall ? { ...fitted.get(memory.key)?.needed } : {});
  // The box's width the remembered start is good for; any other width measures from 'table'.
  const startedFor = useRef<number | null>(memory?.recall ? (fitted.get(memory.key)?.room ?? null) : null);
  const mounted = useRef(false);
  const steps = canFold ? ORDER : ORDER.filter((f) => f !== 'fold');

  // New rows or columns may need more room than the remembered widths: measure them afresh.
  useLayoutEffect(() => {
    if (!mounted.current) {
      mounted.current = true;
      return;
    }
    needed.current = {};
    startedFor.current = null;
    setFit('table');
  }, [content]);

  useLayoutEffect(() => {
    const outer = box.current;
    const inner = grid.current;
    // No layout to measure (jsdom, an old browser): the plain table.
    if (!outer || !inner || typeof ResizeObserver === 'undefined') return undefined;
    const remember = (settled: TableFit, room: number) => {
      if (memory?.remember) fitted.set(memory.key, { room, fit: settled, needed: { ...needed.current } });
    };
    const check = () => {
      const room = outer.clientWidth;
      if (room === 0) return;
      if (startedFor.current !== null && startedFor.current !== room) {
        // Remembered for another width: start over.
        startedFor.current = null;
        needed.current = {};
        if (fit !== 'table') {
          setFit('table');
          return;
        }
      }
      const at = steps.indexOf(fit);
      if (fit !== 'cards') {
        const width = inner.scrollWidth;
        needed.current[fit] = width;
        if (width > room + 1) {
          // Narrower layouts, the CSS-only ones measured here and now; the first that fits (or
          // 'fold', which React has to render) is rendered.
          for (const next of steps.slice(at + 1)) {
            if (!CSS_ONLY.has(next) || next === 'cards') {
              inner.dataset.fit = fit;
              setFit(next);
              return;
            }
            inner.dataset.fit = next;
            const nextWidth = inner.scrollWidth;
            needed.current[next] = nextWidth;
            if (nextWidth <= room + 1) {
              setFit(next);
              return;
            }
          }
          return;
        }
      }
      // Wider again: back to the roomiest layout that fitted before.
      const roomier = steps.slice(0, at).find((f) => needed.current[f] && room + 1 >= needed.current[f]!);
      if (roomier) {
        setFit(roomier);
        return;
      }
      remember(fit, room);
    };
    check();
    const observer = new ResizeObserver(check);
    observer.observe(outer);
    return () => observer.disconnect();
    // steps follows canFold, which is part of the content; memory.key is the table's name.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [box, grid, fit, content, extent]);

  return fit;
}
