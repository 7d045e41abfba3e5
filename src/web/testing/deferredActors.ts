import { fromPromise } from 'xstate';

/**
 * Promise actors a test settles by hand: the model's `xstate.done.actor.<id>` step resolves
 * the running `<id>` actor, `xstate.error.actor.<id>` rejects it. That is how a model-based
 * test drives the real machine through the same path the graph walked.
 */
export function deferredActors<Ids extends string>(ids: readonly Ids[]) {
  const pending = new Map<string, { resolve: (v: unknown) => void; reject: (e: unknown) => void }>();
  const inputs = new Map<string, unknown[]>(ids.map((id) => [id, []]));
  const actors = Object.fromEntries(
    ids.map((id) => [
      id,
      fromPromise(({ input }) => {
        inputs.get(id)!.push(input);
        return new Promise((resolve, reject) => pending.set(id, { resolve, reject }));
      }),
    ]),
    // Each fake stands in for actors of any output type, which only `any` can say.
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
  ) as Record<Ids, ReturnType<typeof fromPromise<any, any>>>;

  /** Settles the actor an `xstate.done/error.actor.<id>` event names; false for other events. */
  async function settle(event: { type: string; output?: unknown; error?: unknown }): Promise<boolean> {
    const m = /^xstate\.(done|error)\.actor\.(.+)$/.exec(event.type);
    if (!m) return false;
    const entry = pending.get(m[2]);
    if (!entry) throw new Error(`no running actor "${m[2]}" to settle`);
    pending.delete(m[2]);
    if (m[1] === 'done') entry.resolve(event.output);
    else entry.reject(event.error);
    await flush();
    return true;
  }

  /** `calls(id)`: the input of every start of `<id>`, oldest first (what was sent to the server). */
  return { actors, settle, isRunning: (id: Ids) => pending.has(id), calls: (id: Ids) => inputs.get(id)! };
}

/** Lets promise callbacks (and the actor's reaction to them) run. */
export async function flush(): Promise<void> {
  for (let i = 0; i < 5; i++) await Promise.resolve();
}
