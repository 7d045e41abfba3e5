import { screen, within } from '@testing-library/react';
import { renderApp } from '../../testing/renderApp';
import { shellServer } from '../../testing/shellServer';

describe('CityList (/cities/)', () => {
  it('lists cities as links to their cash registers, 100 a page', async () => {
    const api = shellServer();
    renderApp('/cities/', { token: 't' });
    const table = await screen.findByRole('table', { name: 'Города' });
    expect(await within(table).findByRole('link', { name: 'Москва' })).toHaveAttribute('href', '/cities/1/');
    expect(within(table).getByRole('link', { name: 'Казань' })).toHaveAttribute('href', '/cities/2/');
    expect(api.paths()).toContain('GET /api/city/?page=1&size=100');
  });
});
