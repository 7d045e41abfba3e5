import { createActor, type SnapshotFrom } from 'xstate';
import type { CountSheetLine, Shift } from '../../../../shared/contract/shifts';
import { deferredActors } from '../../../testing/deferredActors';
import { modelPaths } from '../../../testing/modelPaths';
import { countMachine, type CountEvent, type CountInput, type CountPurpose } from './countMachine';

type Snapshot = SnapshotFrom<typeof countMachine>;
const ACTORS = ['submitCount', 'printReport'] as const;

const RUB: CountSheetLine = { currency: { id: 1, code: 'RUB', name: 'Рубль' }, decimals: 2, denominations: ['5000', '1000', '100'], expected: '6100.00' };
const SHIFT = { id: 9, status: 'Closed' } as Shift;
const REFUSED = { status: 400, data: { comment: ['Объясните расхождение.'] } };
const CLOSED = { status: 409, data: { detail: 'Смена уже закрыта: закрытая смена не меняется.' } };

// What the model may do: count the drawer right or 100 ₽ short (by the total or by notes),
// explain, submit, cancel, and each actor settling every way it can.
const EVENTS = [
  { type: 'count.total', currency: 1, value: '6100' },
  { type: 'count.total', currency: 1, value: '6000' },
  { type: 'count.byNotes', currency: 1, on: true },
  { type: 'count.note', currency: 1, denomination: '5000', value: '1' },
  { type: 'count.note', currency: 1, denomination: '1000', value: '1' },
  { type: 'count.comment', value: 'Недостача 100 ₽' },
  { type: 'count.submit' },
  { type: 'count.cancel' },
  { type: 'xstate.done.actor.submitCount', output: SHIFT },
  { type: 'xstate.error.actor.submitCount', error: REFUSED },
  { type: 'xstate.error.actor.submitCount', error: CLOSED },
  { type: 'xstate.done.actor.printReport' },
  { type: 'xstate.error.actor.printReport', error: new Error('blocked') },
] as unknown as CountEvent[];

const input = (purpose: CountPurpose): CountInput => ({ purpose, lines: [RUB] });

function checkInvariants(snapshot: Snapshot, fake: ReturnType<typeof deferredActors<(typeof ACTORS)[number]>>) {
  const { context } = snapshot;
  expect(fake.isRunning('submitCount')).toBe(snapshot.matches('submitting'));
  expect(fake.isRunning('printReport')).toBe(snapshot.matches('printing'));
  // Never sent unless every currency is counted, and explained when it differs.
  for (const call of fake.calls('submitCount') as Array<{ counted: Array<{ amount: string }>; comment: string }>) {
    expect(call.counted).toHaveLength(1);
    expect(call.counted[0].amount).toMatch(/^\d+\.\d{2}$/);
    if (call.counted[0].amount !== '6100.00') expect(call.comment).not.toBe('');
  }
  // Only a handover prints, and only the shift the close answered.
  for (const call of fake.calls('printReport') as Array<{ shift: number }>) {
    expect(context.purpose).toBe('handover');
    expect(call.shift).toBe(SHIFT.id);
  }
  if (snapshot.matches('done')) expect(snapshot.output).toEqual({ shift: SHIFT });
  if (snapshot.matches('cancelled')) expect(snapshot.output).toEqual({ shift: null });
}

describe.each(['close', 'handover'] as const)('count machine (%s)', (purpose) => {
  // Typed figures make many states: every transition is walked, not every loop-free path.
  const paths = modelPaths(countMachine, EVENTS, input(purpose), { simplePaths: false });

  it('has paths to walk, reaching every state it should', () => {
    const reached = new Set(paths.map((p) => JSON.stringify(p.steps.at(-1)!.state.value)));
    expect(reached).toEqual(new Set(['"counting"', '"submitting"', '"done"', '"cancelled"', ...(purpose === 'handover' ? ['"printing"'] : [])]));
  });

  it.each(paths.map((p) => [p.name, p] as const))('walks %s on the real machine', async (_name, path) => {
    const fake = deferredActors(ACTORS);
    const actor = createActor(countMachine.provide({ actors: fake.actors }), { input: input(purpose) }).start();
    checkInvariants(actor.getSnapshot(), fake);
    for (const step of path.steps.slice(1)) {
      if (!(await fake.settle(step.event as { type: string }))) actor.send(step.event);
      const snapshot = actor.getSnapshot();
      expect(snapshot.value).toEqual(step.state.value);
      expect(snapshot.context).toEqual(step.state.context);
      checkInvariants(snapshot, fake);
    }
    actor.stop();
  });
});

describe('count machine: what it says', () => {
  it('keeps the server’s refusal for the dialog: field errors of a 400, the detail of a 409', async () => {
    const fake = deferredActors(ACTORS);
    const actor = createActor(countMachine.provide({ actors: fake.actors }), { input: input('close') }).start();
    actor.send({ type: 'count.total', currency: 1, value: '6100' });
    actor.send({ type: 'count.submit' });
    await fake.settle({ type: 'xstate.error.actor.submitCount', error: REFUSED });
    expect(actor.getSnapshot().context.refusal).toEqual({ fields: { comment: 'Объясните расхождение.' }, detail: null });
    actor.send({ type: 'count.submit' });
    await fake.settle({ type: 'xstate.error.actor.submitCount', error: CLOSED });
    expect(actor.getSnapshot().context.refusal).toEqual({ fields: {}, detail: CLOSED.data.detail });
  });

  it('sends notes summed exactly and the comment trimmed', async () => {
    const fake = deferredActors(ACTORS);
    const actor = createActor(countMachine.provide({ actors: fake.actors }), { input: input('close') }).start();
    actor.send({ type: 'count.byNotes', currency: 1, on: true });
    actor.send({ type: 'count.note', currency: 1, denomination: '5000', value: '1' });
    actor.send({ type: 'count.note', currency: 1, denomination: '100', value: '9' });
    actor.send({ type: 'count.comment', value: '  Недостача 200 ₽ ' });
    actor.send({ type: 'count.submit' });
    expect(fake.calls('submitCount')).toEqual([{ purpose: 'close', counted: [{ currency: 1, amount: '5900.00' }], comment: 'Недостача 200 ₽' }]);
  });
});
