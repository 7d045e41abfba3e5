import { readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { WEB, webFiles } from './webFiles';

/**
 * One page envelope for the web tests' data: a faked list is `pageOf(results)`. A test that
 * writes DRF's envelope by hand (`previous: …`) is a second copy that a change to the
 * envelope would miss.
 */
const HERE = join(__dirname, 'page.ts');

it('makes every faked page with pageOf', () => {
  const all = webFiles(WEB, { tests: true });
  // DRF's `previous` is null or a page's URL (a limit event's `previous: 'ok'` is not a page).
  const envelope = /\bprevious:\s*(null\b|['"`]https?:|`\$\{)/;
  const handMade = all.filter((path) => path !== HERE && path !== __filename && envelope.test(readFileSync(path, 'utf8')));
  expect(all.length).toBeGreaterThan(100);
  expect(handMade.map((path) => relative(WEB, path))).toEqual([]);
});
