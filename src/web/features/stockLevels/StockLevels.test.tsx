import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CashOrder, StockLevel, StockSuggestion } from '../../../shared/contract';
import { reply } from '../../testing/fakeApi';
import { pageOf } from '../../testing/page';
import { makeMe, renderApp } from '../../testing/renderApp';
import { shellServer } from '../../testing/shellServer';
import { announceLimitCrossing } from './limitCrossings';

const SUPERVISOR = makeMe({ role: 'Супервайзер' });
const USD = { id: 2, code: 'USD', name: 'Доллар США' };

function level(over: Partial<StockLevel> = {}): StockLevel {
  return {
    cash_register: { id: 7, name: 'Касса №1' },
    kind: 'till',
    city: { id: 1, name: 'Москва' },
    currency: USD,
    balance: '100.00',
    min: '500.00',
    max: '3000.00',
    refill_to: '1000.00',
    state: 'below_min',
    in_transit: '50.00',
    vault: { id: 9, name: 'Хранилище', balance: '900.00' },
    ...over,
  };
}

function suggestion(over: Partial<StockSuggestion> = {}): StockSuggestion {
  return {
    kind: 'refill', cash_register: { id: 7, name: 'Касса №1' }, currency: USD, balance: '100.00', expected: '150.00',
    min: '500.00', max: '3000.00', refill_to: '1000.00', wanted: '850.00', amount: '850.00', ...over,
  };
}

const SUGGESTIONS = {
  city: { id: 1, name: 'Москва' },
  vault: { id: 9, name: 'Хранилище' },
  suggestions: [suggestion(), suggestion({ cash_register: { id: 8, name: 'Касса №2' }, wanted: '400.00', amount: '0.00' })],
};

describe('«Остатки и лимиты»', () => {
  it('lists a city’s breaches with the vault’s stock and what is on its way, and filters in the URL', async () => {
    const api = shellServer(SUPERVISOR, {
      'GET /api/stock_levels/': pageOf([level(), level({ cash_register: { id: 8, name: 'Касса №2' }, state: 'ok', balance: '700.00', in_transit: '0.00' })]),
      'GET /api/stock_levels/suggestions/': SUGGESTIONS,
      'GET /api/currency/': [{ ...USD, is_base: false, order: 1 }],
    });
    renderApp('/cities/1/', { token: 't' });
    await userEvent.click(await screen.findByRole('link', { name: 'Остатки и лимиты' }));
    const table = await screen.findByRole('table', { name: 'Остатки и лимиты' });
    const row = (await within(table).findByText('Ниже минимума')).closest('tr')!;
    expect(within(row).getByText('100.00 USD')).toBeInTheDocument();
    expect(within(row).getByText('900.00 USD')).toBeInTheDocument();
    expect(within(row).getByText('50.00 USD')).toBeInTheDocument();
    expect(api.paths()).toContain('GET /api/stock_levels/?city=1&page=1&size=20');
    await userEvent.selectOptions(screen.getByLabelText('Показать'), 'yes');
    await waitFor(() => expect(api.paths()).toContain('GET /api/stock_levels/?city=1&breaches=true&page=1&size=20'));
  });

  it('«Создать заявки» requests the ticked suggestions in one call and shows the orders made', async () => {
    const made = { id: 41, state: 'requested', from_cash_register: { id: 9, name: 'Хранилище' }, to_cash_register: { id: 7, name: 'Касса №1' }, amount: '850.00', currency: USD } as unknown as CashOrder;
    const api = shellServer(SUPERVISOR, {
      'GET /api/stock_levels/': pageOf([level()]),
      'GET /api/stock_levels/suggestions/': SUGGESTIONS,
      'GET /api/currency/': [],
      'POST /api/stock_levels/suggestions/': () => reply(201, { orders: [made] }),
    });
    renderApp('/cities/1/stock/', { token: 't' });
    const list = await screen.findByRole('table', { name: 'Предложенные заявки' });
    // The vault ran out before Касса №2: shown, not orderable.
    expect(within(list).getByRole('checkbox', { name: 'Подкрепление: Касса №2, 0.00 USD' })).toBeDisabled();
    expect(within(list).getByRole('checkbox', { name: 'Подкрепление: Касса №1, 850.00 USD' })).toBeChecked();
    await userEvent.click(screen.getByRole('button', { name: 'Создать заявки (1)' }));
    expect(await screen.findByText(/Создано заявок: 1 — №41 Хранилище → Касса №1, 850.00 USD \(ждёт подтверждения\)/)).toBeInTheDocument();
    const post = api.requests.find((r) => r.method === 'POST')!;
    expect(await post.clone().json()).toEqual({ city: 1, items: [{ cash_register: 7, currency: 2 }] });
    expect(post.headers.get('Idempotency-Key')).toBeTruthy();
  });

  it('says why when the stock moved meanwhile (409) and reloads the suggestions', async () => {
    const api = shellServer(SUPERVISOR, {
      'GET /api/stock_levels/': pageOf([]),
      'GET /api/stock_levels/suggestions/': SUGGESTIONS,
      'GET /api/currency/': [],
      'POST /api/stock_levels/suggestions/': () => reply(409, { detail: 'Касса №1, USD: заявка больше не предлагается — остатки изменились, обновите список.' }),
    });
    renderApp('/cities/1/stock/', { token: 't' });
    await userEvent.click(await screen.findByRole('button', { name: 'Создать заявки (1)' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('остатки изменились');
    await waitFor(() => expect(api.paths().filter((p) => p.startsWith('GET /api/stock_levels/suggestions/'))).toHaveLength(2));
    expect(screen.getByText('Ни у одной кассы не заданы лимиты')).toBeInTheDocument();
  });

  it('Кассы show a supervisor the city’s breaches, with the way to the stock view', async () => {
    const api = shellServer(SUPERVISOR, { 'GET /api/stock_levels/': pageOf([level()]) });
    renderApp('/cities/1/', { token: 't' });
    const block = await screen.findByRole('region', { name: 'Нарушения лимитов' });
    expect(block).toHaveTextContent('Касса №1: USD ниже минимума — 100.00 при минимуме 500.00, в пути 50.00');
    expect(within(block).getByRole('link', { name: 'Остатки и лимиты, предложить заявки' })).toHaveAttribute('href', '/cities/1/stock/');
    expect(api.paths()).toContain('GET /api/stock_levels/?city=1&breaches=true&page=1&size=20');
  });

  it('is not in a cashier’s menu, and Кассы do not ask for it', async () => {
    const api = shellServer(makeMe(), {});
    renderApp('/cities/1/', { token: 't' });
    await screen.findByRole('heading', { name: 'Кассы' });
    expect(screen.queryByRole('link', { name: 'Остатки и лимиты' })).toBeNull();
    expect(api.paths().some((p) => p.includes('stock_levels'))).toBe(false);
  });

  it('a crossed limit shows a notice to a supervisor, with the way to the city’s stock', async () => {
    shellServer(SUPERVISOR, { 'GET /api/stock_levels/': pageOf([]) });
    renderApp('/cities/', { token: 't' });
    await screen.findByRole('link', { name: 'Остатки и лимиты' });
    act(() =>
      announceLimitCrossing({
        type: 'register_limit.crossed', cash_register: 7, cash_register_name: 'Касса №1', currency: 2, currency_code: 'USD', crypto: false,
        state: 'below_min', previous: 'ok', city_ids: [1],
      }),
    );
    const notice = await screen.findByRole('status', { name: 'Нарушение лимита кассы' });
    expect(notice).toHaveTextContent('Касса «Касса №1»: USD ниже минимума.');
    expect(within(notice).getByRole('link', { name: 'Остатки и лимиты' })).toHaveAttribute('href', '/cities/1/stock/');
    await userEvent.click(within(notice).getByRole('button', { name: 'Скрыть уведомление о лимите' }));
    expect(screen.queryByRole('status', { name: 'Нарушение лимита кассы' })).toBeNull();
  });
});
