import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { Header } from './Header';

const admin = { firstName: 'Анна', lastName: 'Админова', role: 'Администратор', signedInAt: '2026-11-25T06:05:00.000Z' };

function renderHeader(onLogout = jest.fn()) {
  render(
    <MemoryRouter>
      <Header user={admin} homeTo="/cities/" onLogout={onLogout} adminActions={<button aria-label="Выключить сайт" />} />
    </MemoryRouter>,
  );
  return { banner: screen.getByRole('banner'), onLogout };
}

// That nothing is cut on a 390 px phone is measured in a browser (e2e/layout.spec.ts).
describe('Header', () => {
  it('shows the full name and the role as whole texts', () => {
    const { banner } = renderHeader();
    expect(within(banner).getByText('Анна Админова')).toBeInTheDocument();
    expect(within(banner).getByText('Администратор')).toBeInTheDocument();
    expect(banner).not.toHaveTextContent('…');
  });

  it('says since when the user is signed in (the server\'s wall clock, Europe/Moscow)', () => {
    const { banner } = renderHeader();
    expect(within(banner).getByText('вход 25/11/2026 09:05')).toBeInTheDocument();
  });

  it('keeps the admin actions and Выйти', async () => {
    const { banner, onLogout } = renderHeader();
    expect(within(banner).getByRole('button', { name: 'Выключить сайт' })).toBeInTheDocument();
    await userEvent.click(within(banner).getByRole('button', { name: 'Выйти' }));
    expect(onLogout).toHaveBeenCalledTimes(1);
  });

  it('while the user is asked, holds the lines of name, role and sign-in time, unseen and unread', () => {
    render(
      <MemoryRouter>
        <Header user={undefined} homeTo="/cities/" onLogout={jest.fn()} />
      </MemoryRouter>,
    );
    const banner = screen.getByRole('banner');
    const held = banner.querySelector('[aria-hidden="true"]')!;
    expect(held).not.toBeNull();
    expect(held.children).toHaveLength(3);
    expect(held).toHaveStyle({ visibility: 'hidden' });
    expect(banner).not.toHaveTextContent(/вход|Администратор/);
    expect(within(banner).getByRole('button', { name: 'Выйти' })).toBeInTheDocument();
  });

  it('links the brand to the home page', () => {
    renderHeader();
    expect(screen.getByRole('link', { name: 'Money 24/7' })).toHaveAttribute('href', '/cities/');
  });
});
