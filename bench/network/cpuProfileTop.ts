/**
 * The functions that took the most CPU in a `node --cpu-prof` profile (self time), and the
 * share by package: `tsx bench/network/cpuProfileTop.ts FILE.cpuprofile [N]`.
 */
import { readFileSync } from 'node:fs';

interface Node {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  hitCount?: number;
}
const [file, top = '25'] = process.argv.slice(2);
const profile = JSON.parse(readFileSync(file, 'utf8')) as { nodes: Node[]; startTime: number; endTime: number; samples: number[] };
const totalSamples = profile.samples.length;
const msPerSample = (profile.endTime - profile.startTime) / 1000 / totalSamples;
const byFunction = new Map<string, number>();
const byPlace = new Map<string, number>();
const place = (url: string) => {
  if (!url) return '(native / idle / gc)';
  const m = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url);
  if (m) return m[1];
  if (url.startsWith('node:')) return 'node core';
  const src = /\/(src\/[^/]+\/[^/]+)/.exec(url);
  return src ? src[1] : url;
};
for (const n of profile.nodes) {
  const hits = n.hitCount ?? 0;
  if (!hits) continue;
  const name = `${n.callFrame.functionName || '(anonymous)'} ${n.callFrame.url.replace(/^.*\/(node_modules|src)\//, '$1/')}:${n.callFrame.lineNumber + 1}`;
  byFunction.set(name, (byFunction.get(name) ?? 0) + hits);
  const p = place(n.callFrame.url);
  byPlace.set(p, (byPlace.get(p) ?? 0) + hits);
}
const pct = (hits: number) => `${((hits / totalSamples) * 100).toFixed(1)}%`.padStart(6);
console.log(`${file}: ${totalSamples} samples, ${((totalSamples * msPerSample) / 1000).toFixed(1)} s`);
console.log('by place:');
for (const [p, hits] of [...byPlace].sort((a, b) => b[1] - a[1]).slice(0, 15)) console.log(`${pct(hits)}  ${p}`);
console.log('by function (self):');
for (const [f, hits] of [...byFunction].sort((a, b) => b[1] - a[1]).slice(0, Number(top))) console.log(`${pct(hits)}  ${f}`);
