import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setConnectionLost } from '../../../lib/offlineDriver';
import type { OfflineDeal, OfflineDealDraft, OfflineWindowDriver } from '../../../lib/offlineDeal';
import { renderApp } from '../../../testing/renderApp';
import { operationsServer } from '../operationsFixtures';
import { offlineReceiptHtml } from './offlineReceipt';
import { HELD, SERVER_NEEDED } from './holdServerActions';
import { FIGURES_AS_LAST_SENT, OFFLINE_ONLY_EXCHANGE, SERVER_ONLY_ACTIONS } from './OfflineWindow';

// The offline mode itself is tested on its own (features/offline): here the page is marked
// offline by hand and the shell mounts the window.
jest.mock('../../offline/OfflineMode', () => ({ OfflineMode: () => null }));

/** The offline mode's queue, in memory: what the window wrote, in order. */
function fakeDriver(waiting: OfflineDeal[] = []): OfflineWindowDriver & { queued: OfflineDeal[] } {
  const queued: OfflineDeal[] = [];
  return {
    user: 'Иванова Анна (cashier)',
    queued,
    queue: async (draft: OfflineDealDraft) => {
      const deal: OfflineDeal = { ...draft, localNumber: waiting.length + queued.length + 1, status: 'queued' };
      queued.push(deal);
      return deal;
    },
    waiting: async () => [...waiting, ...queued],
  };
}

const LIMITS = { city: 1, rate_tolerance_percent: '2.00', max_operation_amount: null, offline_limit: '100000.00' };

async function openOffline(driver: OfflineWindowDriver, limits: object = LIMITS) {
  setConnectionLost(true, driver);
  operationsServer({ 'GET /api/city_limits/': limits });
  renderApp('/cash-registers/7/', { token: 't' });
  await screen.findByRole('heading', { name: 'Операции' }, { timeout: 15_000 });
  // The first sign of trouble once the shell listens: it loads the offline chunks.
  window.dispatchEvent(new Event('m247-stream-lost'));
  const panel = await screen.findByRole('region', { name: 'Обмен без связи' }, { timeout: 15_000 });
  await screen.findByRole('table', { name: 'Баланс за день' });
  return panel;
}

async function deal(panel: HTMLElement, type: 'Покупка' | 'Продажа', amount: string) {
  await userEvent.click(within(panel).getByRole('radio', { name: type }));
  await userEvent.selectOptions(within(panel).getByLabelText('Валюта'), 'USD — Доллар США');
  const field = within(panel).getByLabelText('Сумма');
  await userEvent.clear(field);
  await userEvent.type(field, amount);
  await userEvent.click(within(panel).getByRole('button', { name: 'Провести без связи' }));
}

jest.setTimeout(30_000);
afterEach(() => setConnectionLost(false));

describe('the register screen during an outage', () => {
  it('offers only the exchange and says why; a deal is queued with its key, made_at and the last rate, then shown done', async () => {
    const driver = fakeDriver();
    const panel = await openOffline(driver);
    expect(within(panel).getByText(OFFLINE_ONLY_EXCHANGE)).toBeInTheDocument();
    // The figures beside it are said to be the server's last, without the deals made offline.
    expect(within(panel).getByText(FIGURES_AS_LAST_SENT)).toBeInTheDocument();
    // The usual forms panel is hidden while offline.
    expect(document.head.innerHTML + document.body.innerHTML).toContain('[aria-labelledby="operation-forms-title"]{display:none}');
    await deal(panel, 'Покупка', '100');
    await within(panel).findByText(/Проведено офлайн №1: Покупка 100\.00 USD/);
    expect(driver.queued).toHaveLength(1);
    const [queued] = driver.queued;
    expect(queued.key).toMatch(/^[0-9a-f]{32}$/);
    expect(queued.cashier).toBe('Иванова Анна (cashier)');
    expect(queued.body).toEqual({
      cash_register: 7,
      currency: 2,
      operation_type: 'BUY',
      amount: '100',
      rate: '91.500000',
      is_dilapidated: false,
      offline: true,
      made_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
    });
    expect(queued.total).toBe('9150.00');
    expect(offlineReceiptHtml(queued, 'Europe/Moscow')).toMatch(/Офлайн-операция.*№1/);
  });

  it('refuses a deal above the offline limit, and every deal where the city has it off', async () => {
    const driver = fakeDriver();
    const panel = await openOffline(driver, { ...LIMITS, offline_limit: '5000.00' });
    await deal(panel, 'Покупка', '100');
    expect(await within(panel).findByRole('alert')).toHaveTextContent('Больше офлайн-лимита города: не более 5000.00 RUB.');
    expect(driver.queued).toEqual([]);
  });

  it('counts the queued deals against the till: a sale of more USD than it holds with them is refused', async () => {
    // The till holds 1250.00 USD; 1200 of it was sold during the outage already.
    const earlier: OfflineDeal = {
      key: 'a'.repeat(32), register: 7, cashier: 'x', localNumber: 1, status: 'queued', currencyCode: 'USD', total: '111900.00', localCode: 'RUB',
      body: { cash_register: 7, currency: 2, operation_type: 'SELL', amount: '1200.00', rate: '93.250000', is_dilapidated: false, offline: true, made_at: '2026-11-29T09:00:00Z' },
    };
    const driver = fakeDriver([earlier]);
    const panel = await openOffline(driver);
    await deal(panel, 'Продажа', '60');
    expect(await within(panel).findByRole('alert')).toHaveTextContent('Недостаточно средств в кассе с учётом офлайн-операций: доступно 50.00 USD.');
    await deal(panel, 'Продажа', '50');
    await waitFor(() => expect(driver.queued).toHaveLength(1));
  });

  it('disables everything but the exchange, each control saying why, and gives it back when the connection returns', async () => {
    const panel = await openOffline(fakeDriver());
    expect(within(panel).getByText(SERVER_ONLY_ACTIONS)).toBeVisible();
    const outside = (role: 'button' | 'link') =>
      screen.queryAllByRole(role, { hidden: true }).filter((e) => !panel.contains(e) && !e.closest('[aria-labelledby="operation-forms-title"]'));
    // The shift's close, the journal's and the screen's other actions, and the links.
    await waitFor(() => expect(outside('button').length).toBeGreaterThan(0));
    for (const b of outside('button')) {
      expect(b).toBeDisabled();
      expect(b).toHaveAttribute('title', SERVER_NEEDED);
    }
    const links = outside('link');
    expect(links.length).toBeGreaterThan(0);
    for (const a of links) expect(a).toHaveAttribute(HELD);
    // A held link goes nowhere.
    const path = window.location.pathname;
    await userEvent.click(links[0]);
    expect(window.location.pathname).toBe(path);
    // The window's own controls stay.
    expect(within(panel).getByRole('button', { name: 'Провести без связи' })).toBeEnabled();

    act(() => setConnectionLost(false));
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Обмен без связи' })).toBeNull());
    for (const b of outside('button')) expect(b).not.toHaveAttribute('title', SERVER_NEEDED);
    expect(document.querySelectorAll(`[${HELD}]`)).toHaveLength(0);
  });
});
