import type { Transfer, TransferKind } from '../../../shared/contract/ledger';
import { reply, type Reply } from '../../testing/fakeApi';

/** Test data for the transfers screens (never imported by product code). */
export const MOSCOW_7 = { id: 7, name: 'Касса №1', city: { id: 1, name: 'Москва' }, is_active: true };
export const MOSCOW_8 = { id: 8, name: 'Касса №2', city: { id: 1, name: 'Москва' }, is_active: true };
export const KAZAN_9 = { id: 9, name: 'Касса Баумана', city: { id: 2, name: 'Казань' }, is_active: true };
export const REGISTERS = [MOSCOW_7, MOSCOW_8, KAZAN_9];
export const USD = { id: 2, code: 'USD', name: 'Доллар США' };

const ref = (r: { id: number; name: string }) => ({ id: r.id, name: r.name });

export function makeTransfer(over: Partial<Transfer> & { transfer_kind?: TransferKind } = {}): Transfer {
  const kind = over.transfer_kind ?? 'INTERNAL';
  return {
    id: 41,
    kind: kind === 'INTERNAL' ? 'INTERNAL_TRANSFER' : kind === 'EXTERNAL' ? 'EXTERNAL_TRANSFER' : 'CRYPTO_TRANSFER',
    created_at: '2026-11-23T09:00:00.000Z',
    user: { id: 3, name: 'Сергей Супервайзеров' },
    comment: '',
    transfer_kind: kind,
    from_cash_register: ref(KAZAN_9),
    to_cash_register: ref(MOSCOW_7),
    currency: USD,
    amount: '1500.00',
    fee: '0.00',
    transfer_code: null,
    sender_name: '',
    receiver_name: '',
    receiver_phone: '',
    status: 'Pending',
    is_final: false,
    is_mine: false,
    updated_at: '2026-11-23T09:00:00.000Z',
    accepted_at: null,
    accepted_by: null,
    delivered_at: null,
    delivered_by: null,
    cancelled_at: null,
    cancelled_by: null,
    cancel_reason: '',
    ...over,
  } as Transfer;
}


/** A route that answers only when the test says so: to see the progress state. */
export function heldRoute() {
  let release: (r: Reply) => void = () => {};
  const route = () => new Promise<Reply>((resolve) => (release = resolve));
  return { route, release: (status: number, body: unknown) => release(reply(status, body)) };
}

/** The calls every transfers screen makes besides its list. */
export const TRANSFER_SCREEN_ROUTES = {
  'GET /api/all_cash_registers/': REGISTERS,
  // Where a transfer may go: every register of the network.
  'GET /api/transfer_cash_registers/': REGISTERS,
  'GET /api/currency/': [{ ...USD, order: 1, is_base: false, decimals: 2 }],
  'GET /api/crypto_currency/': [{ id: 5, code: 'USDT', name: 'Tether', order: 1, decimals: 8 }],
  'GET /api/day_balance/': { cash_register: ref(MOSCOW_7), date: '2026-11-23', balances: [{ currency: USD, opening: '0', income: '0', outcome: '0', closing: '12345.5' }] },
};
