import { readFileSync } from 'node:fs';
import { relative, sep } from 'node:path';
import { WEB, webFiles } from '../../testing/webFiles';

/**
 * Every list reads and writes the URL through the list kit (ui/list): a screen that reads
 * `useSearchParams` itself, or a second family of filter widgets, is how the lists forked
 * before. Two files may read the URL themselves, being no list: the operation forms (a link
 * into a form, `?operation=person&person=`) and the screen frame (it hands the search to a
 * screen's prefetch).
 */
const MAY_READ_THE_URL = ['ui/list/', 'app/ScreenFrame.tsx', 'features/operations/forms/OperationForms.tsx'];


/** The code without its comments: a comment may name the hook it tells a reader not to use. */
const codeOf = (text: string) => text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:])\/\/.*$/gm, '$1');

const files = webFiles().map((path) => ({ name: relative(WEB, path).split(sep).join('/'), code: codeOf(readFileSync(path, 'utf8')) }));

it('finds the web app’s files (the walk is not empty)', () => {
  expect(files.length).toBeGreaterThan(100);
});

it('no file but the kit and the two named ones reads the URL’s search itself', () => {
  const readers = files.filter((f) => !MAY_READ_THE_URL.some((allowed) => f.name.startsWith(allowed) || f.name === allowed));
  expect(readers.filter((f) => /\buseSearchParams\b/.test(f.code)).map((f) => f.name)).toEqual([]);
});

it('no file imports the old filter widgets (ui/ListFilters) or page hook (ui/usePageParam)', () => {
  expect(files.filter((f) => /from '[./]*(ui\/)?(ListFilters|usePageParam)'/.test(f.code)).map((f) => f.name)).toEqual([]);
});

it('no list keeps its page in component state (a reload or Back would lose it)', () => {
  expect(files.filter((f) => /\[\s*\w*[pP]age\s*,\s*set\w*[pP]age\s*\]\s*=\s*useState\b/.test(f.code)).map((f) => f.name)).toEqual([]);
});
