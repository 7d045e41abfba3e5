/**
 * Every write that names a person (docs/api/clients.md, "Screening"), as data: the person-status
 * tests (personMovements.api.test.ts) read this table and generate, for each movement and each
 * way a person is named in it, the refusal of a blocked and of a waiting person, and the walk
 * of a confirmed match through an edit and a lift. A new write that names a client is a new row.
 *
 * Placeholders in `url` and `body`, filled in by the test from its fixture: `{m1}`, `{k1}` (the
 * Москва and Казань registers), `{USD}`, `{USDT}` (currency ids), `{transfer}` and `{code}` (the
 * given transfer's id and code). A body field that names a person is filled with the person
 * under test when that is how they are named in the case, else with another, clear client —
 * or left out when the person under test was named at the transfer's acceptance (the payout
 * goes to that receiver only).
 */

export type PersonRole = 'client' | 'sender' | 'receiver';

/** How the person is named: in the request's body (the field), or at an earlier step of the given transfer. */
export type Naming = { field: string } | 'at creation' | 'at acceptance';

export interface PersonMovement {
  /** What the write is, for the test's name. */
  movement: string;
  /** The route, as in src/server/features/<feature>/routes.ts. */
  method: 'POST' | 'PUT';
  url: string;
  /** The fixture user who makes it (Москва sends, Казань receives: four eyes). */
  by: 'cashier' | 'kazan';
  /** The transfer that must exist first (sent by the Москва cashier to Казань while its persons were clear), and its state. */
  given: null | { kind: 'external' | 'crypto'; status: 'Pending' | 'Accepted' };
  /** The request's body, the persons' fields left out (`persons` names them). */
  body: Record<string, string>;
  /** Every person the write names (or finds named on its transfer), and how. */
  persons: ReadonlyArray<{ role: PersonRole; named: Naming }>;
  /** The answer when it goes through. */
  success: 200 | 201;
}

const externalTransfer = { from_cash_register: '{m1}', to_cash_register: '{k1}', currency: '{USD}', amount: '10.00' };
const cryptoTransfer = { from_cash_register: '{m1}', to_cash_register: '{k1}', crypto_currency: '{USDT}', amount: '10' };

export const PERSON_MOVEMENTS: readonly PersonMovement[] = [
  {
    movement: 'exchange',
    method: 'POST', url: '/api/transaction/create/', by: 'cashier', given: null,
    body: { cash_register: '{m1}', currency: '{USD}', operation_type: 'BUY', amount: '1.00', rate: '90' },
    persons: [{ role: 'client', named: { field: 'client' } }], success: 201,
  },
  {
    movement: 'crypto deal',
    method: 'POST', url: '/api/crypto_transaction/create/', by: 'cashier', given: null,
    body: { cash_register: '{m1}', crypto_currency: '{USDT}', operation_type: 'BUY', amount: '1', rate: '90' },
    persons: [{ role: 'client', named: { field: 'client' } }], success: 201,
  },
  {
    movement: 'external transfer: send',
    method: 'POST', url: '/api/external_transfer/create/', by: 'cashier', given: null,
    body: { ...externalTransfer },
    persons: [{ role: 'client', named: { field: 'client' } }], success: 201,
  },
  {
    movement: 'crypto transfer: send',
    method: 'POST', url: '/api/crypto_transfer/create/', by: 'cashier', given: null,
    body: { ...cryptoTransfer },
    persons: [{ role: 'client', named: { field: 'client' } }], success: 201,
  },
  {
    movement: 'external transfer: accept',
    method: 'PUT', url: '/api/external_transfer/accept/{transfer}/', by: 'kazan', given: { kind: 'external', status: 'Pending' },
    body: { transfer_code: '{code}' },
    persons: [{ role: 'sender', named: 'at creation' }, { role: 'receiver', named: { field: 'receiver_client' } }], success: 200,
  },
  {
    movement: 'external transfer: deliver',
    method: 'PUT', url: '/api/external_transfer/deliver/{transfer}/', by: 'kazan', given: { kind: 'external', status: 'Accepted' },
    body: {},
    persons: [
      { role: 'sender', named: 'at creation' },
      { role: 'receiver', named: 'at acceptance' },
      { role: 'receiver', named: { field: 'receiver_client' } },
    ], success: 200,
  },
  {
    movement: 'crypto transfer: accept (the payout)',
    method: 'PUT', url: '/api/crypto_transfer/accept/{transfer}/', by: 'kazan', given: { kind: 'crypto', status: 'Pending' },
    body: { transfer_code: '{code}' },
    persons: [{ role: 'sender', named: 'at creation' }, { role: 'receiver', named: { field: 'receiver_client' } }], success: 200,
  },
  {
    movement: 'crypto transfer: deliver',
    method: 'PUT', url: '/api/crypto_transfer/deliver/{transfer}/', by: 'kazan', given: { kind: 'crypto', status: 'Accepted' },
    body: {},
    persons: [{ role: 'sender', named: 'at creation' }, { role: 'receiver', named: 'at acceptance' }], success: 200,
  },
];
