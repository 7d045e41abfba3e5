import { createActor, type SnapshotFrom } from 'xstate';
import type { Transfer } from '../../../../shared/contract/ledger';
import type { TransferKind, TransferStatus } from '../../../../shared/machines/transferLifecycle';
import { replay } from '../../../../shared/machines/replay';
import { deferredActors } from '../../../testing/deferredActors';
import { modelPaths } from '../../../testing/modelPaths';
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

describe('transfer acceptance machine: what the dialog and the screen get', () => {
  function started(start: TransferAcceptanceInput) {
    const fake = deferredActors(ACTORS);
    const actor = createActor(transferAcceptanceMachine.provide({ actors: fake.actors }), { input: start }).start();
    return { fake, actor };
  }

  it('sends an internal accept by id, an external one with the digits of the code', async () => {
    const internal = started(input('INTERNAL', 'Pending', 'accept'));
    internal.actor.send({ type: 'acceptance.confirm' });
    expect(internal.fake.calls('acceptTransfer')).toEqual([{ kind: 'INTERNAL', id: 7, from: 1, to: 2 }]);

    const external = started(input('EXTERNAL', 'Pending', 'accept'));
    external.actor.send({ type: 'acceptance.code.change', code: '1234 5678' });
    external.actor.send({ type: 'acceptance.submit' });
    expect(external.fake.calls('acceptTransfer')).toEqual([{ kind: 'EXTERNAL', id: 7, from: 1, to: 2, transferCode: '12345678' }]);
    await external.fake.settle({ type: 'xstate.done.actor.acceptTransfer', output: ACCEPTED });
    expect(external.actor.getSnapshot().output).toEqual({ outcome: 'accepted', transfer: ACCEPTED, stale: false });
  });

  it('says why a code cannot be sent, and forgets it when the code changes', () => {
    const { actor, fake } = started(input('CRYPTO', 'Pending', 'accept'));
    actor.send({ type: 'acceptance.submit' });
    expect(actor.getSnapshot().context.error).toBe(ACCEPTANCE_MESSAGES.codeRequired);
    actor.send({ type: 'acceptance.code.change', code: '1234' });
    expect(actor.getSnapshot().context.error).toBeNull();
    actor.send({ type: 'acceptance.submit' });
    expect(actor.getSnapshot().context.error).toBe(ACCEPTANCE_MESSAGES.codeFormat);
    expect(fake.calls('acceptTransfer')).toEqual([]);
  });

  it('a code found by search is confirmed, not asked; a malformed one is asked with it prefilled', () => {
    expect(started(input('EXTERNAL', 'Pending', 'accept', '12345678')).actor.getSnapshot().value).toBe('confirming');
    const bad = started(input('EXTERNAL', 'Pending', 'accept', '1234'));
    expect(bad.actor.getSnapshot().value).toBe('enteringCode');
    expect(bad.actor.getSnapshot().context.code).toBe('1234');
  });

  it('a 404 ends like a 409: only Закрыть, and the screen is told to refetch', async () => {
    const { actor, fake } = started(input('EXTERNAL', 'Accepted', 'deliver'));
    actor.send({ type: 'acceptance.confirm' });
    await fake.settle({ type: 'xstate.error.actor.deliverTransfer', error: FAILURES.notFound });
    expect(actor.getSnapshot().context.error).toBe(ACCEPTANCE_MESSAGES.notFound);
    expect(actor.getSnapshot().can({ type: 'acceptance.retry' })).toBe(false);
    actor.send({ type: 'acceptance.close' });
    expect(actor.getSnapshot().output).toEqual({ outcome: 'closed', transfer: null, stale: true });
  });

  it('a delivery the register cannot cover shows the server words and may be retried', async () => {
    const { actor, fake } = started(input('CRYPTO', 'Accepted', 'deliver'));
    actor.send({ type: 'acceptance.confirm' });
    await fake.settle({ type: 'xstate.error.actor.deliverTransfer', error: FAILURES.noCash });
    expect(actor.getSnapshot().context.error).toBe('Недостаточно средств в кассе: доступно 10.00 USD.');
    actor.send({ type: 'acceptance.retry' });
    expect(actor.getSnapshot().value).toBe('confirming');
    expect(actor.getSnapshot().context.error).toBeNull();
  });

  it('ignores Нет while the request is out', () => {
    const { actor, fake } = started(input('INTERNAL', 'Pending', 'accept'));
    actor.send({ type: 'acceptance.confirm' });
    actor.send({ type: 'acceptance.cancel' });
    expect(actor.getSnapshot().matches('submitting')).toBe(true);
    expect(fake.isRunning('acceptTransfer')).toBe(true);
  });
});

describe('transfer acceptance machine: bug reports replayed', () => {
  // A bug report is the row, the action, and what the user did and the server said.
  const replayReport = (start: TransferAcceptanceInput, events: Array<TransferAcceptanceEvent | TransferAcceptanceEvent['type']>) =>
    replay(transferAcceptanceMachine.provide({ actors: deferredActors(ACTORS).actors }), events, start);
  const serverSaid = (actor: string, error: unknown) => ({ type: `xstate.error.actor.${actor}`, error }) as unknown as TransferAcceptanceEvent;
  const serverDone = (actor: string, output: Transfer) => ({ type: `xstate.done.actor.${actor}`, output }) as unknown as TransferAcceptanceEvent;

  it('"two cashiers accepted the same transfer; the second one got a retry button that did nothing"', () => {
    expect(
      replayReport(input('INTERNAL', 'Pending', 'accept'), ['acceptance.confirm', serverSaid('acceptTransfer', FAILURES.taken), 'acceptance.retry', 'acceptance.close']),
    ).toEqual(['confirming', { submitting: 'accepting' }, 'failed', 'failed', 'closed']);
  });

  it('"I typed 7 digits, pressed Принять and nothing happened"', () => {
    expect(
      replayReport(input('EXTERNAL', 'Pending', 'accept'), [{ type: 'acceptance.code.change', code: '1234567' }, 'acceptance.submit']),
    ).toEqual(['enteringCode', 'enteringCode', 'enteringCode']);
  });

  it('"after a wrong code I fixed one digit and the transfer was accepted"', () => {
    expect(
      replayReport(input('CRYPTO', 'Pending', 'accept', '12345670'), [
        'acceptance.confirm',
        serverSaid('acceptTransfer', FAILURES.wrongCode),
        { type: 'acceptance.code.change', code: '12345678' },
        'acceptance.submit',
        serverDone('acceptTransfer', ACCEPTED),
      ]),
    ).toEqual(['confirming', { submitting: 'accepting' }, 'enteringCode', 'enteringCode', { submitting: 'accepting' }, 'accepted']);
  });

  it('"the network dropped during a delivery; Повторить asked Да again before sending"', () => {
    expect(
      replayReport(input('EXTERNAL', 'Accepted', 'deliver'), [
        'acceptance.confirm',
        serverSaid('deliverTransfer', FAILURES.offline),
        'acceptance.retry',
        'acceptance.confirm',
        serverDone('deliverTransfer', DELIVERED),
      ]),
    ).toEqual(['confirming', { submitting: 'delivering' }, 'failed', 'confirming', { submitting: 'delivering' }, 'delivered']);
  });
});
