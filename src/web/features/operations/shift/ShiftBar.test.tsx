import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { reply, type Reply } from '../../../testing/fakeApi';
import { renderApp } from '../../../testing/renderApp';
import { SHIFT_7 } from '../../../testing/shellServer';
import { operationsServer } from '../operationsFixtures';

const RUB = { id: 1, code: 'RUB', name: 'Рубль' };
const USD = { id: 2, code: 'USD', name: 'Доллар США' };
const SHEET = {
  cash_register: { id: 7, name: 'Касса №1' },
  shift: 70,
  lines: [
    { currency: RUB, decimals: 2, denominations: ['5000', '1000', '100'], expected: '12100.00' },
    { currency: USD, decimals: 2, denominations: ['100', '50', '20', '10', '5', '2', '1'], expected: '250.00' },
  ],
};
const CLOSED = { ...SHIFT_7, status: 'Closed', closed_at: '2026-11-20T18:00:00.000Z', closed_by: { id: 3, name: 'Ксения Кассирова' } };

describe('the shift on /cash-registers/{id}/', () => {
  it('shows the open shift above the forms: who opened it, since when, and its closing buttons', async () => {
    operationsServer({ 'GET /api/shift/current/': { ...SHIFT_7, opened_at: new Date().toISOString() } });
    renderApp('/cash-registers/7/', { token: 't' });
    const bar = (await screen.findByText(/Смена открыта/)).closest('section')!;
    expect(bar).toHaveAccessibleName('Смена');
    expect(bar).toHaveTextContent(/Смена открыта · Ксения Кассирова · с \d\d:\d\d/);
    expect(within(bar).getByRole('button', { name: 'Закрыть смену' })).toBeInTheDocument();
    // «Сдать смену» prints the report: only for those who may print.
    expect(within(bar).queryByRole('button', { name: 'Сдать смену' })).not.toBeInTheDocument();
    expect(await screen.findByRole('button', { name: /Покупка/ })).toBeInTheDocument();
  });

  it('while the shift is asked, a busy bar keeps its place above the forms, with nothing to press; the answer takes that place', async () => {
    let answerShift: (r: Reply) => void = () => {};
    const shift = new Promise<Reply>((resolve) => {
      answerShift = resolve;
    });
    operationsServer({ 'GET /api/shift/current/': () => shift });
    renderApp('/cash-registers/7/', { token: 't' });
    const buy = await screen.findByRole('button', { name: /Покупка/ });
    const pending = screen.getByRole('region', { name: 'Смена' });
    expect(pending).toHaveAttribute('aria-busy', 'true');
    expect(pending).toHaveTextContent('Смена: загрузка…');
    // The open bar's buttons hold the row's height but are neither seen, read nor reached by Tab.
    expect(within(pending).queryAllByRole('button')).toHaveLength(0);
    const held = [...pending.querySelectorAll('button')];
    expect(held.map((b) => b.textContent)).toEqual(['Закрыть смену']);
    held.forEach((b) => expect(b).toHaveAttribute('tabindex', '-1'));
    expect(pending.compareDocumentPosition(buy) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    const place = { parent: pending.parentElement, before: pending.nextElementSibling };

    answerShift(reply(200, SHIFT_7));
    const bar = (await screen.findByText(/Смена открыта/)).closest('section')!;
    expect(bar).not.toHaveAttribute('aria-busy');
    expect(screen.getAllByRole('region', { name: 'Смена' })).toEqual([bar]);
    expect({ parent: bar.parentElement, before: bar.nextElementSibling }).toEqual(place);
    expect(within(bar).getByRole('button', { name: 'Закрыть смену' })).toBeInTheDocument();
  });

  it('with no open shift the forms give way to «Касса закрыта» and «Открыть смену»', async () => {
    operationsServer({ 'GET /api/shift/current/': reply(404, { detail: 'Смена не открыта.' }) });
    renderApp('/cash-registers/7/', { token: 't' });
    expect(await screen.findByText('Касса закрыта')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Открыть смену' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Покупка/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Новая операция' })).not.toBeInTheDocument();
  });

  it('closes by keyboard alone: one currency by its total, one by banknotes summed as typed, the shortage explained', async () => {
    const api = operationsServer({
      'GET /api/shift/count_sheet/': SHEET,
      'PUT /api/shift/close/70/': CLOSED,
    });
    renderApp('/cash-registers/7/', { token: 't' });
    const close = await screen.findByRole('button', { name: 'Закрыть смену' });
    close.focus();
    await userEvent.keyboard('{Enter}');
    await screen.findByLabelText('Пересчитано RUB');
    const dialog = screen.getByRole('dialog', { name: 'Закрыть смену: пересчёт кассы' });
    // Focus starts in the first currency's figure.
    await waitFor(() => expect(within(dialog).getByLabelText('Пересчитано RUB')).toHaveFocus());
    await userEvent.keyboard('12000');
    expect(within(dialog).getByLabelText('Расхождение RUB')).toHaveTextContent('-100.00 недостача');
    // Tab to RUB's «По купюрам»? No: USD by banknotes. Tab past RUB's toggle to USD's field, then its toggle.
    await userEvent.tab(); // RUB: По купюрам
    await userEvent.tab(); // USD: Пересчитано
    await userEvent.tab(); // USD: По купюрам
    expect(within(dialog).getAllByRole('button', { name: 'По купюрам' })[1]).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await userEvent.tab();
    expect(within(dialog).getByLabelText('100 USD, штук')).toHaveFocus();
    await userEvent.keyboard('2');
    await userEvent.tab();
    await userEvent.keyboard('1');
    expect(within(dialog).getByLabelText('Пересчитано USD')).toHaveTextContent('250.00');
    expect(within(dialog).getByLabelText('Расхождение USD')).toHaveTextContent('0.00 без расхождения');
    // Enter finishes — but a shortage needs its explanation first.
    await userEvent.keyboard('{Enter}');
    expect(await within(dialog).findByText('Объясните расхождение: комментарий обязателен.')).toBeInTheDocument();
    expect(api.requests.some((r) => r.method === 'PUT')).toBe(false);
    within(dialog).getByLabelText(/Комментарий/).focus();
    await userEvent.keyboard('Недостача 100 ₽{Enter}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const put = api.requests.find((r) => r.method === 'PUT')!;
    expect(await put.clone().json()).toEqual({
      counted: [{ currency: 1, amount: '12000.00' }, { currency: 2, amount: '250.00' }],
      comment: 'Недостача 100 ₽',
    });
    // Focus goes back to where the count was started.
    expect(close).toHaveFocus();
  });

  it('shows the server’s refusal in the dialog and keeps the figures', async () => {
    jest.spyOn(window, 'alert').mockImplementation(() => {});
    operationsServer({
      'GET /api/shift/count_sheet/': SHEET,
      'PUT /api/shift/close/70/': reply(409, { detail: 'Смена уже закрыта: закрытая смена не меняется.' }),
    });
    renderApp('/cash-registers/7/', { token: 't' });
    await userEvent.click(await screen.findByRole('button', { name: 'Закрыть смену' }));
    await screen.findByLabelText('Пересчитано RUB');
    const dialog = screen.getByRole('dialog');
    await userEvent.type(within(dialog).getByLabelText('Пересчитано RUB'), '12100');
    await userEvent.type(within(dialog).getByLabelText('Пересчитано USD'), '250{Enter}');
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Смена уже закрыта');
    expect(within(dialog).getByLabelText('Пересчитано RUB')).toHaveValue('12\u202f100');
    expect(window.alert).not.toHaveBeenCalled();
  });

  it('opens a closed register with a count; Escape cancels and nothing is sent', async () => {
    const api = operationsServer({
      'GET /api/shift/current/': reply(404, { detail: 'Смена не открыта.' }),
      'GET /api/shift/count_sheet/': { ...SHEET, shift: null },
      'POST /api/shift/open/': reply(201, SHIFT_7),
    });
    renderApp('/cash-registers/7/', { token: 't' });
    await userEvent.click(await screen.findByRole('button', { name: 'Открыть смену' }));
    await screen.findByLabelText('Пересчитано RUB');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.requests.some((r) => r.method === 'POST')).toBe(false);
    await userEvent.click(screen.getByRole('button', { name: 'Открыть смену' }));
    await screen.findByLabelText('Пересчитано RUB');
    const dialog = screen.getByRole('dialog', { name: 'Открыть смену: пересчёт кассы' });
    await userEvent.type(within(dialog).getByLabelText('Пересчитано RUB'), '12100');
    await userEvent.type(within(dialog).getByLabelText('Пересчитано USD'), '250{Enter}');
    await waitFor(() => expect(api.requests.some((r) => r.method === 'POST')).toBe(true));
    expect(await api.requests.find((r) => r.method === 'POST')!.clone().json()).toEqual({
      cash_register: 7, counted: [{ currency: 1, amount: '12100.00' }, { currency: 2, amount: '250.00' }], comment: '',
    });
  });
});
