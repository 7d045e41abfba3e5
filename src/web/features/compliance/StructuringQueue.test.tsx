import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { StructuringSign } from '../../../shared/contract';
import { reply } from '../../testing/fakeApi';
import { makeMe, renderApp } from '../../testing/renderApp';
import { shellServer } from '../../testing/shellServer';
import { pageOf } from '../../testing/page';

const officer = makeMe({}, { isComplianceOfficer: true });
const USD = { id: 2, code: 'USD', name: 'Доллар США' };
const deal = (id: number, at: string) => ({
  record_kind: 'TRANSACTION' as const, id, created_at: at, operation_type: 'BUY' as const, amount: '457.29', currency: USD,
  base_total: '39990.01', cashier: { id: 4, name: 'Ильдар Гарипов' },
});
const SIGN: StructuringSign = {
  id: 3, city: { id: 2, name: 'Казань' }, cash_register: { id: 9, name: 'Касса Баумана' }, cashiers: [{ id: 4, name: 'Ильдар Гарипов' }],
  deals: [deal(70, '2026-11-26T09:00:05Z'), deal(71, '2026-11-26T09:00:40Z')],
  total: '79980.02', threshold: '40000.00', base_currency: { id: 1, code: 'RUB', name: 'Рубль' }, window_minutes: 30,
  first_at: '2026-11-26T09:00:05Z', last_at: '2026-11-26T09:00:40Z', status: 'new', decided_by: null, decided_at: null, note: '',
  created_at: '2026-11-26T09:00:40Z',
};

function server(more: Record<string, unknown> = {}) {
  return shellServer(officer, {
    'GET /api/compliance/watchlist/': { entries: 3, imported_at: '2026-11-26T08:00:00Z', imported_by: null, is_stale: false },
    'GET /api/compliance/matches/': pageOf([]),
    'GET /api/compliance/structuring/': pageOf([SIGN]),
    'GET /api/transfer_cash_registers/': [{ id: 9, name: 'Касса Баумана', city: { id: 2, name: 'Казань' }, is_active: true }],
    ...more,
  });
}
const queries = (api: ReturnType<typeof server>) => api.paths().filter((p) => p.startsWith('GET /api/compliance/structuring/'));

describe('Комплаенс › Признаки дробления', () => {
  it('lists a burst with its register, cashier and deals; asks for the month, new rows, the page and its size', async () => {
    const api = server();
    renderApp('/cities/compliance/', { token: 't' });
    await userEvent.click(await screen.findByRole('tab', { name: 'Признаки дробления' }));
    const table = await screen.findByRole('table', { name: 'Признаки дробления' });
    const row = (await within(table).findByText('Казань, Касса Баумана')).closest('tr')!;
    expect(row).toHaveTextContent('Ильдар Гарипов');
    expect(within(row).getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      expect.stringMatching(/Покупка 457.29 USD = 39\s990.01 RUB$/),
      expect.stringMatching(/Покупка 457.29 USD = 39\s990.01 RUB$/),
    ]);
    expect(row).toHaveTextContent(/79\s980.02 RUB за 30 мин \(порог 40\s000.00\)/);
    expect(queries(api)[0]).toMatch(/\?from_date=\d{4}-\d{2}-01&to_date=\d{4}-\d{2}-\d{2}&status=new&page=1&size=20$/);
  });

  it('«Сообщено» needs the note (nothing is sent without it); the decision is sent and the queue asked again', async () => {
    const api = server({ 'PUT /api/compliance/structuring/3/decide/': reply(200, { ...SIGN, status: 'reported', note: 'ФЭС № 17' }) });
    renderApp('/cities/compliance/?tab=structuring', { token: 't' });
    const table = await screen.findByRole('table', { name: 'Признаки дробления' });
    const row = (await within(table).findByText('Казань, Касса Баумана')).closest('tr')!;
    await userEvent.click(within(row).getByRole('button', { name: /^Сообщено: Касса Баумана/ }));
    const dialog = screen.getByRole('dialog', { name: 'Сообщено' });
    await userEvent.type(within(dialog).getByLabelText('Что и куда сообщено'), '   {Enter}');
    expect(await within(dialog).findByText('Поле обязательно')).toBeInTheDocument();
    expect(api.requests.filter((r) => r.method === 'PUT')).toEqual([]);
    await userEvent.type(within(dialog).getByLabelText('Что и куда сообщено'), 'ФЭС № 17{Enter}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await api.requests.find((r) => r.method === 'PUT')!.clone().json()).toEqual({ decision: 'reported', note: 'ФЭС № 17' });
    await waitFor(() => expect(queries(api)).toHaveLength(2));
  });

  it('«Проверено» goes without a note; a refusal (decided meanwhile) is said', async () => {
    const api = server({ 'PUT /api/compliance/structuring/3/decide/': reply(409, { detail: 'Решение по этим операциям уже принято.' }) });
    renderApp('/cities/compliance/?tab=structuring', { token: 't' });
    const row = (await screen.findByText('Казань, Касса Баумана', {})).closest('tr')!;
    await userEvent.click(within(row).getByRole('button', { name: /^Проверено: Касса Баумана/ }));
    await userEvent.click(within(screen.getByRole('dialog', { name: 'Проверено' })).getByRole('button', { name: 'Сохранить' }));
    expect(await within(screen.getByRole('dialog')).findByRole('alert')).toHaveTextContent('Решение по этим операциям уже принято.');
    expect(await api.requests.find((r) => r.method === 'PUT')!.clone().json()).toEqual({ decision: 'checked' });
  });

  it('opens with the URL\'s filters; a decided row says who decided and the note', async () => {
    const decided = { ...SIGN, status: 'checked' as const, decided_by: { id: 5, name: 'Комплаенс Офицер' }, decided_at: '2026-11-26T10:00:00Z', note: 'Разные клиенты' };
    const api = server({ 'GET /api/compliance/structuring/': pageOf([decided]) });
    renderApp('/cities/compliance/?tab=structuring&city=2&status=checked&from_date=2026-11-01&to_date=2026-11-26', { token: 't' });
    expect(await screen.findByRole('tab', { name: 'Признаки дробления', selected: true })).toBeInTheDocument();
    expect(screen.getByLabelText('Состояние')).toHaveValue('checked');
    const row = (await screen.findByText('Казань, Касса Баумана')).closest('tr')!;
    expect(row).toHaveTextContent(/Проверено .*, Комплаенс Офицер \(Разные клиенты\)/);
    expect(queries(api)[0]).toMatch(/\?from_date=2026-11-01&to_date=2026-11-26&city=2&status=checked&page=1&size=20$/);
    await userEvent.selectOptions(screen.getByLabelText('Состояние'), 'reported');
    await waitFor(() => expect(queries(api)).toContainEqual(expect.stringMatching(/status=reported&page=1&size=20$/)));
  });
});
