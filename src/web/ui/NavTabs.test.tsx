import { render, screen } from '@testing-library/react';
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
});
