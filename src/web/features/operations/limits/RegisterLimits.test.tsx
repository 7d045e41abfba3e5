import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RegisterLimit, RegisterLimits } from '../../../../shared/contract';
import { makeMe, renderApp } from '../../../testing/renderApp';
import { reply } from '../../../testing/fakeApi';
import { REGISTER_7 } from '../../../testing/shellServer';
import { theme } from '../../../ui/theme';
import { EUR, USD, operationsServer } from '../operationsFixtures';

/** A register's limits on its screen (docs/VAULT.md): the badges on the day's balances, the editor, the vault's screen. */
const RUB = { id: 1, code: 'RUB', name: 'Рубль' };
const limit = (currency: typeof RUB, over: Partial<RegisterLimit>): RegisterLimit => ({
  currency, min: null, max: null, refill_to: null, balance: '0.00', state: 'unset', ...over,
});
const LIMITS: RegisterLimits = {
  cash_register: 7,
  limits: [
    limit(RUB, { min: '100000.00', max: '5000000.00', refill_to: '500000.00', balance: '1406249.50', state: 'ok' }),
    limit(USD, { min: '2000.00', max: '10000.00', refill_to: '5000.00', balance: '1250.00', state: 'below_min' }),
    limit(EUR, {}),
  ],
};
const supervisor = makeMe({ role: 'Супервайзер' });
const rowWith = (table: HTMLElement, text: string) => within(table).getAllByRole('row').find((r) => r.textContent?.includes(text))!;

describe("a register's limits on its screen", () => {
  it('marks a currency below its minimum on the balance, the limits in its title; a cashier is not offered the editor', async () => {
    operationsServer({ 'GET /api/cash_register/7/limits/': LIMITS });
    renderApp('/cash-registers/7/', { token: 't' });
    const balance = await screen.findByRole('table', { name: 'Баланс за день' });
    const badge = await within(rowWith(balance, 'USD')).findByRole('img', { name: /^USD ниже минимума\./ });
    expect(badge).toHaveAttribute('data-words', 'ниже минимума');
    // The figure's cell holds the figure alone (the words are drawn by CSS).
    expect(badge.textContent).toBe('');
    expect(badge).toHaveAttribute('title', 'Минимум 2\u202f000.00 USD, максимум 10\u202f000.00 USD, пополнять до 5\u202f000.00 USD');
    expect(badge).toHaveStyle({ backgroundColor: theme.colors.danger });
    expect(within(rowWith(balance, 'RUB')).queryByRole('img', { name: /ниже|выше/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Лимиты кассы' })).not.toBeInTheDocument();
  });

  it('marks a currency above its maximum in orange', async () => {
    const above = { ...LIMITS, limits: [limit(RUB, { max: '1000000.00', balance: '1406249.50', state: 'above_max' })] };
    operationsServer({ 'GET /api/cash_register/7/limits/': above });
    renderApp('/cash-registers/7/', { token: 't' });
    const balance = await screen.findByRole('table', { name: 'Баланс за день' });
    const badge = await within(rowWith(balance, 'RUB')).findByRole('img', { name: /^RUB выше максимума\./ });
    expect(badge).toHaveAttribute('data-words', 'выше максимума');
    expect(badge).toHaveAttribute('title', 'Минимум —, максимум 1\u202f000\u202f000.00 RUB');
    expect(badge).toHaveStyle({ backgroundColor: theme.colors.handedOver });
  });

  it('a supervisor edits them: the order is checked before sending, empty is no limit, the server\'s refusal shows in the dialog', async () => {
    const bodies: unknown[] = [];
    let refuse = true;
    operationsServer(
      {
        'GET /api/cash_register/7/limits/': LIMITS,
        'PUT /api/cash_register/7/limits/': async (request: Request) => {
          bodies.push(await request.json());
          return refuse ? reply(400, { limits: ['EUR: не более 2 знаков после запятой.'] }) : reply(200, LIMITS);
        },
      },
      supervisor,
    );
    renderApp('/cash-registers/7/', { token: 't' });
    await userEvent.click(await screen.findByRole('button', { name: 'Лимиты кассы' }));
    const form = await screen.findByRole('form', { name: 'Лимиты кассы Касса №1' });
    expect(within(form).getByLabelText('USD: минимум')).toHaveValue('2\u202f000.00');
    expect(within(form).getByLabelText('EUR: максимум')).toHaveValue('');

    // A minimum above the maximum: refused on the form, nothing sent.
    await userEvent.type(within(form).getByLabelText('EUR: минимум'), '500');
    await userEvent.type(within(form).getByLabelText('EUR: максимум'), '100');
    await userEvent.click(within(form).getByRole('button', { name: 'Сохранить' }));
    await waitFor(() => expect(within(form).getByLabelText('EUR: максимум')).toHaveAccessibleDescription('Должно быть: минимум ≤ пополнять до ≤ максимум'));
    expect(bodies).toHaveLength(0);

    await userEvent.clear(within(form).getByLabelText('EUR: максимум'));
    await userEvent.type(within(form).getByLabelText('EUR: максимум'), '1000');
    await userEvent.click(within(form).getByRole('button', { name: 'Сохранить' }));
    expect(await within(form).findByText('EUR: не более 2 знаков после запятой.')).toBeInTheDocument();
    expect(bodies[0]).toEqual({
      limits: [
        { currency: RUB.id, min: '100000.00', max: '5000000.00', refill_to: '500000.00' },
        { currency: USD.id, min: '2000.00', max: '10000.00', refill_to: '5000.00' },
        { currency: EUR.id, min: '500', max: '1000', refill_to: null },
      ],
    });
    refuse = false;
    await userEvent.click(within(form).getByRole('button', { name: 'Сохранить' }));
    await waitFor(() => expect(screen.queryByRole('form', { name: 'Лимиты кассы Касса №1' })).not.toBeInTheDocument());
    expect(bodies).toHaveLength(2);
  });
});

describe("the vault's screen", () => {
  it('offers no client operation and says why; the day is there as for a till', async () => {
    operationsServer({ 'GET /api/cash_register/7/': { ...REGISTER_7, name: 'Хранилище', kind: 'vault' } });
    renderApp('/cash-registers/7/', { token: 't' });
    await screen.findByRole('table', { name: 'Баланс за день' });
    expect(await screen.findByRole('note', { name: 'Хранилище' })).toHaveTextContent('Хранилище не проводит клиентские операции');
    expect(screen.queryByRole('form', { name: 'Обмен' })).not.toBeInTheDocument();
  });
});
