import { createActor, type AnyMachineSnapshot, type AnyStateMachine, type EventFromLogic, type InputFrom } from 'xstate';

/**
 * Turns a bug report into a test: start `machine`, send `events` in order and return the state
 * value at the start and after each event (so `events.length + 1` values; an event the
 * machine ignores repeats the previous value). Actors with side effects should be swapped with
 * `machine.provide({ actors })` before calling this.
 *
 *   expect(replay(transferLifecycleMachine, ['transfer.accept'], { kind: 'INTERNAL' }))
 *     .toEqual(['Pending', 'Accepted']);
 */
export function replay<M extends AnyStateMachine>(
  machine: M,
  events: Array<EventFromLogic<M> | EventFromLogic<M>['type']>,
  input?: InputFrom<M>,
): unknown[] {
  const actor = createActor(machine, { input });
  actor.start();
  const valueNow = () => (actor.getSnapshot() as AnyMachineSnapshot).value;
  const visited: unknown[] = [valueNow()];
  for (const event of events) {
    actor.send((typeof event === 'string' ? { type: event } : event) as EventFromLogic<M>);
    visited.push(valueNow());
  }
  actor.stop();
  return visited;
}
