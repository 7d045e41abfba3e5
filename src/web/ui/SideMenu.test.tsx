import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { SideMenu } from './SideMenu';

const items = [
  { to: '/cities/1/', label: 'Кассы', end: true },
  { to: '/cities/1/reports/', label: 'Отчеты по городу' },
];

// The menu inside a route, as the app renders it: navigating keeps the same menu mounted.
function renderMenu(path: string) {
  const menu = <SideMenu title="Город" items={items} />;
  const view = render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/cities/1/" element={menu} />
        <Route path="/cities/1/reports/" element={menu} />
      </Routes>
    </MemoryRouter>,
  );
  return { ...view, toggle: () => screen.getByRole('button', { name: 'Город' }) };
}

/** Drives useIsDesktop: jsdom has no matchMedia, so each test says which screen it is. */
function screenIs(kind: 'desktop' | 'phone') {
  window.matchMedia = jest.fn().mockReturnValue({ matches: kind === 'desktop', addEventListener: jest.fn(), removeEventListener: jest.fn() });
}

describe('SideMenu', () => {
  afterEach(() => {
    // @ts-expect-error jsdom has no matchMedia; the tests add one.
    delete window.matchMedia;
    localStorage.clear();
  });

  describe('on a desktop', () => {
    beforeEach(() => screenIs('desktop'));

    it('starts open and marks the current page', () => {
      const { toggle } = renderMenu('/cities/1/reports/');
      expect(window.matchMedia).toHaveBeenCalledWith('(min-width: 1280px)');
      expect(toggle()).toHaveAttribute('aria-expanded', 'true');
      expect(screen.getByRole('link', { name: 'Отчеты по городу' })).toHaveAttribute('aria-current', 'page');
      expect(screen.getByRole('link', { name: 'Кассы' })).not.toHaveAttribute('aria-current');
    });

    it('folds to a rail holding only the toggle, which keeps its name and opens it again', async () => {
      const { container, toggle } = renderMenu('/cities/1/');
      await userEvent.click(toggle());
      expect(toggle()).toHaveAttribute('aria-expanded', 'false');
      expect(screen.queryByRole('link')).not.toBeInTheDocument();
      // The rail's width is measured in a browser (e2e/layout.spec.ts); jsdom lays nothing out.
      expect(container.querySelector('aside')).toHaveAttribute('data-collapsed', 'true');
      await userEvent.click(toggle());
      expect(toggle()).toHaveAttribute('aria-expanded', 'true');
      expect(container.querySelector('aside')).not.toHaveAttribute('data-collapsed');
    });

    it('stays folded after navigation and on the next menu mounted', async () => {
      const first = renderMenu('/cities/1/');
      await userEvent.click(first.toggle());
      first.unmount();
      renderMenu('/cities/1/reports/');
      expect(screen.getByRole('button', { name: 'Город' })).toHaveAttribute('aria-expanded', 'false');
    });

    it('stays open after a choice', async () => {
      const { toggle } = renderMenu('/cities/1/');
      await userEvent.click(screen.getByRole('link', { name: 'Отчеты по городу' }));
      expect(screen.getByRole('link', { name: 'Отчеты по городу' })).toHaveAttribute('aria-current', 'page');
      expect(toggle()).toHaveAttribute('aria-expanded', 'true');
    });
  });

  describe('on a phone', () => {
    beforeEach(() => screenIs('phone'));

    it('starts folded', () => {
      const { toggle } = renderMenu('/cities/1/');
      expect(toggle()).toHaveAttribute('aria-expanded', 'false');
      expect(screen.queryByRole('link')).not.toBeInTheDocument();
    });

    it('folds again once a chosen item navigated', async () => {
      const { toggle } = renderMenu('/cities/1/');
      await userEvent.click(toggle());
      expect(toggle()).toHaveAttribute('aria-expanded', 'true');
      await userEvent.click(screen.getByRole('link', { name: 'Отчеты по городу' }));
      expect(toggle()).toHaveAttribute('aria-expanded', 'false');
      expect(screen.queryByRole('link')).not.toBeInTheDocument();
      // Opened again, it shows where the person now is.
      await userEvent.click(toggle());
      expect(screen.getByRole('link', { name: 'Отчеты по городу' })).toHaveAttribute('aria-current', 'page');
    });

    it('folds when the current page is chosen again', async () => {
      const { toggle } = renderMenu('/cities/1/');
      await userEvent.click(toggle());
      await userEvent.click(screen.getByRole('link', { name: 'Кассы' }));
      expect(toggle()).toHaveAttribute('aria-expanded', 'false');
    });

    it('ignores a desktop fold stored earlier', async () => {
      localStorage.setItem('sideMenuCollapsed', 'true');
      const { toggle } = renderMenu('/cities/1/');
      await userEvent.click(toggle());
      expect(toggle()).toHaveAttribute('aria-expanded', 'true');
    });
  });
});

describe('SideMenu badges', () => {
  it('shows a count beside an entry, and on the toggle while the menu is folded', async () => {
    window.matchMedia = jest.fn().mockReturnValue({ matches: false, addEventListener: jest.fn(), removeEventListener: jest.fn() });
    render(
      <MemoryRouter initialEntries={['/cities/1/']}>
        <SideMenu title="Город" items={[{ to: '/cities/1/', label: 'Кассы', end: true }, { to: '/cities/1/transfers/', label: 'Незавершенные переводы', badge: 2 }]} />
      </MemoryRouter>,
    );
    // A phone's menu starts folded: the count is on the toggle.
    const toggle = screen.getByRole('button', { name: 'Город (новых: 2)' });
    await userEvent.click(toggle);
    expect(screen.getByRole('link', { name: 'Незавершенные переводы (новых: 2)' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Кассы' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Город' })).toBeInTheDocument();
  });
});
