import { adjacencyMapToArray, getAdjacencyMap, getShortestPaths, getSimplePaths } from '@xstate/graph';
import type { AnyStateMachine, EventFromLogic, InputFrom, SnapshotFrom } from 'xstate';

type Step<M extends AnyStateMachine> = { event: EventFromLogic<M>; state: SnapshotFrom<M> };
export interface ModelPath<M extends AnyStateMachine> {
  name: string;
  /** The first step is the machine's start (xstate.init). */
  steps: Step<M>[];
}

const key = (s: { value: unknown; context: unknown }) => JSON.stringify([s.value, s.context]);

/** An event as a test name shows it: its type, then its one field's value or its fields. */
function label(event: { type: string }): string {
  const { type, ...fields } = event as { type: string } & Record<string, unknown>;
  const name = type.replace(/^xstate\./, '');
  const values = Object.values(fields);
  if (values.length === 0) return name;
  // Errors stringify as {}: show their message (or the FetchBaseQueryError object as is).
  const errorsAsText = (_key: string, value: unknown) => (value instanceof Error ? value.message : value);
  return `${name}(${JSON.stringify(values.length === 1 ? values[0] : fields, errorsAsText)})`;
}

/**
 * The paths a model-based test walks on the real machine: every simple (loop-free) path
 * to every state, plus, for every transition of the graph, the shortest way to its source
 * followed by it — so each state and each transition is exercised at least once. A machine
 * that takes input is walked from the start that `input` gives it.
 */
export function modelPaths<M extends AnyStateMachine>(
  machine: M,
  events: EventFromLogic<M>[],
  input?: InputFrom<M>,
  /**
   * simplePaths: false — only the transitions' paths: for a machine whose context (typed
   * figures) makes many states, where the loop-free paths are too many to walk.
   */
  { simplePaths = true }: { simplePaths?: boolean } = {},
): ModelPath<M>[] {
  const options = { events, input };
  const toPath = (kind: string, steps: Step<M>[]): ModelPath<M> => ({
    name: `${kind}: ${steps.slice(1).map((s) => label(s.event)).join(' → ') || '(start)'}`,
    steps,
  });
  const simple = simplePaths ? getSimplePaths(machine, options).map((p) => toPath('path', p.steps as Step<M>[])) : [];
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
