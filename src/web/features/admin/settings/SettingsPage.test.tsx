import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from '../../../testing/renderApp';
import { shellServer } from '../../../testing/shellServer';
import { admin, adminSettings } from './settingsFixtures';

const SETTINGS = adminSettings(
  { rate_tolerance_percent: '1.50', max_operation_amount: '500000.00', shift_difference_threshold: '2500.00', is_default: false },
  { idle_hours: 2 },
);

describe('/admin/settings', () => {
  it('shows every setting with its default, and sets a city back to the defaults', async () => {
    const api = shellServer(admin, {
      'GET /api/admin/settings/': SETTINGS,
      'PUT /api/city_limits/2/': { city: 2, rate_tolerance_percent: '2.00', max_operation_amount: null },
    });
    renderApp('/admin/settings', { token: 't' });
    const table = await screen.findByRole('table', { name: 'Лимиты городов' });
    expect(within(table).getAllByRole('row')[1]).toHaveTextContent('Казань±1.50 %500 000.00 RUB2 500.00 RUBсвои');
    expect(within(table).getAllByRole('row')[2]).toHaveTextContent('Москва±2.00 %без ограничениялюбоепо умолчанию');
    expect(screen.getByText(/По умолчанию: допуск ±2.00 %, наибольшая операция — без ограничения/)).toBeInTheDocument();
    expect(screen.getByText(/по\s+умолчанию порог 0 — любое расхождение/)).toBeInTheDocument();
    const sessions = screen.getByLabelText('Время жизни сессий');
    expect(sessions).toHaveTextContent('2 часа (по умолчанию 12 часов)');
    expect(sessions).toHaveTextContent('7 дней (по умолчанию 7 дней)');
    expect(screen.getByText(/SESSION_IDLE_HOURS и SESSION_MAX_DAYS/)).toBeInTheDocument();

    await userEvent.click(within(table).getByRole('button', { name: 'Изменить лимиты Казань' }));
    const form = screen.getByRole('form', { name: 'Лимиты: Казань' });
    await userEvent.clear(within(form).getByLabelText('Допуск курса, %'));
    await userEvent.type(within(form).getByLabelText('Допуск курса, %'), '2');
    await userEvent.clear(within(form).getByLabelText('Наибольшая операция, RUB'));
    const threshold = within(form).getByLabelText('Порог расхождений смены, RUB');
    expect((threshold as HTMLInputElement).value.replace(/\s/g, '')).toBe('2500.00');
    await userEvent.clear(threshold);
    await userEvent.click(within(form).getByRole('button', { name: 'Сохранить' }));
    await waitFor(() => expect(api.paths()).toContain('PUT /api/city_limits/2/'));
    expect(await api.requests.find((r) => r.method === 'PUT')!.json()).toEqual({ rate_tolerance_percent: '2', max_operation_amount: null, shift_difference_threshold: '0' });
    // The page asks again (the limits' write refreshes the settings).
    await waitFor(() => expect(api.paths().filter((p) => p === 'GET /api/admin/settings/')).toHaveLength(2));
  });
});
