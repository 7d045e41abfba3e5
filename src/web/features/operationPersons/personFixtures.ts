import type { OperationPerson } from '../../../shared/contract';

// Test data for the persons screens' tests, shaped as the API answers.

export const RUB = { id: 1, code: 'RUB', name: 'Российский рубль' };
export const USD = { id: 2, code: 'USD', name: 'Доллар США' };
export const BTC = { id: 8, code: 'BTC', name: 'Bitcoin' };

export function person(overrides: Partial<OperationPerson> = {}): OperationPerson {
  return {
    id: 5,
    first_name: 'Алексей',
    last_name: 'Смирнов',
    phone: '+7 900 555-10-20',
    comment: '',
    city: { id: 1, name: 'Москва' },
    is_active: true,
    balances: [
      { currency: RUB, amount: '-8922000.00' },
      { currency: USD, amount: '8300.00' },
    ],
    user: null,
    created_at: '2026-08-26T05:00:00.000Z',
    ...overrides,
  };
}

