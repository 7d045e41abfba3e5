import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { OfflineReview } from '../../../shared/contract/offline';
import { reply } from '../../testing/fakeApi';
import { pageOf } from '../../testing/page';
import { recordFields } from '../../testing/records';
import { makeMe, renderApp } from '../../testing/renderApp';
import { shellServer } from '../../testing/shellServer';

const SUPERVISOR = makeMe({ role: 'Супервайзер' });

/** A flagged offline deal as GET /api/offline_review/ lists it. */
function makeReview(over: Partial<OfflineReview> = {}, deal: Partial<OfflineReview['deal']> = {}): OfflineReview {
  const id = over.id ?? 501;
  return {
    id,
    status: 'pending',
    flags: ['rate_band', 'register_closed'],
    made_at: '2026-11-20T07:30:00.000Z',
    received_at: '2026-11-20T08:45:00.000Z',
    cashier: { id: 3, name: 'Ксения Кассирова' },
    cash_register: { id: 7, name: 'Касса №1' },
    city: { id: 1, name: 'Москва' },
    checked_by: null,
    checked_at: null,
    ...over,
    deal: {
      ...recordFields('TRANSACTION', id),
      currency: { id: 2, code: 'USD' },
      base_currency: { id: 1, code: 'RUB' },
      operation_type: 'BUY',
      amount: '1000.00',
      rate: '93.500000',
      is_dilapidated: false,
      dilapidation_percentage: '0.00',
      effective_rate: '93.500000',
      total: '93500.00',
      average_cost: null,
      earning: null,
      outside_limits: true,
      client: null,
      offline: true,
      received_at: '2026-11-20T08:45:00.000Z',
      offline_flags: ['rate_band', 'register_closed'],
      ...deal,
    },
  } as OfflineReview;
}

const TABLE = 'Офлайн-операции на проверку';

describe('Офлайн-операции на проверку (a city’s flagged offline deals)', () => {
  it('is in the city’s menu for a supervisor, and lists the pending deals with their broken rules', async () => {
    const api = shellServer(SUPERVISOR, { 'GET /api/offline_review/': pageOf([makeReview()]) });
    renderApp('/cities/1/', { token: 't' });
    await userEvent.click(await screen.findByRole('link', { name: TABLE }));
    const table = await screen.findByRole('table', { name: TABLE });
    const row = (await within(table).findByText('1 000.00 USD')).closest('tr')!;
    expect(within(row).getByText('Покупка')).toBeInTheDocument();
    expect(within(row).getByText('93.500000')).toBeInTheDocument();
    expect(within(row).getByText('93 500.00 RUB')).toBeInTheDocument();
    expect(within(row).getByText('Вне коридора курсов')).toBeInTheDocument();
    expect(within(row).getByText('Касса была закрыта')).toBeInTheDocument();
    expect(within(row).getByText('Ждёт проверки')).toBeInTheDocument();
    expect(within(row).getByRole('link', { name: 'Касса №1' })).toHaveAttribute('href', '/cash-registers/7/');
    expect(within(row).getByRole('button', { name: 'Сторно записи №501' })).toBeInTheDocument();
    expect(api.paths()).toContain('GET /api/offline_review/?city=1&status=pending&page=1&size=20');
  });

  it('names every flag the server sends in Russian', async () => {
    const flags = ['rate_band', 'register_closed', 'negative_balance', 'over_offline_limit', 'made_at_outside_outage'] as const;
    shellServer(SUPERVISOR, { 'GET /api/offline_review/': pageOf([makeReview({ flags: [...flags] })]) });
    renderApp('/cities/1/offline-review/', { token: 't' });
    const table = await screen.findByRole('table', { name: TABLE });
    await within(table).findByText('1 000.00 USD');
    for (const label of ['Вне коридора курсов', 'Касса была закрыта', 'Остаток ушёл в минус', 'Сверх офлайн-лимита', 'Время вне перерыва связи']) {
      expect(within(table).getByText(label)).toBeInTheDocument();
    }
  });

  it('keeps the status in the URL: the checked ones, with who checked them and no button', async () => {
    const checked = makeReview({ id: 502, status: 'checked', checked_by: { id: 5, name: 'Сергей Супервайзеров' }, checked_at: '2026-11-20T09:00:00.000Z' });
    const api = shellServer(SUPERVISOR, {
      'GET /api/offline_review/': (_r: Request, url: URL) => reply(200, pageOf(url.searchParams.get('status') === 'checked' ? [checked] : [makeReview()])),
    });
    renderApp('/cities/1/offline-review/', { token: 't' });
    await screen.findByRole('table', { name: TABLE });
    await userEvent.selectOptions(screen.getByLabelText('Состояние'), 'checked');
    expect(await screen.findByText(/^Проверено .*, Сергей Супервайзеров$/)).toBeInTheDocument();
    expect(screen.getByLabelText('Текущий запрос')).toHaveTextContent('?status=checked');
    expect(screen.queryByRole('button', { name: /^Проверено/ })).not.toBeInTheDocument();
    expect(api.paths()).toContain('GET /api/offline_review/?city=1&status=checked&page=1&size=20');
  });

  it('opens on the status and page a link names', async () => {
    const api = shellServer(SUPERVISOR, { 'GET /api/offline_review/': pageOf([makeReview({ status: 'checked' })], { count: 25 }) });
    renderApp('/cities/1/offline-review/?status=checked&page=2', { token: 't' });
    await screen.findByRole('table', { name: TABLE });
    expect(api.paths()).toContain('GET /api/offline_review/?city=1&status=checked&page=2&size=20');
    expect(screen.getByLabelText('Состояние')).toHaveValue('checked');
  });

  it('«Проверено» marks a row checked and the list refreshes without it', async () => {
    let checked = false;
    const api = shellServer(SUPERVISOR, {
      'GET /api/offline_review/': () => reply(200, pageOf(checked ? [] : [makeReview()])),
      'POST /api/offline_review/501/check/': () => {
        checked = true;
        return reply(200, makeReview({ status: 'checked' }));
      },
    });
    renderApp('/cities/1/offline-review/', { token: 't' });
    const table = await screen.findByRole('table', { name: TABLE });
    await userEvent.click(await within(table).findByRole('button', { name: 'Проверено: операция №501' }));
    expect(await screen.findByText('Нет офлайн-операций на проверку')).toBeInTheDocument();
    const post = api.requests.find((r) => r.method === 'POST')!;
    expect(post.headers.get('Idempotency-Key')).toBeTruthy();
    expect(api.paths().filter((p) => p.startsWith('GET /api/offline_review/'))).toHaveLength(2);
  });

  it('says so when someone else checked it meanwhile (409), without an alert, and refreshes', async () => {
    const alert = jest.spyOn(window, 'alert').mockImplementation(() => {});
    let checked = false;
    const api = shellServer(SUPERVISOR, {
      'GET /api/offline_review/': () => reply(200, pageOf([checked ? makeReview({ status: 'checked', checked_by: { id: 6, name: 'Пётр' }, checked_at: '2026-11-20T09:00:00.000Z' }) : makeReview()])),
      'POST /api/offline_review/501/check/': () => {
        checked = true;
        return reply(409, { detail: 'Эта офлайн-операция уже проверена.' });
      },
    });
    renderApp('/cities/1/offline-review/', { token: 't' });
    const table = await screen.findByRole('table', { name: TABLE });
    await userEvent.click(await within(table).findByRole('button', { name: 'Проверено: операция №501' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Операция №501: Эта офлайн-операция уже проверена.');
    await waitFor(() => expect(api.paths().filter((p) => p.startsWith('GET /api/offline_review/'))).toHaveLength(2));
    expect(alert).not.toHaveBeenCalled();
    alert.mockRestore();
  });

  it('says when there is nothing to check', async () => {
    shellServer(SUPERVISOR, { 'GET /api/offline_review/': pageOf([]) });
    renderApp('/cities/1/offline-review/', { token: 't' });
    expect(await screen.findByText('Нет офлайн-операций на проверку', {})).toBeInTheDocument();
    expect(screen.queryByRole('table', { name: TABLE })).not.toBeInTheDocument();
  });

  it('shows a reversed deal struck through with its reversal, and one waiting for approval', async () => {
    shellServer(SUPERVISOR, {
      'GET /api/offline_review/': pageOf([makeReview({ id: 501 }, { reversed_by: 900 }), makeReview({ id: 503 }, { correction_pending: true })]),
    });
    renderApp('/cities/1/offline-review/', { token: 't' });
    const table = await screen.findByRole('table', { name: TABLE });
    expect(await within(table).findByText('сторнировано: №900')).toBeInTheDocument();
    expect(within(table).getByText('сторно ждёт подтверждения')).toBeInTheDocument();
    expect(within(table).queryByRole('button', { name: /^Сторно/ })).not.toBeInTheDocument();
  });

  it('says when the list could not be loaded, and tries again', async () => {
    const alert = jest.spyOn(window, 'alert').mockImplementation(() => {});
    let fail = true;
    shellServer(SUPERVISOR, { 'GET /api/offline_review/': () => (fail ? reply(500, { detail: 'Ошибка сервера' }) : reply(200, pageOf([makeReview()]))) });
    renderApp('/cities/1/offline-review/', { token: 't' });
    expect(await screen.findByText('Не удалось загрузить офлайн-операции.', {})).toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Повторить' }));
    expect(await screen.findByRole('table', { name: TABLE })).toBeInTheDocument();
    alert.mockRestore();
  });

  it('is not in a cashier’s menu, and is the not-found page for one, asking nothing', async () => {
    const api = shellServer(makeMe(), { 'GET /api/offline_review/': pageOf([makeReview()]) });
    renderApp('/cities/1/offline-review/', { token: 't' });
    expect(await screen.findByRole('heading', { name: 'Страница не найдена.' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: TABLE })).not.toBeInTheDocument();
    expect(api.paths().some((p) => p.includes('offline_review'))).toBe(false);
  });
});
