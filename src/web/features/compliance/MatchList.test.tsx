import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ComplianceMatch } from '../../../shared/contract';
import { reply } from '../../testing/fakeApi';
import { makeMe, renderApp } from '../../testing/renderApp';
import { shellServer } from '../../testing/shellServer';
import { pageOf } from '../../testing/page';

const officer = makeMe({}, { isComplianceOfficer: true });
const CONFIRMED: ComplianceMatch = {
  id: 7, client: { id: 42, name: 'Петров Роман' }, client_birth_date: '1971-03-03',
  entry: { full_name: 'ПЕТРОВ РОМАН', birth_date: '1971-03-03' }, kind: 'blocked', status: 'confirmed', in_current_list: false,
  created_at: '2026-11-26T08:00:00Z', decided_at: '2026-11-26T09:00:00Z', decided_by: { id: 3, name: 'Мария Комплаенс' },
  lifted_at: null, lifted_by: null, lift_reason: '',
};

describe('Совпадения: a decision that holds', () => {
  it('says a match the list in force no longer names, and lifts a confirmed one only with a reason', async () => {
    const api = shellServer(officer, {
      'GET /api/compliance/watchlist/': { entries: 1, imported_at: '2026-11-27T08:00:00Z', imported_by: null, is_stale: false },
      'GET /api/compliance/matches/': pageOf([CONFIRMED]),
      'GET /api/compliance/mandatory_control/': pageOf([]),
      'PUT /api/compliance/matches/7/lift/': reply(200, {
        ...CONFIRMED, status: 'lifted', lifted_at: '2026-11-28T09:00:00Z', lifted_by: { id: 3, name: 'Мария Комплаенс' }, lift_reason: 'Паспорт сверен',
      }),
    });
    renderApp('/cities/compliance/', { token: 't' });
    const table = await screen.findByRole('table', { name: 'Совпадения с перечнем' });
    const row = (await within(table).findByText('Петров Роман')).closest('tr')!;
    expect(row).toHaveTextContent('ПЕТРОВ РОМАН, 03.03.1971 (нет в новом перечне)');
    expect(row).toHaveTextContent('Подтверждено, Мария Комплаенс');

    await userEvent.click(within(row).getByRole('button', { name: 'Снять блокировку: Петров Роман' }));
    const dialog = screen.getByRole('dialog', { name: 'Снять блокировку' });
    await userEvent.type(within(dialog).getByLabelText('Причина'), '   {Enter}');
    expect(api.paths().filter((p) => p.startsWith('PUT'))).toEqual([]);
    await userEvent.type(within(dialog).getByLabelText('Причина'), 'Паспорт сверен{Enter}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const put = api.requests.find((r) => r.method === 'PUT')!;
    expect(new URL(put.url).pathname).toBe('/api/compliance/matches/7/lift/');
    expect(await put.clone().json()).toEqual({ reason: 'Паспорт сверен' });
  });
});
