/**
 * The list's file cut into windows of whole records, each decoded on its own (watchlistCsv.ts).
 * A 7 MB file of Cyrillic names decoded whole is a 9.5 MB string (two bytes a character) in
 * V8's large-object space, alive for the whole upload and returned to the system only at the
 * next full collection, which a quiet server may not run for minutes; a window of 32 KB
 * decodes to a young string that a scavenge frees.
 */

const LINE_FEED = 0x0a;
const QUOTE = 0x22;

/** Bytes a window holds at least (it ends at the next line break outside quotes). */
export const WINDOW_BYTES = 32 * 1024;

/** How many quote bytes `content` has in [from, to): natively, not a loop per byte. */
function quotesIn(content: Buffer, from: number, to: number): number {
  let n = 0;
  for (let q = content.indexOf(QUOTE, from); q !== -1 && q < to; q = content.indexOf(QUOTE, q + 1)) n += 1;
  return n;
}

/**
 * [start, end) byte ranges covering `content` from `from`, each ending just after a line feed
 * with an even number of quotes since the window began — between two records, since a record
 * that parses has its quotes in pairs ("…" and the "" inside), while a line break inside a
 * quoted field follows an odd number. A line feed byte is never part of a longer UTF-8
 * sequence, so each window decodes on its own. A malformed quote makes the count odd: the
 * window then runs on to the next even line feed or the file's end, and the parser names the
 * line as it would in the whole text, since every window begins where a record began.
 */
export function* windows(content: Buffer, from: number, size = WINDOW_BYTES): Generator<[number, number]> {
  let start = from;
  while (start < content.length) {
    let end = content.indexOf(LINE_FEED, Math.min(start + size, content.length) - 1);
    let quotes = end === -1 ? 0 : quotesIn(content, start, end);
    while (end !== -1 && quotes % 2 === 1) {
      const next = content.indexOf(LINE_FEED, end + 1);
      quotes += next === -1 ? 0 : quotesIn(content, end + 1, next);
      end = next;
    }
    const stop = end === -1 ? content.length : end + 1;
    yield [start, stop];
    start = stop;
  }
}
