import { readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { testFiles } from './sourceFiles';

/**
 * The server's tests set up one way (docs/testing.md, "Setting a test up"): a file or describe
 * block that needs a database or the whole app calls useTestDb / useTestApp / useLedgerFixture
 * (testing/useFixture.ts), or useFixture with a function that opens what it needs in order.
 * A beforeAll that opens one by hand (`t = await buildTestApp()`, `db = await openTestDb()`,
 * closed by an afterAll of its own) is how each file came to open and close in its own way;
 * only the files below may, each for the reason given. Opening per test (beforeEach) or
 * inside a test is not what this looks for.
 */
const OPENS_BY_HAND: Record<string, string> = {
  'multiProcess/cluster.api.test.ts':
    'PostgreSQL only: opens nothing on PGlite, and the compiled server is built before the database opens and stopped before it closes',
};

const SERVER = join(__dirname, '..');
const OPENERS = /\b(buildTestApp|openTestDb)\s*\(/;

/**
 * The text with the insides of strings, template literals, regular expressions and comments
 * blanked (newlines kept, so offsets and lines still match): a call named in a string or a
 * comment is not a call.
 */
function codeOf(text: string): string {
  const out = text.split('');
  const blank = (from: number, to: number) => {
    for (let k = from; k < to; k++) if (out[k] !== '\n') out[k] = ' ';
  };
  let i = 0;
  let last = ''; // the last character of code before i (to tell a regular expression from a division)
  while (i < text.length) {
    const c = text[i];
    const next = text[i + 1];
    if (c === '/' && next === '/') {
      const end = text.indexOf('\n', i);
      const stop = end === -1 ? text.length : end;
      blank(i, stop);
      i = stop;
    } else if (c === '/' && next === '*') {
      const end = text.indexOf('*/', i + 2);
      const stop = end === -1 ? text.length : end + 2;
      blank(i, stop);
      i = stop;
    } else if (c === "'" || c === '"' || c === '`' || (c === '/' && (last === '' || /[(,=:[!&|?{};+\-*%<>~^]/.test(last)))) {
      let j = i + 1;
      let inClass = false;
      while (j < text.length) {
        const d = text[j];
        if (d === '\\') {
          j += 2;
          continue;
        }
        if (d === c && !inClass) break;
        if (d === '\n' && c !== '`') break; // an unclosed quote or a lone slash: stop at the line
        if (c === '/' && (d === '[' || d === ']')) inClass = d === '[';
        j++;
      }
      blank(i + 1, j);
      i = j + 1;
      last = c;
    } else {
      if (!/\s/.test(c)) last = c;
      i++;
    }
  }
  return out.join('');
}

/** The index of the parenthesis that closes the one at `open`. */
function closingParen(code: string, open: number): number {
  let depth = 0;
  let end = open;
  for (; end < code.length; end++) {
    if (code[end] === '(') depth++;
    else if (code[end] === ')' && --depth === 0) break;
  }
  return end;
}

const lineAt = (code: string, index: number) => code.slice(0, index).split('\n').length;

/** The lines of the beforeAll hooks in `text` whose body calls buildTestApp( or openTestDb( itself. */
function handOpenedBeforeAll(text: string): number[] {
  const code = codeOf(text);
  return [...code.matchAll(/\bbeforeAll\s*\(/g)]
    .filter((hook) => {
      const open = hook.index + hook[0].length - 1;
      return OPENERS.test(code.slice(open, closingParen(code, open)));
    })
    .map((hook) => lineAt(code, hook.index));
}

const files = testFiles(SERVER).map((path) => ({ name: relative(SERVER, path).split(sep).join('/'), text: readFileSync(path, 'utf8') }));

it('finds the server’s test files (the walk is not empty)', () => {
  expect(files.length).toBeGreaterThan(100);
  expect(files.map((f) => f.name)).toContain('testing/setupRecipe.test.ts');
});

it('tells a beforeAll that opens by hand from the recipe', () => {
  const byHand = [
    'let t: TestApp;',
    'beforeAll(async () => {',
    "  t = await buildTestApp({ now: () => now, config: { webDir: '/tmp/(' } });",
    '}, DB_TIMEOUT);',
    'describe("x", () => {',
    '  beforeAll(async () => { db = await openTestDb(); });',
    '});',
  ].join('\n');
  expect(handOpenedBeforeAll(byHand)).toEqual([2, 6]);
  const recipe = [
    'const t = useTestApp();',
    '// beforeAll(async () => { t = await buildTestApp(); });',
    "beforeAll(async () => { await seed(t.db, ')'); expect('buildTestApp(').toMatch(/openTestDb\\(/); });",
    'it("opens its own", async () => { const other = await openTestDb(); await other.close(); });',
  ].join('\n');
  expect(handOpenedBeforeAll(recipe)).toEqual([]);
});

it('no beforeAll opens a test app or database by hand but in the files allowed to, each with its reason', () => {
  const offending = files
    .filter((f) => !(f.name in OPENS_BY_HAND))
    .flatMap((f) => handOpenedBeforeAll(f.text).map((line) => `${f.name}:${line}`));
  expect(offending).toEqual([]);
});

it('every file allowed to open by hand still does (the list does not outlive its reasons)', () => {
  for (const name of Object.keys(OPENS_BY_HAND)) {
    const file = files.find((f) => f.name === name);
    expect({ name, opensByHand: file ? handOpenedBeforeAll(file.text).length > 0 : 'missing' }).toEqual({ name, opensByHand: true });
  }
});

/**
 * A wait for something another process, a socket or a timer brings is bounded by the clock
 * (testing/waitUntil.ts), never by a count of tries: a try's own time grows with the machine's
 * load, so a count outlasted a test's timeout in CI (which then names nothing awaited).
 * Looks for `for (let i = 0; i < N && …` whose loop sleeps (a setTimeout or a sleep).
 */
function countedWaits(text: string): number[] {
  const code = codeOf(text);
  return [...code.matchAll(/\bfor\s*\(\s*let\s+\w+\s*=\s*0\s*;\s*\w+\s*<\s*[\d_]+\s*&&/g)]
    .filter((loop) => {
      // The loop's body: what follows its header, as far as a one-line body or a block's start goes.
      const headerEnd = closingParen(code, loop.index + loop[0].indexOf('('));
      return /\b(setTimeout|sleep)\s*\(/.test(code.slice(headerEnd, headerEnd + 200));
    })
    .map((loop) => lineAt(code, loop.index));
}

it('tells a wait bounded by a count of tries from one bounded by the clock', () => {
  const counted = [
    'for (let i = 0; i < 200 && !test(); i++) await new Promise((r) => setTimeout(r, 50));',
    "for (let i = 0; i < 40 && (await get('/api/me')).statusCode !== 200; i++) await sleep(10);",
    'for (let tries = 0; tries < 1_000 && !done; tries++) {',
    '  await new Promise((r) => setTimeout(r, 20));',
    '}',
  ].join('\n');
  expect(countedWaits(counted)).toEqual([1, 2, 3]);
  const fine = [
    'expect(await waitUntil(test, { withinMs: 5000 })).toBe(true);',
    'for (let i = 0; i < 12 && i < answers.length; i++) answers.push((await wrong()).statusCode);',
    "// for (let i = 0; i < 200 && !test(); i++) await sleep(50);",
  ].join('\n');
  expect(countedWaits(fine)).toEqual([]);
});

it('no server test waits by a count of tries', () => {
  expect(files.flatMap((f) => countedWaits(f.text).map((line) => `${f.name}:${line}`))).toEqual([]);
});
