import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { UserMenu } from './UserMenu';

function renderMenu(onLogoutEverywhere = jest.fn(), adminTo?: string) {
  render(
    <MemoryRouter>
      <UserMenu changePasswordTo="/password/" adminTo={adminTo} onLogoutEverywhere={onLogoutEverywhere} />
    </MemoryRouter>,
  );
  return { onLogoutEverywhere };
}

describe('UserMenu', () => {
  it('opens on its button and closes on Escape', async () => {
    renderMenu();
    const toggle = screen.getByRole('button', { name: 'Учётная запись' });
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('menuitem', { name: 'Сменить пароль' })).toHaveAttribute('href', '/password/');
    expect(screen.queryByRole('menuitem', { name: 'Администрирование' })).not.toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });

  it('offers the admin section to admins only', async () => {
    renderMenu(jest.fn(), '/admin/users');
    await userEvent.click(screen.getByRole('button', { name: 'Учётная запись' }));
    expect(screen.getByRole('menuitem', { name: 'Администрирование' })).toHaveAttribute('href', '/admin/users');
  });

  it('signs out everywhere only once confirmed', async () => {
    const { onLogoutEverywhere } = renderMenu();
    await userEvent.click(screen.getByRole('button', { name: 'Учётная запись' }));
    await userEvent.click(screen.getByRole('menuitem', { name: 'Выйти везде' }));
    await userEvent.click(screen.getByRole('button', { name: 'Нет' }));
    expect(onLogoutEverywhere).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Учётная запись' }));
    await userEvent.click(screen.getByRole('menuitem', { name: 'Выйти везде' }));
    await userEvent.click(screen.getByRole('button', { name: 'Да' }));
    expect(onLogoutEverywhere).toHaveBeenCalledTimes(1);
  });
});
