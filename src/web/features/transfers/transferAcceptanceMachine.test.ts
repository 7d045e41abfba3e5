import { createActor, type SnapshotFrom } from 'xstate';
import type { Transfer } from '../../../shared/contract/ledger';
import type { TransferKind, TransferStatus } from '../../../shared/machines/transferLifecycle';
import { replay } from '../../../shared/machines/replay';
import { NETWORK_MESSAGE } from '../../api/errors';
import { deferredActors } from '../../testing/deferredActors';
import { modelPaths } from '../../testing/modelPaths';
import { ACCEPTANCE_MESSAGES } from './acceptanceError';
import {
  transferAcceptanceMachine,
  type AcceptanceAction,
  type TransferAcceptanceEvent,
  type TransferAcceptanceInput,
} from './transferAcceptanceMachine';

type Snapshot = SnapshotFrom<typeof transferAcceptanceMachine>;

const ACTORS = ['acceptTransfer', 'deliverTransfer'] as const;
// The server's answers, as RTK Query's unwrap() throws them (FetchBaseQueryError).
const FAILURES = {
  taken: { status: 409, data: { detail: 'Перевод уже принят: принять его нельзя.' } },
  wrongCode: { status: 400, data: { transfer_code: ['Неверный код перевода.'] } },
  notFound: { status: 404, data: { detail: 'Страница не найдена.' } },
  offline: { status: 'FETCH_ERROR', error: 'TypeError: Failed to fetch' },
  tooMany: { status: 429, data: { detail: 'Слишком много попыток. Повторите позже.' } },
  noCash: { status: 400, data: { amount: ['Недостаточно средств в кассе: доступно 10.00 USD.'] } },
};
const ACCEPTED = { id: 7, status: 'Accepted' } as Transfer;
const DELIVERED = { id: 7, status: 'Delivered' } as Transfer;

// Every event the model may take: the user's, and each actor settling every way it can.
const EVENTS = [
  { type: 'acceptance.confirm' },
  { type: 'acceptance.cancel' },
  { type: 'acceptance.code.change', code: '1234 567' },
  { type: 'acceptance.code.change', code: '1234 5678' },
  { type: 'acceptance.submit' },
  { type: 'acceptance.retry' },
  { type: 'acceptance.close' },
  { type: 'xstate.done.actor.acceptTransfer', output: ACCEPTED },
  { type: 'xstate.done.actor.deliverTransfer', output: DELIVERED },
  ...(['taken', 'wrongCode', 'offline'] as const).map((f) => ({ type: 'xstate.error.actor.acceptTransfer', error: FAILURES[f] })),
  ...(['taken', 'noCash'] as const).map((f) => ({ type: 'xstate.error.actor.deliverTransfer', error: FAILURES[f] })),
] as unknown as TransferAcceptanceEvent[];

function input(kind: TransferKind, status: TransferStatus, action: AcceptanceAction, code?: string): TransferAcceptanceInput {
  const transfer = { id: 7, transfer_kind: kind, status, from_cash_register: { id: 1 }, to_cash_register: { id: 2 } };
  return code === undefined ? { transfer, action } : { transfer, action, code };
}

// One walk per way a row starts the machine.
const SCENARIOS: Array<[string, TransferAcceptanceInput]> = [
  ['internal accept', input('INTERNAL', 'Pending', 'accept')],
  ['external accept, code typed', input('EXTERNAL', 'Pending', 'accept')],
  ['crypto accept, code found by search', input('CRYPTO', 'Pending', 'accept', '87654321')],
  ['external delivery', input('EXTERNAL', 'Accepted', 'deliver')],
  ['crypto delivery', input('CRYPTO', 'Accepted', 'deliver')],
  ['internal "delivery" the lifecycle forbids', input('INTERNAL', 'Accepted', 'deliver')],
  ['second accept of an accepted row', input('EXTERNAL', 'Accepted', 'accept')],
];

const FINAL = ['accepted', 'delivered', 'cancelled', 'closed'];

/** What the walk has seen so far, to check what must hold whatever the path. */
interface Walk {
  starts: number;
  lastSettled: { type: string; output?: unknown } | null;
}

function checkInvariants(snapshot: Snapshot, fake: ReturnType<typeof deferredActors<(typeof ACTORS)[number]>>, walk: Walk) {
  const { context, value } = snapshot;
  // The server is called only in submitting, and once per entry into it.
  expect(fake.isRunning('acceptTransfer')).toBe(snapshot.matches({ submitting: 'accepting' }));
  expect(fake.isRunning('deliverTransfer')).toBe(snapshot.matches({ submitting: 'delivering' }));
  expect(fake.calls('acceptTransfer').length + fake.calls('deliverTransfer').length).toBe(walk.starts);
  // Never a call with an invalid code, never a code where none belongs, never a forbidden call.
  for (const call of fake.calls('acceptTransfer') as Array<{ kind: string; id: number; transferCode?: string }>) {
    expect(call.id).toBe(7);
    if (call.kind === 'INTERNAL') expect(call).not.toHaveProperty('transferCode');
    else expect(call.transferCode).toMatch(/^\d{8}$/);
    expect(context.transfer.status).toBe('Pending');
  }
  for (const call of fake.calls('deliverTransfer') as Array<{ kind: string }>) {
    expect(call.kind).not.toBe('INTERNAL');
    expect(context.transfer.status).toBe('Accepted');
  }
  // Internal accepts and deliveries never ask for a code.
  if (!context.withCode) expect(value).not.toBe('enteringCode');
  // A failure always has words for the dialog.
  if (value === 'failed') expect(context.error).toEqual(expect.any(String));
  // accepted/delivered only after the matching actor resolved, with its transfer as output.
  if (value === 'accepted' || value === 'delivered') {
    const actor = value === 'accepted' ? 'acceptTransfer' : 'deliverTransfer';
    expect(walk.lastSettled?.type).toBe(`xstate.done.actor.${actor}`);
    expect(snapshot.output).toEqual({ outcome: value, transfer: walk.lastSettled?.output, stale: false });
  }
  expect(snapshot.status).toBe(FINAL.includes(value as string) ? 'done' : 'active');
  if (snapshot.status === 'done') expect(snapshot.output?.outcome).toBe(value);
}

describe.each(SCENARIOS)('transfer acceptance machine: %s', (_scenario, start) => {
  const paths = modelPaths(transferAcceptanceMachine, EVENTS, start);

  it('has paths to walk', () => {
    expect(paths.length).toBeGreaterThan(0);
  });

  it.each(paths.map((p) => [p.name, p] as const))('walks %s on the real machine', async (_name, path) => {
    const fake = deferredActors(ACTORS);
    const actor = createActor(transferAcceptanceMachine.provide({ actors: fake.actors }), { input: start }).start();
    const walk: Walk = { starts: 0, lastSettled: null };
    expect(actor.getSnapshot().value).toEqual(path.steps[0].state.value);
    checkInvariants(actor.getSnapshot(), fake, walk);
    for (const step of path.steps.slice(1)) {
      const wasSubmitting = actor.getSnapshot().matches('submitting');
      const event = step.event as { type: string; output?: unknown };
      if (await fake.settle(event)) walk.lastSettled = event;
      else actor.send(step.event);
      const snapshot = actor.getSnapshot();
      if (snapshot.matches('submitting') && !wasSubmitting) walk.starts++;
      expect(snapshot.value).toEqual(step.state.value);
      expect(snapshot.context).toEqual(step.state.context);
      checkInvariants(snapshot, fake, walk);
    }
    actor.stop();
  });
});

describe('transfer acceptance machine: what the graph covers', () => {
  const reached = (start: TransferAcceptanceInput) =>
    new Set(modelPaths(transferAcceptanceMachine, EVENTS, start).map((p) => JSON.stringify(p.steps.at(-1)!.state.value)));

  it('an external accept reaches every state but delivered', () => {
    expect(reached(SCENARIOS[1][1])).toEqual(
      new Set(['"enteringCode"', '{"submitting":"accepting"}', '"failed"', '"accepted"', '"cancelled"', '"closed"']),
    );
  });

  it('an internal accept and a delivery are confirmed with Да, never asked for a code', () => {
    expect(reached(SCENARIOS[0][1])).toEqual(
      new Set(['"confirming"', '{"submitting":"accepting"}', '"failed"', '"accepted"', '"cancelled"', '"closed"']),
    );
    expect(reached(SCENARIOS[3][1])).toEqual(
      new Set(['"confirming"', '{"submitting":"delivering"}', '"failed"', '"delivered"', '"cancelled"', '"closed"']),
    );
  });

  it('an action the lifecycle forbids only fails and closes', () => {
    expect(reached(SCENARIOS[5][1])).toEqual(new Set(['"failed"', '"closed"']));
  });
});
