import { createActor, type SnapshotFrom } from 'xstate';
import { CASH_ORDER_STATE_VALUES } from '../../../shared/contract/cashOrderRules';
import type { CashOrder } from '../../../shared/contract/schema/cashOrders';
import {
  CASH_ORDER_EVENTS,
  CASH_ORDER_STATES,
  nextCashOrderState,
  type CashOrderState,
} from '../../../shared/machines/cashOrderLifecycle';
import { replay } from '../../../shared/machines/replay';
import { deferredActors } from '../../testing/deferredActors';
import { modelPaths } from '../../testing/modelPaths';
import {
  cashOrderStepMachine,
  STEP_NOT_ALLOWED,
  type CashOrderStepEvent,
  type CashOrderStepInput,
} from './cashOrderStepMachine';
import { CASH_ORDER_STEPS, LIFECYCLE_EVENTS, lifecycleAllows, statesAfter, stepsFor, type CashOrderStep } from './cashOrderSteps';

type Snapshot = SnapshotFrom<typeof cashOrderStepMachine>;
const ACTORS = ['runStep'] as const;

// The server's refusals, as RTK Query's unwrap() throws them.
const FAILURES = {
  taken: { status: 409, data: { detail: 'Заявка уже принята: принять её нельзя.' } },
  overdraw: { status: 409, data: { detail: 'В кассе-отправителе не хватает денег: доступно 0.00 RUB.' } },
  fourEyes: { status: 403, data: { detail: 'Заявку подтверждает другой сотрудник.' } },
  sum: { status: 400, data: { denominations: ['Сумма по номиналам 500.00 RUB не равна сумме заявки 1000.00 RUB.'] } },
  offline: { status: 'FETCH_ERROR', error: 'TypeError: Failed to fetch' },
};
const answer = (state: CashOrderState) => ({ id: 7, state }) as CashOrder;
const BODY = { denominations: [{ value: '100', count: 10 }], seal: 'П-7' };

// Every event the model may take: the user's, and the server answering in any state or refusing.
const EVENTS = [
  { type: 'step.submit', body: BODY },
  { type: 'step.cancel' },
  { type: 'step.retry' },
  { type: 'step.close' },
  ...CASH_ORDER_STATES.map((state) => ({ type: 'xstate.done.actor.runStep', output: answer(state) })),
  ...Object.values(FAILURES).map((error) => ({ type: 'xstate.error.actor.runStep', error })),
] as unknown as CashOrderStepEvent[];

const FINAL = ['done', 'cancelled', 'closed'];
const start = (state: CashOrderState, step: CashOrderStep): CashOrderStepInput => ({ order: { id: 7, state }, step });

// One walk for every state of the one table and every step: the allowed ones and the refused.
const SCENARIOS = CASH_ORDER_STATES.flatMap((state) => CASH_ORDER_STEPS.map((step) => [`${step} when ${state}`, start(state, step)] as const));

function checkInvariants(snapshot: Snapshot, fake: ReturnType<typeof deferredActors<'runStep'>>, starts: number, lastAnswer: CashOrder | null) {
  const { context, value } = snapshot;
  const allowed = lifecycleAllows(context.order.state, context.step);
  // The server is called only in submitting, once per entry, and never for a step the table refuses.
  expect(fake.isRunning('runStep')).toBe(value === 'submitting');
  expect(fake.calls('runStep').length).toBe(starts);
  if (!allowed) expect(starts).toBe(0);
  for (const call of fake.calls('runStep')) expect(call).toEqual({ id: 7, step: context.step, body: BODY });
  if (value === 'failed') expect(context.error).toEqual(expect.any(String));
  // Done only with an answer in a state the table allows after the step.
  if (value === 'done') {
    expect(lastAnswer).not.toBeNull();
    expect(statesAfter(context.order.state, context.step)).toContain(lastAnswer!.state);
    expect(snapshot.output).toEqual({ outcome: 'done', order: lastAnswer, stale: false });
  }
  expect(snapshot.status).toBe(FINAL.includes(value as string) ? 'done' : 'active');
}

describe.each(SCENARIOS)('cash order step machine: %s', (_name, input) => {
  const paths = modelPaths(cashOrderStepMachine, EVENTS, input, { simplePaths: false });

  it.each(paths.map((p) => [p.name, p] as const))('walks %s on the real machine', async (_path, path) => {
    const fake = deferredActors(ACTORS);
    const actor = createActor(cashOrderStepMachine.provide({ actors: fake.actors }), { input }).start();
    let starts = 0;
    let lastAnswer: CashOrder | null = null;
    expect(actor.getSnapshot().value).toEqual(path.steps[0].state.value);
    checkInvariants(actor.getSnapshot(), fake, starts, lastAnswer);
    for (const step of path.steps.slice(1)) {
      const wasSubmitting = actor.getSnapshot().value === 'submitting';
      const event = step.event as { type: string; output?: CashOrder };
      if (await fake.settle(event)) lastAnswer = event.output ?? null;
      else actor.send(step.event);
      const snapshot = actor.getSnapshot();
      if (snapshot.value === 'submitting' && !wasSubmitting) starts++;
      expect(snapshot.value).toEqual(step.state.value);
      expect(snapshot.context).toEqual(step.state.context);
      checkInvariants(snapshot, fake, starts, lastAnswer);
    }
    actor.stop();
  });
});

describe('cash order step machine: one table with the server', () => {
  const reached = (input: CashOrderStepInput) =>
    new Set(modelPaths(cashOrderStepMachine, EVENTS, input, { simplePaths: false }).flatMap((p) => p.steps.map((s) => s.state.value)));

  it('the web knows the same states as the API answers', () => {
    expect([...CASH_ORDER_STATES].sort()).toEqual([...CASH_ORDER_STATE_VALUES].sort());
  });

  it('every event of the table is some step, and a step is allowed exactly where the table allows its event', () => {
    expect(Object.values(LIFECYCLE_EVENTS).flat().sort()).toEqual([...CASH_ORDER_EVENTS].filter((e) => e !== 'order.overdue').sort());
    for (const state of CASH_ORDER_STATES)
      for (const step of CASH_ORDER_STEPS)
        expect(lifecycleAllows(state, step)).toBe(LIFECYCLE_EVENTS[step].some((e) => nextCashOrderState(state, e) !== null));
  });

  it.each(SCENARIOS)('%s: a refused step only fails and closes; an allowed one reaches every state', (_name, input) => {
    const ends = reached(input);
    if (lifecycleAllows(input.order.state, input.step)) {
      expect(ends).toEqual(new Set(['filling', 'submitting', 'failed', 'done', 'cancelled', 'closed']));
    } else {
      expect(ends).toEqual(new Set(['failed', 'closed']));
    }
  });

  const order = (state: CashOrderState, mine: { requested_by_me?: boolean; received_by_me?: boolean } = {}) => ({
    state,
    requested_by_me: false,
    received_by_me: false,
    ...mine,
  });

  it('a supervisor is offered approve and cancel on a requested order, a cashier only cancel', () => {
    expect(stepsFor(order('requested'), { isAdmin: false, role: 'Супервайзер' })).toEqual(['approve', 'cancel']);
    expect(stepsFor(order('requested'), { isAdmin: false, role: 'Кассир' })).toEqual(['cancel']);
    expect(stepsFor(order('overdue'), { isAdmin: false, role: 'Кассир' })).toEqual(['receive']);
    expect(stepsFor(order('discrepancy'), { isAdmin: true, role: '' })).toEqual(['settle']);
    expect(stepsFor(order('received'), { isAdmin: true, role: '' })).toEqual([]);
  });

  it('four eyes: the requester is not offered the approval, the receiver not the settlement', () => {
    const supervisor = { isAdmin: false, role: 'Супервайзер' };
    expect(stepsFor(order('requested', { requested_by_me: true }), supervisor)).toEqual(['cancel']);
    expect(stepsFor(order('discrepancy', { received_by_me: true }), supervisor)).toEqual([]);
    expect(stepsFor(order('discrepancy', { requested_by_me: true }), supervisor)).toEqual(['settle']);
    expect(stepsFor(order('approved', { requested_by_me: true }), supervisor)).toEqual(['cancel', 'dispatch']);
  });
});

describe('cash order step machine: bug reports replayed', () => {
  const replayReport = (input: CashOrderStepInput, events: Array<CashOrderStepEvent | CashOrderStepEvent['type']>) =>
    replay(cashOrderStepMachine.provide({ actors: deferredActors(ACTORS).actors }), events, input);
  const serverSaid = (error: unknown) => ({ type: 'xstate.error.actor.runStep', error }) as unknown as CashOrderStepEvent;

  it('"two of us received the same order; the second got a retry that did nothing"', () => {
    expect(replayReport(start('dispatched', 'receive'), [{ type: 'step.submit', body: BODY }, serverSaid(FAILURES.taken), 'step.retry', 'step.close']))
      .toEqual(['filling', 'submitting', 'failed', 'failed', 'closed']);
  });

  it('"the sum of the notes was wrong; I fixed a line and sent again"', () => {
    expect(replayReport(start('approved', 'dispatch'), [{ type: 'step.submit', body: BODY }, serverSaid(FAILURES.sum), 'step.retry']))
      .toEqual(['filling', 'submitting', 'failed', 'filling']);
  });

  it('"a settled order still offered Принять" — the table refuses before any form', () => {
    expect(replayReport(start('settled', 'receive'), ['step.submit'])).toEqual(['failed', 'failed']);
  });

  it('shows the server\'s words for an overdraw and the four-eyes refusal', async () => {
    for (const [failure, words] of [[FAILURES.overdraw, 'В кассе-отправителе не хватает денег: доступно 0.00 RUB.'], [FAILURES.fourEyes, 'Заявку подтверждает другой сотрудник.']] as const) {
      const fake = deferredActors(ACTORS);
      const actor = createActor(cashOrderStepMachine.provide({ actors: fake.actors }), { input: start('approved', 'dispatch') }).start();
      actor.send({ type: 'step.submit', body: BODY });
      await fake.settle({ type: 'xstate.error.actor.runStep', error: failure });
      expect(actor.getSnapshot().context).toMatchObject({ error: words, failure: 'stale' });
      actor.send({ type: 'step.close' });
      expect(actor.getSnapshot().output).toEqual({ outcome: 'closed', order: null, stale: true });
    }
    expect(STEP_NOT_ALLOWED).toMatch(/недоступно/);
  });
});
