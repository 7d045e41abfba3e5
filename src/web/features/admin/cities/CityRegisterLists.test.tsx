import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AdminCashRegister, AdminCity } from '../../../../shared/contract';
import { reply } from '../../../testing/fakeApi';
import { makeMe, renderApp } from '../../../testing/renderApp';
import { shellServer } from '../../../testing/shellServer';
import { pageOf } from '../../../testing/page';

const admin = makeMe({ isAdmin: true, role: 'Администратор' });
const tula: AdminCity = { id: 4, name: 'Тула', registers: 2, active_registers: 1, publish_rates: false };
const register = (over: Partial<AdminCashRegister> = {}): AdminCashRegister => ({
  id: 12, name: 'Касса Тульская', city: { id: 4, name: 'Тула' }, is_active: true, kind: 'till', deactivated_at: null,
  pairs: [{ id: 2, code: 'USD', name: 'Доллар США' }], ...over,
});

describe('/admin/cities', () => {
  it('asks with the state of its URL, shows the registers counted, creates and renames a city', async () => {
    const api = shellServer(admin, {
      'GET /api/admin/cities/': pageOf([tula]),
      'POST /api/admin/cities/create/': reply(201, { id: 5, name: 'Рязань', registers: 0, active_registers: 0 }),
      'PUT /api/admin/cities/4/': reply(400, { name: ['Город «Москва» уже есть.'] }),
    });
    renderApp('/admin/cities?search=ту&ordering=-name', { token: 't' });
    const table = await screen.findByRole('table', { name: 'Города' });
    expect(await within(table).findByText('1 из 2')).toBeInTheDocument();
    expect(api.paths()).toContain('GET /api/admin/cities/?page=1&size=20&ordering=-name&search=%D1%82%D1%83');
    expect(screen.getByRole('navigation', { name: 'Администрирование' })).toHaveTextContent('ГородаКассыВалюты');

    await userEvent.click(screen.getByRole('button', { name: 'Добавить город' }));
    await userEvent.type(within(screen.getByRole('form', { name: 'Новый город' })).getByLabelText('Название'), ' Рязань ');
    await userEvent.click(screen.getByRole('button', { name: 'Создать' }));
    await waitFor(() => expect(screen.queryByRole('form', { name: 'Новый город' })).not.toBeInTheDocument());
    const created = api.requests.find((r) => r.url.endsWith('/api/admin/cities/create/'));
    expect(await created!.json()).toEqual({ name: 'Рязань' });

    // A name taken: the server's reason under the field, the dialog stays.
    await userEvent.click(within(table).getByRole('button', { name: 'Переименовать Тула' }));
    const form = screen.getByRole('form', { name: 'Город Тула' });
    await userEvent.clear(within(form).getByLabelText('Название'));
    await userEvent.type(within(form).getByLabelText('Название'), 'Москва');
    await userEvent.click(within(form).getByRole('button', { name: 'Сохранить' }));
    expect(await within(form).findByText('Город «Москва» уже есть.')).toBeInTheDocument();
  });

  it('switches «Публиковать курсы» of a city with one PUT of publish_rates alone', async () => {
    const api = shellServer(admin, {
      'GET /api/admin/cities/': pageOf([tula]),
      'PUT /api/admin/cities/4/': reply(200, { ...tula, publish_rates: true }),
    });
    renderApp('/admin/cities', { token: 't' });
    const table = await screen.findByRole('table', { name: 'Города' });
    const box = await within(table).findByRole('checkbox', { name: 'Публиковать курсы Тула' });
    expect(box).not.toBeChecked();
    await userEvent.click(box);
    await waitFor(() => expect(api.paths()).toContain('PUT /api/admin/cities/4/'));
    const put = api.requests.find((r) => r.method === 'PUT');
    expect(await put!.json()).toEqual({ publish_rates: true });
  });

  it('shows each city’s «Офлайн-лимит» in the base currency, sets it with offline_limit alone, and empties it to turn offline trading off', async () => {
    const withLimit = { ...tula, offline_limit: '100000.00' };
    const kazan = { ...tula, id: 5, name: 'Казань', offline_limit: null };
    const bodies: unknown[] = [];
    const api = shellServer(admin, {
      'GET /api/admin/cities/': pageOf([withLimit, kazan]),
      'GET /api/currency/': [{ id: 1, code: 'RUB', name: 'Рубль', is_base: true, denominations: [] }],
      'PUT /api/admin/cities/4/': async (r: Request) => {
        const body = (await r.json()) as { offline_limit: string | null };
        bodies.push(body);
        return reply(200, { ...withLimit, ...body });
      },
    });
    renderApp('/admin/cities', { token: 't' });
    const table = await screen.findByRole('table', { name: 'Города' });
    expect(await within(table).findByText('100 000.00 RUB')).toBeInTheDocument();
    expect(within(table).getByText('выключено')).toBeInTheDocument();

    await userEvent.click(within(table).getByRole('button', { name: 'Офлайн-лимит Тула' }));
    const form = screen.getByRole('form', { name: 'Офлайн-лимит: Тула' });
    const field = within(form).getByLabelText('Офлайн-лимит, RUB');
    expect(field).toHaveValue('100000.00');
    await userEvent.clear(field);
    await userEvent.type(field, '50000');
    await userEvent.click(within(form).getByRole('button', { name: 'Сохранить' }));
    await waitFor(() => expect(screen.queryByRole('form', { name: 'Офлайн-лимит: Тула' })).not.toBeInTheDocument());

    // Emptied: null, offline trading off.
    await userEvent.click(within(table).getByRole('button', { name: 'Офлайн-лимит Тула' }));
    const again = screen.getByRole('form', { name: 'Офлайн-лимит: Тула' });
    await userEvent.clear(within(again).getByLabelText('Офлайн-лимит, RUB'));
    await userEvent.click(within(again).getByRole('button', { name: 'Сохранить' }));
    await waitFor(() => expect(screen.queryByRole('form', { name: 'Офлайн-лимит: Тула' })).not.toBeInTheDocument());
    expect(bodies).toEqual([{ offline_limit: '50000' }, { offline_limit: null }]);
    expect(api.paths().filter((p) => p === 'GET /api/admin/cities/?page=1&size=20&ordering=name').length).toBeGreaterThanOrEqual(2);
  });
  it('shows each city’s «Автоподтверждение заявок», sets it with cash_order_auto_approve alone, and empties it to turn it off', async () => {
    const withAmount = { ...tula, cash_order_auto_approve: '5000.00' };
    const bodies: unknown[] = [];
    shellServer(admin, {
      'GET /api/admin/cities/': pageOf([withAmount]),
      'GET /api/currency/': [{ id: 1, code: 'RUB', name: 'Рубль', is_base: true, denominations: [] }],
      'PUT /api/admin/cities/4/': async (r: Request) => {
        const body = (await r.json()) as { cash_order_auto_approve: string | null };
        bodies.push(body);
        return reply(200, { ...withAmount, ...body });
      },
    });
    renderApp('/admin/cities', { token: 't' });
    const table = await screen.findByRole('table', { name: 'Города' });
    expect(await within(table).findByText('до 5 000.00 RUB')).toBeInTheDocument();
    for (const typed of ['20000', '']) {
      await userEvent.click(within(table).getByRole('button', { name: 'Автоподтверждение заявок Тула' }));
      const form = screen.getByRole('form', { name: 'Автоподтверждение заявок: Тула' });
      const field = within(form).getByLabelText('Подтверждать сразу заявки меньше, RUB');
      await userEvent.clear(field);
      if (typed) await userEvent.type(field, typed);
      await userEvent.click(within(form).getByRole('button', { name: 'Сохранить' }));
      await waitFor(() => expect(screen.queryByRole('form', { name: 'Автоподтверждение заявок: Тула' })).not.toBeInTheDocument());
    }
    expect(bodies).toEqual([{ cash_order_auto_approve: '20000' }, { cash_order_auto_approve: null }]);
  });
});

describe('/admin/registers', () => {
  it('asks with its filters from the URL; a filter change is a new URL at page 1', async () => {
    const api = shellServer(admin, { 'GET /api/admin/cash_registers/': pageOf([register()]) });
    renderApp('/admin/registers?city=4&active=no&page=2', { token: 't' });
    const table = await screen.findByRole('table', { name: 'Кассы' });
    expect(await within(table).findByText('USD')).toBeInTheDocument();
    expect(api.paths()).toContain('GET /api/admin/cash_registers/?page=2&size=20&ordering=city&city=4&is_active=false');
    expect(within(table).getByRole('link', { name: 'История Касса Тульская' })).toHaveAttribute('href', '/cash-registers/12/');
    await userEvent.selectOptions(screen.getByLabelText('Активность'), 'yes');
    await waitFor(() => expect(api.paths()).toContain('GET /api/admin/cash_registers/?page=1&size=20&ordering=city&city=4&is_active=true'));
  });

  it("a deactivation the server refuses shows every reason in the dialog", async () => {
    const reasons = ['Кассу Касса Тульская нельзя деактивировать.', 'В кассе есть деньги: 100.00 USD. Сначала переведите их в другую кассу.'];
    const api = shellServer(admin, {
      'GET /api/admin/cash_registers/': pageOf([register()]),
      'PUT /api/admin/cash_registers/12/active/': reply(400, { is_active: reasons }),
    });
    renderApp('/admin/registers', { token: 't' });
    await userEvent.click(await screen.findByRole('button', { name: 'Деактивировать Касса Тульская' }));
    const dialog = screen.getByRole('dialog', { name: 'Деактивировать Касса Тульская?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Да' }));
    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent(reasons[0]);
    expect(alert).toHaveTextContent(reasons[1]);
    const sent = api.requests.find((r) => r.url.endsWith('/active/'));
    expect(await sent!.json()).toEqual({ is_active: false });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Закрыть' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('creates the city\'s vault: the kind is chosen in the dialog, and the list says which register is which', async () => {
    const vault = register({ id: 13, name: 'Хранилище Тулы', kind: 'vault', pairs: [] });
    const api = shellServer(admin, {
      'GET /api/admin/cash_registers/': pageOf([register(), vault]),
      'GET /api/admin/cities/': pageOf([tula]),
      'POST /api/admin/cash_registers/create/': reply(201, vault),
    });
    renderApp('/admin/registers?city=4', { token: 't' });
    const table = await screen.findByRole('table', { name: 'Кассы' });
    const row = (name: string) => within(table).getByText(name).closest('tr')!;
    await within(table).findByText('Хранилище Тулы');
    expect(row('Хранилище Тулы')).toHaveTextContent('Хранилище');
    expect(row('Касса Тульская')).toHaveTextContent('Касса');

    await userEvent.click(screen.getByRole('button', { name: 'Добавить кассу' }));
    const form = screen.getByRole('form', { name: 'Новая касса' });
    expect(within(form).getByRole('combobox', { name: 'Вид' })).toHaveValue('Касса');
    await userEvent.type(within(form).getByLabelText('Название'), 'Хранилище Тулы');
    await userEvent.click(within(form).getByRole('combobox', { name: 'Вид' }));
    await userEvent.click(within(form).getByRole('option', { name: 'Хранилище' }));
    await userEvent.click(within(form).getByRole('button', { name: 'Создать' }));
    await waitFor(() => expect(screen.queryByRole('form', { name: 'Новая касса' })).not.toBeInTheDocument());
    const created = api.requests.find((r) => r.url.endsWith('/api/admin/cash_registers/create/'));
    expect(await created!.json()).toEqual({ city: 4, name: 'Хранилище Тулы', kind: 'vault' });
  });
});
