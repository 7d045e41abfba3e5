const path = require('node:path');
const { describe, expect, it } = require('@jest/globals');
const { findCycles, importGraph, relativeImports } = require('./importCycles.cjs');

const ROOT = path.resolve(__dirname, '..');
const relative = (file) => path.relative(ROOT, file);

describe('reading relative imports', () => {
  it('takes every form of import and export, type-only and dynamic ones too', () => {
    const text = [
      "import { a } from './a';",
      "import type { B } from '../b';",
      "import './c.css';",
      "export { d } from './d';",
      "export * from './e';",
      "const F = lazy(() => import(/* webpackChunkName: \"f\" */ './f'));",
      "type G = typeof import('./g').default;",
      "import React from 'react';",
    ].join('\n');
    expect(relativeImports(text)).toEqual(['./a', '../b', './c.css', './d', './e', './f', './g']);
  });

  it('ignores what only looks like an import, in a comment or a string', () => {
    expect(relativeImports("// import { x } from './x';\nconst s = \"import('./y')\";\n/* export * from './z' */")).toEqual([]);
  });
});

describe('finding cycles', () => {
  it('finds a two-file cycle, a longer one and a file importing itself, and nothing in a tree', () => {
    const graph = new Map([
      ['a', ['b']],
      ['b', ['a', 'c']],
      ['c', ['d']],
      ['d', ['e']],
      ['e', ['c']],
      ['f', ['f']],
      ['g', ['a', 'c']],
    ]);
    expect(findCycles(graph).map((cycle) => cycle.join(' → ')).sort()).toEqual(['a → b → a', 'c → d → e → c', 'f → f']);
    expect(findCycles(new Map([['x', ['y', 'z']], ['y', ['z']], ['z', []]]))).toEqual([]);
  });
});

describe('the web app and the shared code', () => {
  const graph = importGraph([path.join(ROOT, 'src/web'), path.join(ROOT, 'src/shared')]);

  it('are read whole: the files and the imports the router is built from', () => {
    expect(graph.size).toBeGreaterThan(300);
    const routes = graph.get(path.join(ROOT, 'src/web/app/routes.tsx')).map(relative);
    expect(routes).toContain(path.join('src', 'web', 'app', 'screens.ts'));
    // A folder import resolves to its index file.
    const menus = graph.get(path.join(ROOT, 'src/web/app/menus.ts')).map(relative);
    expect(menus).toContain(path.join('src', 'shared', 'contract', 'index.ts'));
  });

  // A cycle is two files that can neither be read nor moved alone; which half runs first decides
  // what the other sees. Break one by moving what both need into a third file (as enums.ts holds
  // the lists that a contract's type file and its schema file both use).
  it('have no relative-import cycle', () => {
    expect(findCycles(graph).map((cycle) => cycle.map(relative).join(' → '))).toEqual([]);
  });
});
