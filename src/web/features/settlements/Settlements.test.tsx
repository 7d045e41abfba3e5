import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MESSAGES, type SettlementPosition, type SettlementPositions } from '../../../shared/contract';
import { reply } from '../../testing/fakeApi';
import { makeMe, renderApp } from '../../testing/renderApp';
import { shellServer } from '../../testing/shellServer';

const ADMIN = makeMe({ isAdmin: true, role: 'Администратор' });
const SUPERVISOR = makeMe({ role: 'Супервайзер' });
const MSK = { id: 1, name: 'Москва' };
const KZN = { id: 2, name: 'Казань' };
const USD = { id: 2, code: 'USD', name: 'Доллар США' };

const line = (from: typeof MSK, to: typeof MSK, figures: Partial<SettlementPosition>): SettlementPosition => ({
  from_city: from, to_city: to, currency: USD, sent: '0.00', paid: '0.00', net: '0.00', settled: '0.00', position: '0.00', ...figures,
});

/** Москва owes Казань 120.00 USD; after a settlement the position is zero. */
function positions(settled: boolean): SettlementPositions {
  const s = settled ? '120.00' : '0.00';
  return {
    from_date: '2026-11-01', to_date: '2026-11-20', city: null, closed: false, closed_through: null, cities: [KZN, MSK], periods: [],
    lines: [
      line(KZN, MSK, { sent: '30.00', paid: '150.00', net: '-120.00', settled: settled ? '-120.00' : '0.00', position: settled ? '0.00' : '-120.00' }),
      line(MSK, KZN, { sent: '150.00', paid: '30.00', net: '120.00', settled: s, position: settled ? '0.00' : '120.00' }),
    ],
  };
}

describe('«Взаиморасчёты» (who owes whom between cities)', () => {
  it('is in the cities section for an admin: the matrix and the pairs, from the period asked', async () => {
    const api = shellServer(ADMIN, { 'GET /api/settlements/positions/': positions(false) });
    renderApp('/cities/', { token: 't' });
    await userEvent.click(await screen.findByRole('link', { name: 'Взаиморасчёты' }));
    const matrix = await screen.findByRole('table', { name: 'Позиции USD' });
    expect(within(matrix).getByLabelText('Москва → Казань, USD')).toHaveTextContent('120.00');
    expect(within(matrix).getByLabelText('Казань → Москва, USD')).toHaveTextContent('-120.00');
    const pairs = screen.getByRole('table', { name: 'Взаиморасчёты по парам городов' });
    expect(within(pairs).getAllByRole('button', { name: /^Рассчитаться/ })).toHaveLength(1);
    expect(api.paths().some((p) => /^GET \/api\/settlements\/positions\/\?from_date=\d{4}-\d{2}-01&to_date=/.test(p))).toBe(true);
    expect(screen.getByRole('button', { name: 'Закрыть период' })).toBeInTheDocument();
  });

  it('keeps the city and the period in the URL, and asks for that city', async () => {
    const api = shellServer(ADMIN, { 'GET /api/settlements/positions/': positions(false) });
    renderApp('/cities/settlements?from_date=2026-11-01&to_date=2026-11-20', { token: 't' });
    await screen.findByRole('table', { name: 'Позиции USD' });
    await userEvent.selectOptions(screen.getByLabelText('Город'), '1');
    await waitFor(() => expect(api.paths()).toContain('GET /api/settlements/positions/?from_date=2026-11-01&to_date=2026-11-20&city=1'));
    expect(screen.getByLabelText('Текущий запрос')).toHaveTextContent('city=1');
  });

  it('is not in the menu of a cashier, and a supervisor does not close periods', async () => {
    shellServer(makeMe(), {});
    renderApp('/cities/', { token: 't' });
    await screen.findByRole('link', { name: 'Отчеты по городам' });
    expect(screen.queryByRole('link', { name: 'Взаиморасчёты' })).not.toBeInTheDocument();
  });

  it('a supervisor records a bank settlement for the whole position, and it shows zero', async () => {
    let settled = false;
    const api = shellServer(SUPERVISOR, {
      'GET /api/settlements/positions/': () => reply(200, positions(settled)),
      'POST /api/settlements/': () => {
        settled = true;
        return reply(201, {});
      },
    });
    renderApp('/cities/settlements', { token: 't' });
    await userEvent.click(await screen.findByRole('button', { name: 'Рассчитаться: Москва → Казань, USD' }));
    expect(screen.queryByRole('button', { name: 'Закрыть период' })).not.toBeInTheDocument();
    const dialog = await screen.findByRole('dialog', { name: 'Расчёт: Москва → Казань, USD' });
    expect(within(dialog).getByLabelText('Сумма')).toHaveValue('120.00');
    await userEvent.type(within(dialog).getByLabelText('Номер платёжного документа'), 'ПП-17');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Записать расчёт' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const post = api.requests.find((r) => r.method === 'POST')!;
    expect(await post.json()).toMatchObject({ kind: 'bank', from_city: 1, to_city: 2, currency: 2, amount: '120.00', reference: 'ПП-17' });
    const matrix = screen.getByRole('table', { name: 'Позиции USD' });
    await waitFor(() => expect(within(matrix).getByLabelText('Москва → Казань, USD')).toHaveTextContent(/^0.00$/));
    expect(screen.queryByRole('button', { name: /^Рассчитаться/ })).not.toBeInTheDocument();
  });

  it('a bank settlement needs its payment order; a refused one leaves the dialog open, saying so', async () => {
    shellServer(SUPERVISOR, {
      'GET /api/settlements/positions/': positions(false),
      'POST /api/settlements/': reply(409, { detail: 'Период по 2026-11-10 включительно закрыт: запись с датой в нём невозможна, поправка идёт в следующий период.' }),
    });
    renderApp('/cities/settlements', { token: 't' });
    await userEvent.click(await screen.findByRole('button', { name: 'Рассчитаться: Москва → Казань, USD' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Записать расчёт' }));
    expect(await within(dialog).findByText(MESSAGES.required)).toBeInTheDocument();
    await userEvent.type(within(dialog).getByLabelText('Номер платёжного документа'), 'ПП-1');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Записать расчёт' }));
    // The 409's words are alerted as every refusal is (api/reportApiError); the dialog says it was not written.
    expect(await within(dialog).findByText('Не удалось записать расчёт. Проверьте поля формы.')).toBeInTheDocument();
  });
});
