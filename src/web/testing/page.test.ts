import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

/**
 * One page envelope for the web tests' data: a faked list is `pageOf(results)`. A test that
 * writes DRF's envelope by hand (`previous: …`) is a second copy that a change to the
 * envelope would miss.
 */
const WEB = join(__dirname, '..');
const HERE = join(__dirname, 'page.ts');

function files(dir: string, out: string[] = []): string[] {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) files(path, out);
    else if (/\.tsx?$/.test(entry.name)) out.push(path);
  }
  return out;
}

it('makes every faked page with pageOf', () => {
  const all = files(WEB);
  const handMade = all.filter((path) => path !== HERE && path !== __filename && /\bprevious:/.test(readFileSync(path, 'utf8')));
  expect(all.length).toBeGreaterThan(100);
  expect(handMade.map((path) => relative(WEB, path))).toEqual([]);
});
