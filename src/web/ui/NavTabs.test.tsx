import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { NavTabs } from './NavTabs';

const items = [
  { to: '/cities/', label: 'Города', end: true },
  { to: '/cities/reports/', label: 'Отчеты по городам' },
  { to: '/cities/print/', label: 'Печатать отчеты' },
];

function Where() {
  return <output aria-label="адрес">{useLocation().pathname}</output>;
}

function renderTabs(path: string) {
  render(
    <MemoryRouter initialEntries={[path]}>
      <button>до меню</button>
      <Routes>
        <Route
          path="*"
          element={
            <>
              <NavTabs label="Раздел городов" items={items} />
              <Where />
            </>
          }
        />
      </Routes>
    </MemoryRouter>,
  );
}

const link = (name: string) => screen.getByRole('link', { name });

describe('NavTabs', () => {
  it.each([
    ['/cities/', 'Города'],
    ['/cities/reports/', 'Отчеты по городам'],
    ['/cities/print/', 'Печатать отчеты'],
  ])('on %s only %s is current and in the Tab order', (path, current) => {
    renderTabs(path);
    expect(screen.getByRole('navigation', { name: 'Раздел городов' })).toBeInTheDocument();
    for (const item of items) {
      const isCurrent = item.label === current;
      expect(link(item.label)).toHaveAttribute('tabindex', isCurrent ? '0' : '-1');
      if (isCurrent) expect(link(item.label)).toHaveAttribute('aria-current', 'page');
      else expect(link(item.label)).not.toHaveAttribute('aria-current');
    }
  });

  it('Tab enters on the current page and leaves after it', async () => {
    renderTabs('/cities/reports/');
    await userEvent.click(screen.getByRole('button', { name: 'до меню' }));
    await userEvent.tab();
    expect(link('Отчеты по городам')).toHaveFocus();
    await userEvent.tab();
    expect(document.body).toHaveFocus();
  });

  it('arrows move focus along the row and wrap; Home and End jump; nothing navigates', async () => {
    renderTabs('/cities/');
    link('Города').focus();
    await userEvent.keyboard('{ArrowRight}');
    expect(link('Отчеты по городам')).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    expect(link('Города')).toHaveFocus();
    await userEvent.keyboard('{ArrowLeft}');
    expect(link('Печатать отчеты')).toHaveFocus();
    await userEvent.keyboard('{Home}');
    expect(link('Города')).toHaveFocus();
    await userEvent.keyboard('{End}');
    expect(link('Печатать отчеты')).toHaveFocus();
    expect(screen.getByRole('status', { name: 'адрес' })).toHaveTextContent('/cities/');
    expect(screen.getByRole('status', { name: 'адрес' })).not.toHaveTextContent('print');
  });

  it('Enter follows the focused link, which becomes the current one', async () => {
    renderTabs('/cities/');
    link('Города').focus();
    await userEvent.keyboard('{ArrowRight}{Enter}');
    expect(screen.getByRole('status', { name: 'адрес' })).toHaveTextContent('/cities/reports/');
    expect(link('Отчеты по городам')).toHaveAttribute('aria-current', 'page');
    expect(link('Отчеты по городам')).toHaveAttribute('tabindex', '0');
    expect(link('Города')).toHaveAttribute('tabindex', '-1');
  });

  it('keeps the first link in the Tab order on a page outside the menu', () => {
    renderTabs('/somewhere/else/');
    expect(link('Города')).toHaveAttribute('tabindex', '0');
    expect(link('Отчеты по городам')).toHaveAttribute('tabindex', '-1');
  });

  /** jsdom lays nothing out: here the row is 300 px wide and each tab 150 px, side by side. */
  function withGeometry(run: () => Promise<void> | void) {
    const geometry = {
      offsetLeft: { configurable: true, get(this: HTMLElement) { return this.tagName === 'A' ? [...this.parentElement!.children].indexOf(this) * 150 : 0; } },
      offsetWidth: { configurable: true, get(this: HTMLElement) { return this.tagName === 'A' ? 150 : 0; } },
      clientWidth: { configurable: true, get(this: HTMLElement) { return this.tagName === 'NAV' ? 300 : 0; } },
    };
    const saved = Object.fromEntries(Object.keys(geometry).map((k) => [k, Object.getOwnPropertyDescriptor(HTMLElement.prototype, k)]));
    Object.defineProperties(HTMLElement.prototype, geometry);
    return (async () => {
      try {
        await run();
      } finally {
        for (const [k, d] of Object.entries(saved)) if (d) Object.defineProperty(HTMLElement.prototype, k, d);
      }
    })();
  }
  const badged = [...items, { to: '/cities/corrections/', label: 'Подтверждения', badge: 2, badgeLabel: 'ждут подтверждения' }];
  const renderRow = (row: typeof badged) =>
    render(
      <MemoryRouter initialEntries={['/cities/']}>
        <NavTabs label="Раздел городов" items={row} />
      </MemoryRouter>,
    );

  it('keeps a count in sight when its tab is scrolled out of view (a phone), and a tap brings the tab in', () =>
    withGeometry(async () => {
      const scrolled = jest.fn();
      Element.prototype.scrollIntoView = scrolled;
      renderRow(badged);
      const more = screen.getByRole('button', { name: 'Ещё вкладки: Подтверждения (2)' });
      expect(more).toHaveTextContent('2');
      await userEvent.click(more);
      expect(scrolled).toHaveBeenCalledTimes(1);
      expect(scrolled.mock.contexts[0]).toBe(screen.getByRole('link', { name: 'Подтверждения (ждут подтверждения: 2)' }));
      // Scrolled to the end: the tab is in sight, the button goes.
      const nav = screen.getByRole('navigation', { name: 'Раздел городов' });
      nav.scrollLeft = 300;
      fireEvent.scroll(nav);
      expect(screen.queryByRole('button', { name: /Ещё вкладки/ })).not.toBeInTheDocument();
    }));

  it('shows no such button when every count is in sight, or there is none', () =>
    withGeometry(() => {
      // The first two tabs (0–300 px) are in sight.
      renderRow([{ ...items[0], badge: 1 }, { ...items[1], badge: 3 }, ...items.slice(2), { ...badged[3], badge: 0 }]);
      expect(screen.getByRole('link', { name: 'Отчеты по городам (новых: 3)' })).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: /Ещё вкладки/ })).not.toBeInTheDocument();
    }));
});
