import { createActor, waitFor } from 'xstate';
import type { TransferKind, TransferStatus } from '../../../../shared/machines/transferLifecycle';
import { makeStore } from '../../../app/store';
import { NETWORK_MESSAGE } from '../../../api/errors';
import { fakeApi, reply } from '../../../testing/fakeApi';
import { ACCEPTANCE_MESSAGES } from './acceptanceError';
import { transferAcceptanceActors } from './transferAcceptanceActors';
import { transferAcceptanceMachine, type AcceptanceAction, type TransferAcceptanceEvent, type TransferAcceptanceInput } from './transferAcceptanceMachine';

const row = (kind: TransferKind, status: TransferStatus) => ({
  id: 7,
  transfer_kind: kind,
  status,
  from_cash_register: { id: 1 },
  to_cash_register: { id: 2 },
});

/** The machine with the app's real actors, against a fake server; runs until it settles. */
async function run(kind: TransferKind, status: TransferStatus, action: AcceptanceAction, userDoes: (send: (event: TransferAcceptanceEvent) => void) => void) {
  const store = makeStore();
  const input: TransferAcceptanceInput = { transfer: row(kind, status), action };
  const actor = createActor(transferAcceptanceMachine.provide({ actors: transferAcceptanceActors(store.dispatch) }), { input }).start();
  userDoes((event) => actor.send(event));
  return waitFor(actor, (s) => !s.matches('submitting'));
}

const body = async (request: Request) => (request.body === null ? null : JSON.parse(await request.text()));

describe('transfer acceptance through the app API', () => {
  let alert: jest.SpyInstance;
  beforeEach(() => {
    alert = jest.spyOn(window, 'alert').mockImplementation(() => {});
  });
  afterEach(() => alert.mockRestore());

  it('accepts an internal transfer by id', async () => {
    const api = fakeApi({ 'PUT /api/internal_transfer/accept/7/': { id: 7, status: 'Accepted' } });
    const end = await run('INTERNAL', 'Pending', 'accept', (send) => send({ type: 'acceptance.confirm' }));
    expect(api.paths()).toEqual(['PUT /api/internal_transfer/accept/7/']);
    expect(await body(api.requests[0])).toEqual({ id: 7 });
    expect(end.output).toEqual({ outcome: 'accepted', transfer: { id: 7, status: 'Accepted' }, stale: false });
  });

  it('accepts a crypto transfer with the code, digits only', async () => {
    const api = fakeApi({ 'PUT /api/crypto_transfer/accept/7/': { id: 7, status: 'Accepted' } });
    const end = await run('CRYPTO', 'Pending', 'accept', (send) => {
      send({ type: 'acceptance.code.change', code: '1234 5678' });
      send({ type: 'acceptance.submit' });
    });
    expect(await body(api.requests[0])).toEqual({ transfer_code: '12345678' });
    expect(end.value).toBe('accepted');
  });

  it('delivers with PUT …/deliver/{id}/ and no body', async () => {
    const api = fakeApi({ 'PUT /api/external_transfer/deliver/7/': { id: 7, status: 'Delivered' } });
    const end = await run('EXTERNAL', 'Accepted', 'deliver', (send) => send({ type: 'acceptance.confirm' }));
    expect(api.paths()).toEqual(['PUT /api/external_transfer/deliver/7/']);
    expect(await body(api.requests[0])).toBeNull();
    expect(end.value).toBe('delivered');
  });

  it('shows the server words for a wrong code in the dialog, not in an alert', async () => {
    fakeApi({ 'PUT /api/external_transfer/accept/7/': reply(400, { transfer_code: ['Неверный код перевода.'] }) });
    const end = await run('EXTERNAL', 'Pending', 'accept', (send) => {
      send({ type: 'acceptance.code.change', code: '11111111' });
      send({ type: 'acceptance.submit' });
    });
    expect(end.value).toBe('enteringCode');
    expect(end.context.error).toBe('Неверный код перевода.');
    expect(alert).not.toHaveBeenCalled();
  });

  it('a 409 says the transfer was already taken', async () => {
    fakeApi({ 'PUT /api/external_transfer/deliver/7/': reply(409, { detail: 'Перевод уже выдан клиенту: выдать его нельзя.' }) });
    const end = await run('EXTERNAL', 'Accepted', 'deliver', (send) => send({ type: 'acceptance.confirm' }));
    expect(end.value).toBe('failed');
    expect(end.context.error).toBe(ACCEPTANCE_MESSAGES.taken);
    expect(alert).not.toHaveBeenCalled();
  });

  it('no connection: the app network message, and a retry is offered', async () => {
    const api = fakeApi({});
    api.fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    const end = await run('INTERNAL', 'Pending', 'accept', (send) => send({ type: 'acceptance.confirm' }));
    expect(end.context.error).toBe(NETWORK_MESSAGE);
    expect(end.can({ type: 'acceptance.retry' })).toBe(true);
  });
});

