import type { Correction } from '../../../shared/contract';

const USD = { id: 2, code: 'USD', name: 'Доллар США' };
const RUB = { id: 1, code: 'RUB', name: 'Российский рубль' };

/** A correction as GET /api/correction/ answers it (test-only). */
export const correction = (over: Partial<Correction> = {}): Correction => ({
  id: 5,
  record_kind: 'TRANSACTION',
  record_id: 12,
  reason: 'Опечатка: 1000 вместо 100',
  status: 'Pending',
  requested_by: { id: 3, name: 'Ксения Кассирова' },
  requested_by_me: false,
  requested_at: '2026-11-23T10:00:00.000Z',
  decided_by: null,
  decided_at: null,
  decision_comment: '',
  cash_register: { id: 7, name: 'Касса №1' },
  city: { id: 1, name: 'Москва' },
  reversal_id: null,
  record: {
    operation_type: 'BUY', amount: '1000.00', currency: USD, total: '90000.00', total_currency: RUB,
    created_at: '2026-11-23T09:15:00.000Z', user: { id: 3, name: 'Ксения Кассирова' }, operation_person: null, comment: '',
  },
  ...over,
});

