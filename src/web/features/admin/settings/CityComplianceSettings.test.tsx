import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { reply } from '../../../testing/fakeApi';
import { renderApp } from '../../../testing/renderApp';
import { shellServer } from '../../../testing/shellServer';
import { admin, adminSettings } from './settingsFixtures';
import { pageOf } from '../../../testing/page';

const SETTINGS = adminSettings();
const KAZAN = { city: 2, identification_threshold: '40000.00', mandatory_control_threshold: '600000.00', identify_transfers: true, watchlist_max_age_days: 7, structuring_window_minutes: 30 };
const MOSCOW = { city: 1, identification_threshold: null, mandatory_control_threshold: null, identify_transfers: false, watchlist_max_age_days: 7, structuring_window_minutes: 30 };

describe('/admin/settings: clients and compliance per city', () => {
  it('shows each city’s thresholds and sets Москва’s; an empty threshold is sent as none', async () => {
    let moscow = MOSCOW;
    const api = shellServer(admin, {
      'GET /api/admin/settings/': SETTINGS,
      'GET /api/city_compliance/': (_r: Request, url: URL) => reply(200, url.searchParams.get('city') === '2' ? KAZAN : moscow),
      'PUT /api/city_compliance/1/': async (r: Request) => reply(200, (moscow = { ...moscow, ...(await r.clone().json()) })),
    });
    renderApp('/admin/settings', { token: 't' });
    const table = await screen.findByRole('table', { name: 'Комплаенс городов' });
    await waitFor(() => expect(within(table).getAllByRole('row')[1]).toHaveTextContent('Казаньот 40 000.00 RUBот 600 000.00 RUBвсегда с клиентом7 дн.30 мин'));
    expect(within(table).getAllByRole('row')[2]).toHaveTextContent('Москванетнетпо порогу7 дн.');
    await userEvent.click(within(table).getByRole('button', { name: 'Изменить комплаенс Москва' }));
    const form = screen.getByRole('form', { name: 'Комплаенс: Москва' });
    await userEvent.type(within(form).getByLabelText('Идентификация клиента от, RUB'), '15000');
    await userEvent.click(within(form).getByRole('checkbox', { name: /Каждый перевод/ }));
    await userEvent.clear(within(form).getByLabelText('Перечень не старше, дней'));
    await userEvent.type(within(form).getByLabelText('Перечень не старше, дней'), '3');
    const window = within(form).getByLabelText('Окно признаков дробления, минут');
    await userEvent.clear(window);
    await userEvent.type(window, '1441{Enter}');
    expect(await within(form).findByText('Целое число минут, от 1 до 1440')).toBeInTheDocument();
    await userEvent.clear(window);
    await userEvent.type(window, '45{Enter}');
    await waitFor(() => expect(screen.queryByRole('form', { name: 'Комплаенс: Москва' })).not.toBeInTheDocument());
    expect(await api.requests.find((r) => r.method === 'PUT')!.clone().json()).toEqual({
      identification_threshold: '15000', mandatory_control_threshold: null, identify_transfers: true, watchlist_max_age_days: 3, structuring_window_minutes: 45,
    });
    await waitFor(() => expect(within(table).getAllByRole('row')[2]).toHaveTextContent('Москваот 15 000.00 RUBнетвсегда с клиентом3 дн.45 мин'));
  });

  it('the users form has the compliance officer’s toggle', async () => {
    shellServer(admin, { 'GET /api/admin/users/': pageOf([]), 'GET /api/admin/cities/': pageOf([]) });
    renderApp('/admin/users', { token: 't' });
    await userEvent.click(await screen.findByRole('button', { name: /Добавить|Новый пользователь/ }));
    expect(within(screen.getByRole('dialog')).getByRole('checkbox', { name: 'Комплаенс (проверка клиентов)' })).not.toBeChecked();
  });
});
