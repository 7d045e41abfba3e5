import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { SideMenu } from './SideMenu';

const items = [
  { to: '/cities/1/', label: 'Кассы', end: true },
  { to: '/cities/1/reports/', label: 'Отчеты по городу' },
];

function renderMenu(path: string) {
  render(
    <MemoryRouter initialEntries={[path]}>
      <SideMenu title="Город" items={items} />
    </MemoryRouter>,
  );
}

describe('SideMenu', () => {
  afterEach(() => {
    // @ts-expect-error jsdom has no matchMedia; some tests add one.
    delete window.matchMedia;
  });

  it('marks the current page and folds away with its toggle', async () => {
    renderMenu('/cities/1/reports/');
    expect(screen.getByRole('link', { name: 'Отчеты по городу' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Кассы' })).not.toHaveAttribute('aria-current');
    const toggle = screen.getByRole('button', { name: /Город/ });
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('link', { name: 'Кассы' })).not.toBeInTheDocument();
  });

  it('starts folded on a phone', () => {
    window.matchMedia = jest.fn().mockReturnValue({ matches: false, addEventListener: jest.fn(), removeEventListener: jest.fn() });
    renderMenu('/cities/1/');
    expect(screen.getByRole('button', { name: /Город/ })).toHaveAttribute('aria-expanded', 'false');
    expect(window.matchMedia).toHaveBeenCalledWith('(min-width: 1280px)');
  });
});
