import { screen, within } from '@testing-library/react';
import { renderApp } from '../../../testing/renderApp';
import { journalRow, operationsServer } from '../operationsFixtures';
import { pageOf } from '../../../testing/page';

/**
 * Label in name (WCAG 2.5.3, axe-core's label-content-name-mismatch): in the day journal with
 * rows, every button's and link's accessible name holds the words it shows, as words — a
 * speech user says what they see («Чек»), and «Печать чека №2» does not hold «Чек».
 */
const JOURNAL = pageOf([
    journalRow({ id: 'TRANSACTION:2', record_id: 2 }),
    journalRow({ id: 'TRANSACTION:1', record_id: 1, correction_pending: true }),
    journalRow({ id: 'INCOME_OUTCOME:8', record_id: 8, kind: 'INCOME_OUTCOME', operation_type: 'Outcome', rate: null, total: null, total_currency: null }),
]);

/** The words a person reads (letters and digits), lower case. */
const words = (text: string) => text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];

it('names every control of the journal with the words it shows', async () => {
  operationsServer({ 'GET /api/operation/': JOURNAL });
  renderApp('/cash-registers/7/', { token: 't' });
  const table = await screen.findByRole('table', { name: 'Журнал операций' });
  const receipt = await within(table).findByRole('button', { name: 'Чек №2 — печать' });
  expect(receipt).toHaveTextContent(/^Чек$/);
  const controls = [...within(table).getAllByRole('button'), ...within(table).queryAllByRole('link')];
  expect(controls.length).toBeGreaterThanOrEqual(3);
  const mismatched = controls
    .map((c) => ({ shown: words(c.textContent ?? ''), name: words(c.getAttribute('aria-label') ?? c.textContent ?? '') }))
    .filter(({ shown, name }) => shown.length > 0 && name.slice(0, shown.length).join(' ') !== shown.join(' '))
    .map(({ shown, name }) => `«${shown.join(' ')}» named «${name.join(' ')}»`);
  expect(mismatched).toEqual([]);
});

it('marks an offline deal «офлайн» at its time at the window, with its arrival', async () => {
  operationsServer({
    'GET /api/operation/': pageOf([
      journalRow({ id: 'TRANSACTION:3', record_id: 3, offline: true, created_at: '2026-11-23T09:15:00Z', made_at: '2026-11-23T09:15:00Z', received_at: '2026-11-23T10:40:00Z' }),
      journalRow({ id: 'TRANSACTION:1', record_id: 1 }),
    ]),
  });
  renderApp('/cash-registers/7/', { token: 't' });
  const table = await screen.findByRole('table', { name: 'Журнал операций' });
  const marks = await within(table).findAllByText('офлайн');
  expect(marks).toHaveLength(1);
  expect(marks[0]).toHaveAttribute('title', expect.stringMatching(/^получена сервером \d\d:\d\d$/));
  expect(within(marks[0].closest('tr')!).getByRole('button', { name: 'Чек №3 — печать' })).toBeInTheDocument();
});
