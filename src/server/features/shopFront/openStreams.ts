/**
 * Open public streams per client address, in the process's memory (as the feed's limiter):
 * a screen holds one connection all day, so the ceiling is on connections held, not on
 * requests. One office has a few screens; a page that opens streams in a loop would
 * otherwise hold a socket, a timer and a subscription each, without end.
 */
export class OpenStreams {
  private readonly open = new Map<string, number>();

  constructor(readonly max: number) {}

  /** A slot for one more stream of `address`, or null when it holds `max` already; release it once. */
  take(address: string): (() => void) | null {
    const held = this.open.get(address) ?? 0;
    if (held >= this.max) return null;
    this.open.set(address, held + 1);
    let released = false;
    return () => {
      if (released) return;
      released = true;
      const left = (this.open.get(address) ?? 1) - 1;
      if (left > 0) this.open.set(address, left);
      else this.open.delete(address);
    };
  }

  heldBy(address: string): number {
    return this.open.get(address) ?? 0;
  }
}
