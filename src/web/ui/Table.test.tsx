import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createColumnHelper } from '@tanstack/react-table';
import { PaginatedTable } from './PaginatedTable';
import { FIRST_ROWS, Table } from './Table';
import { forgetTableFits } from './tableFit';

type Row = { id: number; name: string; amount: string; rate: string; comment: string };
const column = createColumnHelper<Row>();
const columns = [
  column.accessor('name', { header: 'Название' }),
  column.accessor('amount', { id: 'amount', header: 'Сумма' }),
  column.accessor('rate', { id: 'rate', header: 'Курс' }),
  column.accessor('comment', { header: 'Комментарий' }),
];
const rows: Row[] = [
  { id: 1, name: 'Первая', amount: '100.00', rate: '90.5', comment: 'a' },
  { id: 2, name: 'Вторая', amount: '200.00', rate: '91.0', comment: 'b' },
];

describe('Table', () => {
  it('shows a loading indicator instead of rows while loading', () => {
    render(<Table label="Операции" columns={columns} data={rows} loading />);
    const table = screen.getByRole('table', { name: 'Операции' });
    expect(within(table).getByRole('status')).toHaveTextContent('Загрузка…');
    expect(within(table).queryByText('Первая')).not.toBeInTheDocument();
  });

  it("says 'Нет данных' when there are no rows", () => {
    render(<Table label="Операции" columns={columns} data={[]} />);
    expect(screen.getByRole('cell', { name: 'Нет данных' })).toBeInTheDocument();
  });

  it('renders headers and rows', () => {
    render(<Table label="Операции" columns={columns} data={rows} />);
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Название', 'Сумма', 'Курс', 'Комментарий']);
    const body = screen.getAllByRole('row').slice(1);
    expect(body).toHaveLength(2);
    expect(within(body[1]).getAllByRole('cell').map((c) => c.textContent)).toEqual(['Вторая', '200.00', '91.0', 'b']);
  });

  it("renders a long list's first rows, then the rest right after", async () => {
    const many: Row[] = Array.from({ length: 100 }, (_, i) => ({ id: i, name: `Строка ${i + 1}`, amount: '1.00', rate: '1', comment: '' }));
    render(<Table label="Операции" columns={columns} data={many} getRowId={(r) => String(r.id)} />);
    expect(screen.getAllByRole('row')).toHaveLength(1 + FIRST_ROWS);
    const first = screen.getByRole('cell', { name: 'Строка 1' });
    await waitFor(() => expect(screen.getAllByRole('row')).toHaveLength(1 + 100));
    // The first rows stay the same elements (nothing painted twice).
    expect(screen.getByRole('cell', { name: 'Строка 1' })).toBe(first);
    expect(screen.getByRole('cell', { name: 'Строка 100' })).toBeInTheDocument();
  });

  it('folds and unfolds its collapsible middle section', async () => {
    render(<Table label="Операции" columns={columns} data={rows} collapsible={{ columnIds: ['amount', 'rate'] }} />);
    const toggle = screen.getByRole('button', { name: 'Скрыть подробности' });
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(toggle);
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Название', 'Комментарий']);
    await userEvent.click(screen.getByRole('button', { name: 'Показать подробности' }));
    expect(screen.getAllByRole('columnheader')).toHaveLength(4);
  });
});

describe('PaginatedTable', () => {
  const setup = (page: number, count: number) => {
    const onPageChange = jest.fn();
    render(
      <PaginatedTable label="Города" columns={columns} data={rows} pagination={{ page, pageSize: 2, count, onPageChange }} />,
    );
    return onPageChange;
  };

  it('shows where the user is and moves between pages', async () => {
    const onPageChange = setup(2, 5);
    const nav = screen.getByRole('navigation', { name: 'Страницы' });
    expect(nav).toHaveTextContent('Страница 2 из 3');
    expect(nav).toHaveTextContent('Всего: 5');
    await userEvent.click(within(nav).getByRole('button', { name: 'Вперёд, следующая страница' }));
    expect(onPageChange).toHaveBeenLastCalledWith(3);
    await userEvent.click(within(nav).getByRole('button', { name: 'Назад, предыдущая страница' }));
    expect(onPageChange).toHaveBeenLastCalledWith(1);
  });

  it('disables the way past the first and the last page', () => {
    setup(1, 2);
    expect(screen.getByRole('button', { name: 'Назад, предыдущая страница' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Вперёд, следующая страница' })).toBeDisabled();
  });

  it('hides the controls when there is nothing to page through', () => {
    const onPageChange = jest.fn();
    render(<PaginatedTable label="Города" columns={columns} data={[]} pagination={{ page: 1, pageSize: 100, count: 0, onPageChange }} />);
    expect(screen.queryByRole('navigation', { name: 'Страницы' })).not.toBeInTheDocument();
    expect(screen.getByText('Нет данных')).toBeInTheDocument();
  });

  describe('fitting its box: never sideways', () => {
    // jsdom lays nothing out: the widths a browser would measure, per layout, and a box of `room`.
    const NEEDS: Record<string, number> = { table: 900, wrap: 700, fold: 500, cards: 300 };
    let room = 1000;
    let observers: Array<() => void> = [];
    beforeEach(() => {
      observers = [];
      room = 1000;
      forgetTableFits();
      (globalThis as { ResizeObserver?: unknown }).ResizeObserver = class {
        constructor(private readonly cb: () => void) {}
        observe() {
          observers.push(this.cb);
        }
        disconnect() {}
      };
      jest.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockImplementation(function (this: HTMLElement) {
        return this.tagName === 'DIV' ? room : 0;
      });
      jest.spyOn(HTMLElement.prototype, 'scrollWidth', 'get').mockImplementation(function (this: HTMLElement) {
        return this.tagName === 'TABLE' ? NEEDS[this.dataset.fit ?? 'table'] : 0;
      });
    });
    afterEach(() => {
      delete (globalThis as { ResizeObserver?: unknown }).ResizeObserver;
      jest.restoreAllMocks();
    });
    const keyed = [{ ...columns[1], meta: { priority: 'key' as const } }, columns[0], columns[2], columns[3]];
    const resize = async (width: number) => {
      room = width;
      await act(async () => observers.forEach((cb) => cb()));
    };

    it('stays a table while its columns fit, wraps its cells when that is enough, else makes each row a card', async () => {
      render(<Table label="Операции" columns={keyed} data={rows} />);
      const table = screen.getByRole('table', { name: 'Операции' });
      expect(table).toHaveAttribute('data-fit', 'table');
      await resize(800);
      expect(table).toHaveAttribute('data-fit', 'wrap');
      await resize(390);
      expect(table).toHaveAttribute('data-fit', 'cards');
      // A card's lines are labelled by their column, the key column marked to come first.
      const cells = within(screen.getAllByRole('row')[2]).getAllByRole('cell');
      expect(cells.map((c) => [c.dataset.label, c.dataset.priority ?? null])).toEqual([
        ['Сумма', 'key'], ['Название', null], ['Курс', null], ['Комментарий', null],
      ]);
      // Wider again: back to the layouts that fitted.
      await resize(750);
      expect(table).toHaveAttribute('data-fit', 'wrap');
      await resize(1280);
      expect(table).toHaveAttribute('data-fit', 'table');
    });

    it("folds its 'detail' columns behind each row's «Подробнее» before it makes cards", async () => {
      const withDetail = [...keyed.slice(0, 3), { ...columns[3], meta: { priority: 'detail' as const } }];
      render(<Table label="Операции" columns={withDetail} data={rows} />);
      const table = screen.getByRole('table', { name: 'Операции' });
      await resize(800);
      await resize(600);
      expect(table).toHaveAttribute('data-fit', 'fold');
      expect(screen.queryByRole('columnheader', { name: 'Комментарий' })).not.toBeInTheDocument();
      const more = screen.getByRole('button', { name: 'Подробнее: строка 2' });
      expect(more).toHaveAttribute('aria-expanded', 'false');
      await userEvent.click(more);
      expect(more).toHaveAttribute('aria-expanded', 'true');
      expect(screen.getByText('Комментарий').nextElementSibling).toHaveTextContent('b');
      await resize(390);
      expect(table).toHaveAttribute('data-fit', 'cards');
      expect(within(screen.getAllByRole('row')[2]).getAllByRole('cell').map((c) => c.dataset.label)).toContain('Комментарий');
    });

    it("checks its layout again once a long list's rest is rendered", async () => {
      // Rows past the first ones are wider: the last row needs more room than the first 30.
      jest.spyOn(HTMLElement.prototype, 'scrollWidth', 'get').mockImplementation(function (this: HTMLElement) {
        return this.tagName === 'TABLE' ? NEEDS[this.dataset.fit ?? 'table'] + (this.querySelectorAll('tbody tr').length > FIRST_ROWS ? 150 : 0) : 0;
      });
      const many: Row[] = Array.from({ length: 40 }, (_, i) => ({ id: i, name: `Строка ${i + 1}`, amount: '1.00', rate: '1', comment: '' }));
      room = 800;
      render(<Table label="Длинная" columns={keyed} data={many} getRowId={(r) => String(r.id)} />);
      const table = screen.getByRole('table', { name: 'Длинная' });
      expect(table).toHaveAttribute('data-fit', 'wrap');
      await waitFor(() => expect(screen.getAllByRole('row')).toHaveLength(41));
      expect(table).toHaveAttribute('data-fit', 'cards');
    });

    it('changes a CSS-only layout without rendering its rows again', async () => {
      let cellRenders = 0;
      const counted = [{ ...keyed[0], cell: (i: { getValue: () => unknown }) => (cellRenders++, String(i.getValue())) }, ...keyed.slice(1)];
      render(<Table label="Операции" columns={counted} data={rows} />);
      const table = screen.getByRole('table', { name: 'Операции' });
      const before = cellRenders;
      expect(before).toBe(2);
      await resize(800);
      expect(table).toHaveAttribute('data-fit', 'wrap');
      await resize(390);
      expect(table).toHaveAttribute('data-fit', 'cards');
      expect(cellRenders).toBe(before);
    });

    it('a table opened again at the same width starts in the layout it took, measured once', async () => {
      const withDetail = [...keyed.slice(0, 3), { ...columns[3], meta: { priority: 'detail' as const } }];
      room = 600;
      const first = render(<Table label="Журнал" columns={withDetail} data={rows} />);
      expect(screen.getByRole('table', { name: 'Журнал' })).toHaveAttribute('data-fit', 'fold');
      first.unmount();

      const widths = jest.mocked(Object.getOwnPropertyDescriptor(HTMLElement.prototype, 'scrollWidth')!.get!);
      widths.mockClear();
      const again = render(<Table label="Журнал" columns={withDetail} data={rows} />);
      expect(screen.getByRole('table', { name: 'Журнал' })).toHaveAttribute('data-fit', 'fold');
      expect(widths).toHaveBeenCalledTimes(1);
      again.unmount();

      // Another width: measured from the roomiest layout again.
      room = 1280;
      render(<Table label="Журнал" columns={withDetail} data={rows} />);
      expect(screen.getByRole('table', { name: 'Журнал' })).toHaveAttribute('data-fit', 'table');
    });

    it('a long list opened again from the cache starts its first rows in the layout all its rows took', async () => {
      const withDetail = [...keyed.slice(0, 3), { ...columns[3], meta: { priority: 'detail' as const } }];
      const many: Row[] = Array.from({ length: 40 }, (_, i) => ({ id: i, name: `Строка ${i + 1}`, amount: '1.00', rate: '1', comment: '' }));
      room = 600;
      const first = render(<Table label="Журнал дня" columns={withDetail} data={many} getRowId={(r) => String(r.id)} />);
      await waitFor(() => expect(screen.getAllByRole('row')).toHaveLength(41));
      expect(screen.getByRole('table', { name: 'Журнал дня' })).toHaveAttribute('data-fit', 'fold');
      first.unmount();

      const widths = jest.mocked(Object.getOwnPropertyDescriptor(HTMLElement.prototype, 'scrollWidth')!.get!);
      widths.mockClear();
      render(<Table label="Журнал дня" columns={withDetail} data={many} getRowId={(r) => String(r.id)} />);
      // Before the rest of the rows: the first ones are already folded, measured once, not
      // stepped through 'table' and 'wrap' (each a layout, and a paint of rows replaced later).
      expect(screen.getAllByRole('row')).toHaveLength(1 + FIRST_ROWS);
      expect(screen.getByRole('table', { name: 'Журнал дня' })).toHaveAttribute('data-fit', 'fold');
      expect(widths).toHaveBeenCalledTimes(1);
    });
  });
});
