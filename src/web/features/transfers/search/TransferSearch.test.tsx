import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { reply } from '../../../testing/fakeApi';
import { makeMe, renderApp } from '../../../testing/renderApp';
import { shellServer } from '../../../testing/shellServer';
import { makeTransfer, TRANSFER_SCREEN_ROUTES } from '../transferFixtures';
import { DIGITS_ONLY } from '../acceptance/TransferCodeField';

const PATH = '/cash-registers/7/search/';
const found = makeTransfer({ id: 51, transfer_kind: 'EXTERNAL', fee: '10.00', sender_name: 'Иван Петров', receiver_name: 'Пётр Иванов' });

function server(more: Record<string, unknown> = {}) {
  return shellServer(makeMe(), { ...TRANSFER_SCREEN_ROUTES, ...more });
}

async function search(code: string) {
  const field = await screen.findByLabelText('Код перевода');
  await userEvent.clear(field);
  await userEvent.type(field, code);
  await userEvent.click(screen.getByRole('button', { name: 'Найти' }));
}

describe('TransferSearch (/cash-registers/{id}/search/)', () => {
  it('the code field takes digits only, at most 8, and says so while typing', async () => {
    const api = server();
    renderApp(PATH, { token: 't' });
    const field = await screen.findByLabelText('Код перевода');
    await userEvent.type(field, '12a');
    expect(field).toHaveValue('12');
    expect(screen.getByRole('alert')).toHaveTextContent(DIGITS_ONLY);
    await userEvent.type(field, '3456789');
    expect(field).toHaveValue('12345678');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByText('8 из 8 цифр')).toBeInTheDocument();
    await userEvent.clear(field);
    await userEvent.type(field, '123');
    await userEvent.click(screen.getByRole('button', { name: 'Найти' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Код перевода: 8 цифр.');
    expect(api.paths().some((p) => p.includes('find_external_transfer'))).toBe(false);
  });

  it('says when nothing has that code (404)', async () => {
    server({ 'GET /api/find_external_transfer/': reply(404, { detail: 'Перевод с таким кодом не найден.' }) });
    renderApp(PATH, { token: 't' });
    await search('11112222');
    expect(await screen.findByRole('alert')).toHaveTextContent('Перевод с таким кодом не найден.');
  });

  it('shows the transfer found, accepts it with that code (confirmed, not asked again) and delivers it', async () => {
    let current = found;
    const api = server({
      'GET /api/find_external_transfer/': () => reply(200, current),
      'PUT /api/external_transfer/accept/51/': () => reply(200, (current = { ...found, status: 'Accepted' })),
      'PUT /api/external_transfer/deliver/51/': () => reply(200, (current = { ...found, status: 'Delivered', is_final: true })),
    });
    renderApp(PATH, { token: 't' });
    await search('12345678');
    const card = await screen.findByRole('region', { name: 'Перевод №51' });
    expect(card).toHaveTextContent('Касса Баумана, Казань');
    expect(card).toHaveTextContent('1 500.00 USD');
    expect(card).toHaveTextContent('Иван Петров');
    expect(card).toHaveTextContent('Ожидает');
    expect(within(card).queryByRole('button', { name: 'Выдать' })).toBeNull();

    await userEvent.click(within(card).getByRole('button', { name: 'Принять' }));
    await userEvent.click(within(screen.getByRole('dialog', { name: 'Подтвердите действие' })).getByRole('button', { name: 'Да' }));
    expect(await screen.findByText('Перевод №51 принят.')).toBeInTheDocument();
    const refreshed = await screen.findByRole('region', { name: 'Перевод №51' });
    expect(await within(refreshed).findByRole('button', { name: 'Выдать' })).toBeInTheDocument();
    expect(refreshed).toHaveTextContent('Принят');

    await userEvent.click(within(refreshed).getByRole('button', { name: 'Выдать' }));
    const confirm = screen.getByRole('dialog', { name: 'Подтвердите действие' });
    expect(confirm).toHaveTextContent('Выдать клиенту');
    await userEvent.click(within(confirm).getByRole('button', { name: 'Да' }));
    expect(await screen.findByText('Перевод №51 выдан клиенту.')).toBeInTheDocument();
    expect(screen.getByLabelText('Код перевода')).toHaveValue('');

    const puts = api.requests.filter((r) => r.method === 'PUT');
    expect(await puts[0].clone().json()).toEqual({ transfer_code: '12345678' });
    expect(new URL(puts[1].url).pathname).toBe('/api/external_transfer/deliver/51/');
  });

  it('a code the server refuses at accept (400) is asked for again in the dialog', async () => {
    server({
      'GET /api/find_external_transfer/': found,
      'PUT /api/external_transfer/accept/51/': reply(400, { transfer_code: ['Неверный код перевода.'] }),
    });
    renderApp(PATH, { token: 't' });
    await search('12345678');
    await userEvent.click(within(await screen.findByRole('region', { name: 'Перевод №51' })).getByRole('button', { name: 'Принять' }));
    await userEvent.click(screen.getByRole('button', { name: 'Да' }));
    const dialog = await screen.findByRole('dialog', { name: 'Принять перевод' });
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Неверный код перевода.');
    expect(within(dialog).getByLabelText('Код перевода')).toHaveValue('12345678');
  });
});
