import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { makeMe, renderApp } from '../../testing/renderApp';
import { reply } from '../../testing/fakeApi';
import { shellServer } from '../../testing/shellServer';
import { correction } from './correctionFixtures';
import { pageOf } from '../../testing/page';

const SUPERVISOR = makeMe({ role: 'Супервайзер' });

describe('CorrectionQueue (/cities/corrections/)', () => {
  it('shows supervisors the corrections waiting, with a count on the tab, and approves one', async () => {
    const api = shellServer(SUPERVISOR, {
      'GET /api/correction/': pageOf([correction(), correction({ id: 6, record_id: 13, requested_by_me: true, reason: 'мой запрос' })]),
      'PUT /api/correction/approve/5/': correction({ status: 'Approved', decided_by: { id: 9, name: 'Сергей' } }),
    });
    renderApp('/cities/corrections/', { token: 't' });
    const table = await screen.findByRole('table', { name: 'Запросы на сторно, ждущие подтверждения' });
    expect(await within(table).findByText(/^Обмен №12, покупка: 1.000\.00 USD → 90.000\.00 RUB, 23\/11\/2026/)).toBeInTheDocument();
    expect(within(table).getByText('Опечатка: 1000 вместо 100')).toBeInTheDocument();
    // Four eyes: one's own request offers no decision.
    expect(within(table).queryByRole('button', { name: 'Подтвердить сторно №6' })).not.toBeInTheDocument();
    // The count is asked once /api/me says the user decides (it may come after the list).
    await waitFor(() => expect(screen.getByRole('link', { name: /Подтверждения/ })).toHaveTextContent('2'));

    await userEvent.click(within(table).getByRole('button', { name: 'Подтвердить сторно №5' }));
    const dialog = await screen.findByRole('dialog', { name: 'Подтвердить сторно' });
    await userEvent.type(within(dialog).getByLabelText('Комментарий'), 'верно');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Подтвердить' }));
    await waitFor(() => expect(api.paths()).toContain('PUT /api/correction/approve/5/'));
    const put = api.requests.find((r) => r.method === 'PUT')!;
    expect(await put.clone().json()).toEqual({ comment: 'верно' });
  });

  it('shows why an approval is refused (the dollars are already sold)', async () => {
    shellServer(SUPERVISOR, {
      'GET /api/correction/': pageOf([correction()]),
      'PUT /api/correction/approve/5/': reply(400, { amount: ['Недостаточно средств в кассе: доступно 40.00 USD.'] }),
    });
    renderApp('/cities/corrections/', { token: 't' });
    await userEvent.click(await screen.findByRole('button', { name: 'Подтвердить сторно №5' }));
    const dialog = await screen.findByRole('dialog', { name: 'Подтвердить сторно' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Подтвердить' }));
    expect(await within(dialog).findByText(/доступно 40.00 USD/)).toBeInTheDocument();
  });

  it('is no tab of a cashier', async () => {
    const api = shellServer(makeMe(), { 'GET /api/correction/': pageOf([]) });
    renderApp('/cities/', { token: 't' });
    await screen.findByRole('link', { name: 'Города' });
    expect(screen.queryByRole('link', { name: /Подтверждения/ })).not.toBeInTheDocument();
    expect(api.paths().some((p) => p.startsWith('GET /api/correction/'))).toBe(false);
  });
});
