import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { reply } from '../../testing/fakeApi';
import { makeMe, renderApp } from '../../testing/renderApp';
import { shellServer } from '../../testing/shellServer';
import { theme } from '../../ui/theme';

import { person } from './personFixtures';
import { pageOf } from '../../testing/page';

const mayManage = makeMe({}, { isAllowToCheckNonActiveOperationPerson: true });
const listCalls = (api: ReturnType<typeof shellServer>) => api.paths().filter((p) => p.startsWith('GET /api/operation_person/?'));
// The first test also loads the lazy screen: more than findBy's default second under load.
const table = () => screen.findByRole('table', { name: 'Кредиторы и дебиторы' });

describe('OperationPersonList (/cities/{id}/operation-persons/)', () => {
  it('shows each balance grouped by thousands, signed and coloured: creditor green, debtor red', async () => {
    const api = shellServer(makeMe(), { 'GET /api/operation_person/': pageOf([person()]) });
    renderApp('/cities/1/operation-persons/', { token: 't' });
    const row = await within(await table()).findByRole('row', { name: /Алексей Смирнов/ });
    const items = within(within(row).getByRole('list', { name: 'Баланс' })).getAllByRole('listitem');
    expect(items.map((i) => i.textContent)).toEqual(['-8\u202f922\u202f000.00 RUB', '+8\u202f300.00 USD']);
    expect(items[0]).toHaveStyle({ color: theme.colors.sell });
    expect(items[0]).toHaveAttribute('title', 'Дебитор');
    expect(items[1]).toHaveStyle({ color: theme.colors.buy });
    expect(items[1]).toHaveAttribute('title', 'Кредитор');
    expect(within(row).getByRole('link', { name: 'Алексей Смирнов' })).toHaveAttribute('href', '/cities/1/operation-persons/5/');
    expect(listCalls(api)).toEqual(['GET /api/operation_person/?city=1&page=1&ordering=first_name&size=100']);
  });

  it('without isAllowToCheckNonActiveOperationPerson: no status filter, no (de)activation, no is_active sent', async () => {
    const api = shellServer(makeMe(), { 'GET /api/operation_person/': pageOf([person()]) });
    renderApp('/cities/1/operation-persons/', { token: 't' });
    await within(await table()).findByRole('link', { name: 'Алексей Смирнов' });
    expect(screen.queryByLabelText('Статус')).not.toBeInTheDocument();
    expect(screen.queryByRole('columnheader', { name: 'Статус' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Деактивировать/ })).not.toBeInTheDocument();
    expect(listCalls(api).every((p) => !p.includes('is_active'))).toBe(true);
  });

  it('with it: active persons by default, and the filter asks for inactive or all', async () => {
    const api = shellServer(mayManage, {
      'GET /api/operation_person/': (_r: Request, url: URL) =>
        reply(200, pageOf([person(url.searchParams.get('is_active') === 'false' ? { id: 6, first_name: 'Борис', is_active: false } : {})])),
    });
    renderApp('/cities/1/operation-persons/', { token: 't' });
    await within(await table()).findByRole('link', { name: 'Алексей Смирнов' });
    expect(screen.getByLabelText('Статус')).toHaveValue('active');
    expect(listCalls(api).at(-1)).toContain('is_active=true');

    await userEvent.selectOptions(screen.getByLabelText('Статус'), 'Неактивные');
    const row = await within(await table()).findByRole('row', { name: /Борис/ });
    expect(within(row).getByText('Неактивен')).toBeInTheDocument();
    expect(within(row).getByRole('button', { name: 'Активировать: Борис Смирнов' })).toBeInTheDocument();
    expect(listCalls(api).at(-1)).toContain('is_active=false');

    await userEvent.selectOptions(screen.getByLabelText('Статус'), 'Все');
    await waitFor(() => expect(listCalls(api).at(-1)).not.toContain('is_active'));
  });

  it('searches by name once typing pauses, from page 1', async () => {
    const api = shellServer(makeMe(), { 'GET /api/operation_person/': pageOf([person()]) });
    renderApp('/cities/1/operation-persons/?page=2', { token: 't' });
    await table();
    await userEvent.type(screen.getByLabelText('Поиск по имени'), 'смир ');
    await waitFor(() => expect(listCalls(api).at(-1)).toBe('GET /api/operation_person/?city=1&page=1&search=%D1%81%D0%BC%D0%B8%D1%80&ordering=first_name&size=100'));
    // One call for the word, not one per key.
    expect(listCalls(api).filter((p) => p.includes('search='))).toHaveLength(1);
    expect(screen.getByLabelText('Текущий адрес')).toHaveTextContent('/cities/1/operation-persons/');

    // The space typed before the next word survived the search of the first one.
    expect(screen.getByLabelText('Поиск по имени')).toHaveValue('смир ');
    await userEvent.type(screen.getByLabelText('Поиск по имени'), 'а');
    await waitFor(() => expect(listCalls(api).at(-1)).toContain('search=%D1%81%D0%BC%D0%B8%D1%80+%D0%B0'));
  });

  it('creates a person: the first name is required, the server refusal lands under its field, success opens the card', async () => {
    const bodies: unknown[] = [];
    shellServer(makeMe(), {
      'GET /api/operation_person/': pageOf([]),
      'POST /api/operation_person/create/': async (r: Request) => {
        const body = await r.json();
        bodies.push(body);
        return bodies.length === 1 ? reply(400, { first_name: ['Это поле не может быть пустым.'] }) : reply(201, person({ id: 42, ...body, balances: [] }));
      },
      'GET /api/operation_person/42/': person({ id: 42, first_name: 'Иван', last_name: 'Орлов', balances: [] }),
      'GET /api/out_transaction/': pageOf([]),
    });
    renderApp('/cities/1/operation-persons/', { token: 't' });
    await table();
    await userEvent.click(screen.getByRole('button', { name: 'Добавить' }));
    const dialog = screen.getByRole('dialog', { name: 'Новый кредитор / дебитор' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Создать' }));
    expect(await within(dialog).findByText('Поле обязательно')).toBeInTheDocument();
    expect(bodies).toHaveLength(0);

    await userEvent.type(within(dialog).getByLabelText('Имя'), 'Иван');
    await userEvent.type(within(dialog).getByLabelText('Фамилия'), 'Орлов');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Создать' }));
    expect(await within(dialog).findByText('Это поле не может быть пустым.')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Имя')).toHaveValue('Иван');
    expect(bodies[0]).toEqual({ city: 1, first_name: 'Иван', last_name: 'Орлов', phone: '', comment: '' });

    await userEvent.click(within(dialog).getByRole('button', { name: 'Создать' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Иван Орлов' })).toBeInTheDocument();
    expect(screen.getByLabelText('Текущий адрес')).toHaveTextContent('/cities/1/operation-persons/42/');
  });

  it("asks 'Подтвердите действие' before a deactivation and sends nothing on Нет", async () => {
    const puts: unknown[] = [];
    const api = shellServer(mayManage, {
      'GET /api/operation_person/': pageOf([person()]),
      'PUT /api/activation_operation_person/5/': async (r: Request) => {
        puts.push(await r.json());
        return reply(200, person({ is_active: false }));
      },
    });
    renderApp('/cities/1/operation-persons/', { token: 't' });
    const deactivate = await within(await table()).findByRole('button', { name: 'Деактивировать: Алексей Смирнов' });
    await userEvent.click(deactivate);
    const confirm = screen.getByRole('dialog', { name: 'Подтвердите действие' });
    expect(confirm).toHaveTextContent('Алексей Смирнов будет деактивирован');
    await userEvent.click(within(confirm).getByRole('button', { name: 'Нет' }));
    expect(puts).toHaveLength(0);

    await userEvent.click(deactivate);
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Да' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(puts).toEqual([{ is_active: false }]);
    // The list is asked again (the person left the active list).
    await waitFor(() => expect(listCalls(api)).toHaveLength(2));
  });

  it('shows Печать and Скачать only to admins and users with isAllowToPrint; they ask for the list as shown', async () => {
    shellServer(makeMe(), { 'GET /api/operation_person/': pageOf([person()]) });
    const first = renderApp('/cities/1/operation-persons/', { token: 't' });
    await within(await table()).findByRole('link', { name: 'Алексей Смирнов' });
    expect(screen.queryByRole('button', { name: 'Печать' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Скачать' })).not.toBeInTheDocument();
    first.unmount();

    URL.createObjectURL = jest.fn(() => 'blob:list');
    URL.revokeObjectURL = jest.fn();
    const open = jest.spyOn(window, 'open').mockImplementation(() => null);
    const api = shellServer(makeMe({ isAdmin: true }), {
      'GET /api/operation_person/': pageOf([person()]),
      'GET /api/print_operation_person_list/': { status: 200, body: 'pdf', headers: { 'Content-Disposition': "attachment; filename*=UTF-8''list.pdf" } },
    });
    renderApp('/cities/1/operation-persons/?search=%D0%B0', { token: 't' });
    await userEvent.click(await screen.findByRole('button', { name: 'Печать' }));
    await waitFor(() => expect(open).toHaveBeenCalledWith('blob:list', '_blank'));
    expect(api.paths()).toContain('GET /api/print_operation_person_list/?city=1&search=%D0%B0&format=pdf');
    expect(screen.getByRole('button', { name: 'Скачать' })).toBeInTheDocument();
    open.mockRestore();
  });
});

describe('OperationPersonList under a register (/cash-registers/{id}/operation-persons/)', () => {
  it("lists the register's city's persons; an active one's row starts a person operation at this register", async () => {
    const api = shellServer(makeMe(), { 'GET /api/operation_person/': pageOf([person(), person({ id: 6, first_name: 'Борис', is_active: false })]) });
    renderApp('/cash-registers/7/operation-persons/', { token: 't' });
    const grid = await table();
    expect(await within(grid).findByRole('link', { name: 'Новая операция: Алексей Смирнов' })).toHaveAttribute(
      'href',
      '/cash-registers/7/?operation=person&person=5',
    );
    expect(within(grid).queryByRole('link', { name: /Новая операция: Борис/ })).not.toBeInTheDocument();
    expect(within(grid).getByRole('link', { name: 'Алексей Смирнов' })).toHaveAttribute('href', '/cash-registers/7/operation-persons/5/');
    expect(listCalls(api)).toEqual(['GET /api/operation_person/?city=1&page=1&ordering=first_name&size=100']);
  });
});
