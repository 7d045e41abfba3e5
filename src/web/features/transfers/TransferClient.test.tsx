import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { reply } from '../../testing/fakeApi';
import { makeMe, renderApp } from '../../testing/renderApp';
import { shellServer } from '../../testing/shellServer';
import { makeTransfer, TRANSFER_SCREEN_ROUTES } from './transferFixtures';
import { pageOf } from '../../testing/page';

/** The sender of a new external transfer and the receiver of a payout: picked from the client register. */
const PATH = '/cash-registers/7/transfers/';
const IDENTIFY = { city: 1, identification_threshold: '40000.00', mandatory_control_threshold: '600000.00', identify_transfers: true, watchlist_max_age_days: 7 };
const IVANOV = {
  id: 41, last_name: 'Иванов', first_name: 'Иван', middle_name: '', birth_date: '1980-02-01', citizenship: 'RU', document_type: 'Паспорт РФ',
  document_series: '', document_number: '••••5678', document_issued_by: '', document_issued_at: null, address: '', phone: '', note: '',
  screening_status: 'clear', created_at: '2026-11-20T10:00:00Z',
};
const accepted = makeTransfer({ id: 51, transfer_kind: 'EXTERNAL', status: 'Accepted', fee: '10.00' });

function server(more: Record<string, unknown> = {}) {
  return shellServer(makeMe(), {
    ...TRANSFER_SCREEN_ROUTES,
    'GET /api/internal_transfer/': pageOf([]),
    'GET /api/external_transfer/': pageOf([accepted]),
    'GET /api/crypto_transfer/': pageOf([]),
    'GET /api/city_compliance/': IDENTIFY,
    'GET /api/client/': pageOf([IVANOV]),
    ...more,
  });
}

async function externalTab() {
  renderApp(PATH, { token: 't' });
  await screen.findByRole('table', { name: 'Внутренние переводы' });
  await userEvent.click(screen.getByRole('tab', { name: 'Внешние' }));
  return screen.findByRole('table', { name: 'Внешние переводы' });
}

async function pickIvanov(container: HTMLElement, label: string) {
  await userEvent.type(within(container).getByRole('combobox', { name: label }), 'иван');
  await userEvent.click(await screen.findByRole('option', { name: /Иванов Иван/ }));
}

describe('clients of transfers', () => {
  it('a new external transfer: the sending city identifies every transfer, the picked sender goes with it', async () => {
    const api = server({ 'POST /api/external_transfer/create/': reply(201, makeTransfer({ id: 60, transfer_kind: 'EXTERNAL', transfer_code: '12345678' })) });
    await externalTab();
    await userEvent.click(await screen.findByRole('button', { name: 'Новый перевод' }));
    const dialog = screen.getByRole('dialog', { name: 'Новый внешний перевод' });
    const need = await within(dialog).findByText('Нужна идентификация клиента: город требует её для каждого перевода.');
    expect(need).toHaveAttribute('role', 'status');
    await userEvent.click(within(dialog).getByRole('combobox', { name: 'Касса получателя' }));
    await userEvent.click(screen.getByRole('option', { name: 'Касса Баумана' }));
    await userEvent.click(within(dialog).getByRole('combobox', { name: 'Валюта' }));
    await userEvent.click(screen.getByRole('option', { name: 'USD — Доллар США' }));
    await userEvent.type(within(dialog).getByLabelText('Сумма'), '300');
    await pickIvanov(dialog, 'Отправитель из реестра клиентов');
    expect(within(dialog).queryByText(/город требует/)).not.toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Создать' }));
    await screen.findByRole('dialog', { name: 'Перевод №60 создан' });
    const body = await api.requests.find((r) => r.method === 'POST')!.clone().json();
    expect(body).toEqual({ from_cash_register: 7, to_cash_register: 9, currency: 2, amount: '300', fee: '0', client: 41 });
  });

  it('a delivery names the receiving client beside the question; the server’s refusal about it is said in the dialog', async () => {
    let answer = reply(403, { receiver_client: ['Клиент найден в перечне: операция запрещена. Сообщите ответственному сотруднику.'] });
    const api = server({ 'PUT /api/external_transfer/deliver/51/': () => answer });
    const table = await externalTab();
    await userEvent.click(await within(table).findByRole('button', { name: 'Выдать перевод №51' }));
    const dialog = screen.getByRole('dialog', { name: 'Подтвердите действие' });
    expect(await within(dialog).findByText('Нужна идентификация клиента: город требует её для каждого перевода.')).toBeInTheDocument();
    await pickIvanov(dialog, 'Получатель (клиент)');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Да' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Клиент найден в перечне: операция запрещена.');
    answer = reply(200, { ...accepted, status: 'Delivered', is_final: true });
    await userEvent.click(screen.getByRole('button', { name: 'Повторить' }));
    // Back at the question, the client still chosen.
    expect(screen.getByRole('combobox', { name: 'Получатель (клиент)' })).toHaveValue('Иванов Иван');
    await userEvent.click(screen.getByRole('button', { name: 'Да' }));
    expect(await screen.findByText('Перевод №51 выдан клиенту.')).toBeInTheDocument();
    const puts = () => api.requests.filter((r) => r.method === 'PUT');
    await waitFor(() => expect(puts()).toHaveLength(2));
    expect(await Promise.all(puts().map((r) => r.clone().json()))).toEqual([{ receiver_client: 41 }, { receiver_client: 41 }]);
  });
});
