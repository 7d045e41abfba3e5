/**
 * How often the web bench's ratio check would fail on nothing, and how often it catches a
 * slowdown, drawn from one run's own visits (docs/PERFORMANCE.md, "The verdict, round by round").
 *
 *   npx tsx bench/webVerdictDraws.ts [bench/results/web-element-timing.json] [--rounds 9] [--repeat-rounds 27] [--draws 10000]
 *
 * Takes the first two sides of a `--against` run (REF and this tree; run it with the same
 * build on both sides), pairs their visits by round, and draws rounds with replacement; in
 * each drawn round the two visits swap sides at random (no difference between the sides), and
 * the second side's time is multiplied by the slowdown being tried. For each statistic and
 * slowdown it prints the share of draws over the threshold: at ×1 the false failures, above it
 * the catches. Seeded, so a file gives the same figures every time.
 */
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { median, roundByRoundRatio } from './web/summary';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    rounds: { type: 'string', default: '9' },
    'repeat-rounds': { type: 'string', default: '27' },
    draws: { type: 'string', default: '10000' },
    threshold: { type: 'string', default: '1.15' },
  },
});
const file = positionals[0] ?? 'bench/results/web-element-timing.json';
const draws = Number(values.draws);
const threshold = Number(values.threshold);

interface Side {
  name: string;
  rounds?: { first: Array<[number, number]>; repeat: Array<[number, number]> };
}
const sides = (JSON.parse(readFileSync(file, 'utf8')) as { sides: Side[] }).sides;
if (sides.length < 2 || !sides[0].rounds || !sides[1].rounds) throw new Error(`${file}: no rounds of two sides (a --against run from 2026-12-01 on)`);

/** Mulberry32: a small seeded generator, so that the figures repeat. */
function seeded(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const statistics: Record<string, (base: number[], candidate: number[]) => number> = {
  'ratio of medians': (b, c) => median(c) / median(b),
  'round by round, middle half': roundByRoundRatio,
};

for (const [kind, n] of [['first', Number(values.rounds)], ['repeat', Number(values['repeat-rounds'])]] as const) {
  const other = new Map(sides[1].rounds![kind]);
  const pairs = sides[0].rounds![kind].filter(([round]) => other.has(round)).map(([round, t]) => [t, other.get(round)!] as const);
  console.log(`${kind} visit: ${pairs.length} paired rounds in ${file}, ${draws} draws of ${n} rounds, threshold ×${threshold}`);
  for (const slowdown of [1, 1.1, 1.167, 1.25]) {
    for (const [name, statistic] of Object.entries(statistics)) {
      const random = seeded(1);
      let over = 0;
      for (let d = 0; d < draws; d++) {
        const base: number[] = [];
        const candidate: number[] = [];
        for (let r = 0; r < n; r++) {
          const [x, y] = pairs[Math.floor(random() * pairs.length)];
          const swap = random() < 0.5;
          base.push(swap ? y : x);
          candidate.push((swap ? x : y) * slowdown);
        }
        if (statistic(base, candidate) > threshold) over++;
      }
      console.log(`  ×${slowdown.toFixed(3)} slower, ${name.padEnd(28)} over the threshold in ${((100 * over) / draws).toFixed(1)} % of draws`);
    }
  }
}
