import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

/**
 * The repository explains itself: a comment or a document that cites the product's rules cites
 * docs/PRODUCT.md and one of its sections, every document is listed in docs/README.md, and a
 * file a comment or a document names is there. A reader has only this repository.
 */
const ROOT = resolve(__dirname, '..', '..');

/** The repository's own text files (git's list: nothing generated, nothing ignored). */
function trackedFiles(): string[] {
  const out = execFileSync('git', ['ls-files', '-z', '--', 'src', 'e2e', 'scripts', 'bench', 'docs', 'eslint', 'README.md', '.ci'], { cwd: ROOT, encoding: 'utf8' });
  return out
    .split('\0')
    .filter((f) => /\.(ts|tsx|js|mjs|cjs|md)$|^\.ci\/run$/.test(f))
    .filter((f) => existsSync(join(ROOT, f)));
}

const FILES = trackedFiles();
const text = (file: string) => readFileSync(join(ROOT, file), 'utf8');
const THIS_FILE = relative(ROOT, __filename);

/**
 * "the spec", "spec section 2", "the spec's…", "(spec: …)", or the design notes the product was
 * first built from: documents no reader of the repository has.
 */
const OUTSIDE_SPEC = /\bthe spec\b(?! files?\b)|\bspec sections?\b|\bspec['’]s\b|\(spec: (?!ListSpec)|\bproduct specification\b|shared\/(?:spec\/|DESIGN\.md|STYLE\.md|STACK-NOTES\.md)/i;

/**
 * Where a named path may start: the repository, a top folder of the code, the features' folders
 * (comments name a feature's file from its folder: `cashRegisters/registerWrites.ts`), or the
 * naming file's own folder and those above it.
 */
const BASES = ['', 'src', 'src/web', 'src/server', 'src/shared', 'src/server/features', 'src/web/features', 'src/web/features/admin', 'src/server/db', 'docs'];

function resolves(named: string, from: string): boolean {
  const ancestors: string[] = [];
  for (let dir = from; dir !== '.' && dir !== ''; dir = dirname(dir)) ancestors.push(dir);
  return [...BASES, ...ancestors].some((base) => existsSync(join(ROOT, base, named)));
}

describe('what the code and the docs cite', () => {
  it('cites the product rules as docs/PRODUCT.md, never a specification outside the repository', () => {
    const found = FILES.filter((f) => f !== THIS_FILE).flatMap((f) =>
      text(f)
        .split('\n')
        .map((line, i) => ({ where: `${f}:${i + 1}`, line }))
        .filter(({ line }) => OUTSIDE_SPEC.test(line))
        .map(({ where, line }) => `${where}: ${line.trim()}`),
    );
    expect(found).toEqual([]);
  });

  it('cites sections of docs/PRODUCT.md that exist', () => {
    const sections = new Set([...text('docs/PRODUCT.md').matchAll(/^## §(\d+) /gm)].map((m) => m[1]));
    expect(sections.size).toBeGreaterThanOrEqual(9);
    const cited = FILES.flatMap((f) =>
      [...text(f).matchAll(/PRODUCT\.md\s+((?:§\d+(?:[^§\n]{0,40}?\band\s+)?)+)/g)].flatMap((m) => [...m[1].matchAll(/§(\d+)/g)].map((s) => ({ f, n: s[1] }))),
    );
    expect(cited.length).toBeGreaterThan(50);
    expect(cited.filter(({ n }) => !sections.has(n)).map(({ f, n }) => `${f}: §${n}`)).toEqual([]);
  });

  it('lists every document in docs/README.md', () => {
    const index = text('docs/README.md');
    const listed = new Set([...index.matchAll(/\]\(([^)#]+)\)/g)].map((m) => m[1]));
    const documents = FILES.filter((f) => f.startsWith('docs/') && f.endsWith('.md') && f !== 'docs/README.md').map((f) => f.slice('docs/'.length));
    expect(documents.filter((d) => !listed.has(d))).toEqual([]);
    // And nothing listed that is not there.
    expect([...listed].filter((d) => !/^https?:/.test(d) && !existsSync(join(ROOT, 'docs', d)))).toEqual([]);
  });

  it('names only files that exist', () => {
    // A path with a folder and a known extension: src/web/ui/Table.tsx, docs/api/limits.md, ui/Table.tsx.
    const PATH = /(?<![\w/.@:-])((?:[\w.-]+\/)+[\w.-]+\.(?:tsx?|md|mjs|cjs|sql))(?![\w/])/g;
    const missing: string[] = [];
    // The lint rules' tests name made-up files on purpose.
    for (const f of FILES.filter((file) => !/^eslint\/.*\.test\.js$/.test(file))) {
      const here = dirname(f);
      for (const m of text(f).matchAll(PATH)) {
        const named = m[1];
        // Not ours to check: packages, patterns, build output, another tree's paths in examples.
        if (/node_modules|^dist\/|^dist-server\/|test-results\/|^\.\//.test(named) && !named.startsWith('./')) continue;
        if (!resolves(named, here)) missing.push(`${f}: ${named}`);
      }
    }
    expect(missing).toEqual([]);
  });
});
