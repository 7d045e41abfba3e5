/**
 * Asks `holds` again every `everyMs` until it is true or `withinMs` have passed, and returns its
 * last answer (the caller asserts on it, so a failure names what was awaited). Bounded by the
 * clock, not by a count of tries: on a loaded machine each try (a request, a `pgrep`) takes
 * longer, so a count stretches past the test's own timeout, which then reports nothing useful,
 * or shrinks below what a slow machine needs when each try is quick.
 */
export async function waitUntil(holds: () => boolean | Promise<boolean>, { withinMs = 10_000, everyMs = 20 } = {}): Promise<boolean> {
  const deadline = Date.now() + withinMs;
  while (!(await holds())) {
    if (Date.now() >= deadline) return holds();
    await new Promise((r) => setTimeout(r, everyMs));
  }
  return true;
}
