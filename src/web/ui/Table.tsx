import { Fragment, startTransition, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { flexRender, getCoreRowModel, useReactTable, type Cell as TanstackCell, type ColumnDef } from '@tanstack/react-table';
import styled from 'styled-components';
import { Button } from './Button';
import { Spinner } from './Spinner';
import { useTableFit } from './tableFit';
import { VisuallyHidden } from './VisuallyHidden';
import { theme } from './theme';

// Column definitions mix value types per column, which TanStack types as `any`.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type Columns<T> = ColumnDef<T, any>[];

export const EMPTY_TEXT = 'Нет данных';

// The box a table measures itself against (tableFit.ts); a table never widens the page.
const Scroll = styled.div`
  overflow-x: auto;
  background: ${theme.colors.surface};
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radius};
`;

const Grid = styled.table`
  width: 100%;
  border-collapse: collapse;
  th, td { padding: 10px 12px; text-align: left; border-bottom: 1px solid ${theme.colors.border}; white-space: nowrap; }
  th { font-weight: 600; background: ${theme.colors.background}; }
  tbody tr:last-child td { border-bottom: none; }

  &[data-fit='wrap'] {
    th, td { white-space: normal; overflow-wrap: break-word; padding: 8px; }
  }

  /* A card per row: "label value" lines, the key columns first and in bold. */
  &[data-fit='cards'] {
    thead { position: absolute; width: 1px; height: 1px; overflow: hidden; clip-path: inset(50%); }
    tbody { display: block; }
    tbody tr { display: flex; flex-direction: column; padding: 8px 12px; border-bottom: 1px solid ${theme.colors.border}; }
    tbody tr:last-child { border-bottom: none; }
    td {
      display: flex;
      justify-content: space-between;
      align-items: baseline;
      gap: 12px;
      padding: 3px 0;
      border: none;
      white-space: normal;
      overflow-wrap: anywhere;
      text-align: right;
    }
    td[data-label]::before { content: attr(data-label); flex: none; max-width: 45%; color: ${theme.colors.muted}; text-align: left; }
    td[data-priority='key'] { order: -1; font-weight: 600; }
    td:empty { display: none; }
  }
`;

const Center = styled.td`
  text-align: center !important;
  color: ${theme.colors.muted};
`;

const Bar = styled.div`
  display: flex;
  justify-content: flex-end;
  margin-bottom: 8px;
`;

export interface TableProps<T> {
  /** The table's accessible name. */
  label: string;
  columns: Columns<T>;
  data: T[] | undefined;
  loading?: boolean;
  getRowId?: (row: T) => string;
  /** Column ids of the optional middle section the user can fold away (docs/PRODUCT.md §2). */
  collapsible?: { columnIds: string[]; showLabel?: string; hideLabel?: string };
  footer?: ReactNode;
  /**
   * An Element Timing identifier (`elementtiming`) for the first data row's cells: the browser
   * then reports when that row's figures are painted (bench/webElementTiming.ts). On the cells,
   * not the row or the table: Chromium reports text on the block that holds it, the cell.
   */
  elementTiming?: string;
}

/** A column's id as TanStack derives it: its id, else its accessor key, else its header. */
function columnIdOf<T>(c: Columns<T>[number]): string {
  if (c.id) return c.id;
  if ('accessorKey' in c && c.accessorKey !== undefined) return String(c.accessorKey).replace(/\./g, '_');
  return typeof c.header === 'string' ? c.header : '';
}

// A row's folded 'detail' columns, under it.
const Details = styled.dl`
  display: flex;
  flex-wrap: wrap;
  gap: 4px 24px;
  margin: 0;
  white-space: normal;
  dt { display: inline; color: ${theme.colors.muted}; margin-right: 6px; }
  dd { display: inline; margin: 0; }
`;

/** One cell, labelled by its column (a card's line) and marked with its column's priority. */
function Cell<T>({ cell, elementTiming }: { cell: TanstackCell<T, unknown>; elementTiming?: string }) {
  const header = cell.column.columnDef.header;
  return (
    <td elementtiming={elementTiming} data-label={typeof header === 'string' ? header : undefined} data-priority={cell.column.columnDef.meta?.priority}>
      {flexRender(cell.column.columnDef.cell, cell.getContext())}
    </td>
  );
}

/**
 * A long list's first rows are rendered and painted on their own, the rest right after: a
 * screen's first rows are on screen sooner (the journal's 100 rows took ~300 ms to
 * render and lay out on a busy machine, three layouts of all of them to find its fit). The
 * layout is chosen on the first rows and checked again with all of them. Twelve rows (~42 px
 * each) are about what an 800 px window shows of a list under a screen's title and filters;
 * Операции's journal starts below the forms and the day's figures (~1400 px down at 1280×800).
 */
export const FIRST_ROWS = 12;

/** The headless TanStack table rendered the app's way: loading row, 'Нет данных', scroll box. */
export function Table<T>({ label, columns, data, loading, getRowId, collapsible, footer, elementTiming }: TableProps<T>) {
  const [expanded, setExpanded] = useState(true);
  const columnVisibility = useMemo(
    () =>
      collapsible && !expanded ? Object.fromEntries(collapsible.columnIds.map((id) => [id, false] as const)) : {},
    [collapsible, expanded],
  );
  const rows = useMemo(() => data ?? [], [data]);
  // The rows whose rest has been rendered too; until then only the first FIRST_ROWS.
  const [completeFor, setCompleteFor] = useState<T[] | null>(null);
  const complete = rows.length <= FIRST_ROWS || completeFor === rows;
  const shownRows = useMemo(() => (complete ? rows : rows.slice(0, FIRST_ROWS)), [complete, rows]);
  useEffect(() => {
    if (complete) return undefined;
    // After the first rows' paint, as a transition: input is served before the rest.
    const timer = setTimeout(() => startTransition(() => setCompleteFor(rows)), 0);
    return () => clearTimeout(timer);
  }, [complete, rows]);
  const detailIds = useMemo(() => columns.filter((c) => c.meta?.priority === 'detail').map(columnIdOf), [columns]);
  const scroll = useRef<HTMLDivElement>(null);
  const grid = useRef<HTMLTableElement>(null);
  const content = useMemo(() => ({ rows, columns, columnVisibility, loading }), [rows, columns, columnVisibility, loading]);
  const fit = useTableFit(scroll, grid, content, detailIds.length > 0, { key: label, remember: !loading && rows.length > 0 && complete, recall: !loading && rows.length > 0 }, shownRows.length);
  const [opened, setOpened] = useState<ReadonlySet<string>>(new Set());
  const folded = fit === 'fold';
  const shownColumns = useMemo(
    () => (folded ? { ...columnVisibility, ...Object.fromEntries(detailIds.map((id) => [id, false] as const)) } : columnVisibility),
    [folded, columnVisibility, detailIds],
  );
  const table = useReactTable({
    data: shownRows,
    columns,
    getRowId,
    getCoreRowModel: getCoreRowModel(),
    state: { columnVisibility: shownColumns },
    manualPagination: true,
  });
  const colSpan = Math.max(1, table.getVisibleLeafColumns().length + (folded ? 1 : 0));
  const toggle = (id: string) =>
    setOpened((prev) => {
      const next = new Set(prev);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  // The rows, rendered again only when they or their columns change: a layout that is CSS
  // only ('table', 'wrap', 'cards') re-renders the <table> element alone, not 100 rows.
  const bodyRows = table.getRowModel().rows;
  const visibleColumns = table.getVisibleLeafColumns();
  const body = useMemo(
    () => (
      <tbody>
        {loading ? (
          <tr>
            <Center colSpan={colSpan}>
              <Spinner />
            </Center>
          </tr>
        ) : rows.length === 0 ? (
          <tr>
            <Center colSpan={colSpan}>{EMPTY_TEXT}</Center>
          </tr>
        ) : (
          bodyRows.map((row) => (
            <Fragment key={row.id}>
              <tr>
                {row.getVisibleCells().map((cell) => (
                  <Cell key={cell.id} cell={cell} elementTiming={row.index === 0 ? elementTiming : undefined} />
                ))}
                {folded && (
                  <td>
                    <Button
                      $variant="ghost"
                      aria-expanded={opened.has(row.id)}
                      aria-label={`Подробнее: строка ${row.index + 1}`}
                      onClick={() => toggle(row.id)}
                      style={{ minHeight: 28, padding: '0 8px' }}
                    >
                      {opened.has(row.id) ? '▴' : '▾'}
                    </Button>
                  </td>
                )}
              </tr>
              {folded && opened.has(row.id) && (
                <tr className="details">
                  <td colSpan={colSpan}>
                    <Details>
                      {row
                        .getAllCells()
                        .filter((cell) => detailIds.includes(cell.column.id))
                        .map((cell) => (
                          <div key={cell.id}>
                            <dt>{String(cell.column.columnDef.header)}</dt>
                            <dd>{flexRender(cell.column.columnDef.cell, cell.getContext())}</dd>
                          </div>
                        ))}
                    </Details>
                  </td>
                </tr>
              )}
            </Fragment>
          ))
        )}
      </tbody>
    ),
    // visibleColumns: the cells to show (TanStack memoizes it on the columns and their visibility).
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [loading, rows.length, bodyRows, visibleColumns, folded, opened, colSpan, detailIds, elementTiming],
  );

  return (
    <div>
      {collapsible && (
        <Bar>
          <Button $variant="secondary" aria-expanded={expanded} onClick={() => setExpanded(!expanded)}>
            {expanded ? (collapsible.hideLabel ?? 'Скрыть подробности') : (collapsible.showLabel ?? 'Показать подробности')}
          </Button>
        </Bar>
      )}
      <Scroll ref={scroll}>
        <Grid ref={grid} aria-label={label} aria-busy={loading || undefined} data-fit={fit}>
          <thead>
            {table.getHeaderGroups().map((group) => (
              <tr key={group.id}>
                {group.headers.map((header) => (
                  <th key={header.id} colSpan={header.colSpan} scope="col">
                    {header.isPlaceholder ? null : flexRender(header.column.columnDef.header, header.getContext())}
                  </th>
                ))}
                {folded && (
                  <th scope="col">
                    <VisuallyHidden>Подробнее</VisuallyHidden>
                  </th>
                )}
              </tr>
            ))}
          </thead>
          {body}
        </Grid>
      </Scroll>
      {footer}
    </div>
  );
}
