/**
 * Asks `holds` again every `everyMs` until it is true, and fails the test (one `expect`) if it
 * is still false after `withinMs`. Bounded by the clock, not by a count of tries: on a loaded
 * machine each try (a request, a `pgrep`) takes longer, so a count stretches past the test's
 * own timeout, which then reports nothing of what was awaited, or shrinks below what a slow
 * machine needs when each try is quick. A bound is a limit for a hang, not a claim about speed.
 */
export async function waitUntil(holds: () => boolean | Promise<boolean>, { withinMs = 10_000, everyMs = 20 } = {}): Promise<void> {
  const deadline = Date.now() + withinMs;
  let held = await holds();
  while (!held && Date.now() < deadline) {
    await new Promise((r) => setTimeout(r, everyMs));
    held = await holds();
  }
  expect(held).toBe(true);
}
