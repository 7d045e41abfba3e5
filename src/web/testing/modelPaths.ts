import { adjacencyMapToArray, getAdjacencyMap, getShortestPaths, getSimplePaths } from '@xstate/graph';
import type { AnyStateMachine, EventFromLogic, SnapshotFrom } from 'xstate';

type Step<M extends AnyStateMachine> = { event: EventFromLogic<M>; state: SnapshotFrom<M> };
export interface ModelPath<M extends AnyStateMachine> {
  name: string;
  /** The first step is the machine's start (xstate.init). */
  steps: Step<M>[];
}

const key = (s: { value: unknown; context: unknown }) => JSON.stringify([s.value, s.context]);

function label(event: { type: string; output?: unknown }): string {
  const name = event.type.replace(/^xstate\./, '');
  return 'output' in event ? `${name}(${JSON.stringify(event.output)})` : name;
}

/**
 * The paths a model-based test walks on the real machine: every simple (loop-free) path
 * to every state, plus, for every transition of the graph, the shortest way to its source
 * followed by it — so each state and each transition is exercised at least once.
 */
export function modelPaths<M extends AnyStateMachine>(machine: M, events: EventFromLogic<M>[]): ModelPath<M>[] {
  const options = { events };
  const toPath = (kind: string, steps: Step<M>[]): ModelPath<M> => ({
    name: `${kind}: ${steps.slice(1).map((s) => label(s.event)).join(' → ') || '(start)'}`,
    steps,
  });
  const simple = getSimplePaths(machine, options).map((p) => toPath('path', p.steps as Step<M>[]));
  const shortest = new Map(getShortestPaths(machine, options).map((p) => [key(p.state), p.steps as Step<M>[]]));
  const transitions = adjacencyMapToArray(getAdjacencyMap(machine, options))
    .filter((edge) => key(edge.state) !== key(edge.nextState))
    .map((edge) => {
      const head = shortest.get(key(edge.state));
      if (!head) throw new Error(`no path to ${key(edge.state)}`);
      return toPath('transition', [...head, { event: edge.event, state: edge.nextState }] as Step<M>[]);
    });
  return [...simple, ...transitions];
}
