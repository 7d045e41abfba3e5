// Relative-import cycles in the web app and the shared code. A cycle makes module order decide
// which value is still undefined when a file runs (a constant read before its module finished),
// and it welds files together so that neither moves or splits alone. Type-only imports count:
// the two files are still one unit to read and to move, and a later value import on the same
// line would bring the cycle to run time. The check is a test (importCycles.test.js), not an
// ESLint rule: a cycle is a property of the whole graph, not of one file.
const fs = require('node:fs');
const path = require('node:path');
const ts = require('typescript');

const SOURCE = /\.(ts|tsx|js|cjs|mjs)$/;
const RESOLVE = ['', '.ts', '.tsx', '.js', '.cjs', '.mjs', '/index.ts', '/index.tsx', '/index.js'];

/**
 * The relative specifiers a file imports: `import … from './x'`, `import type`, `import './x'`,
 * `export … from './x'`, `import('./x')` and `typeof import('./x')`. TypeScript's own
 * pre-parser reads them, so comments and strings that only look like imports are not.
 */
function relativeImports(text) {
  return ts
    .preProcessFile(text, true, true)
    .importedFiles.map((f) => f.fileName)
    .filter((name) => name.startsWith('./') || name.startsWith('../'));
}

/** The file a relative specifier names, or null (a stylesheet, a file outside the tree). */
function resolveImport(fromFile, specifier, files) {
  const base = path.resolve(path.dirname(fromFile), specifier);
  for (const suffix of RESOLVE) {
    if (files.has(base + suffix)) return base + suffix;
  }
  return null;
}

/** Every source file below the given folders (absolute paths). */
function sourceFiles(folders) {
  const found = [];
  const walk = (dir) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (SOURCE.test(entry.name) && !entry.name.endsWith('.d.ts')) found.push(full);
    }
  };
  folders.forEach(walk);
  return found.sort();
}

/** file → the files of the set it imports, read from disk. */
function importGraph(folders) {
  const files = new Set(sourceFiles(folders));
  const graph = new Map();
  for (const file of files) {
    const targets = relativeImports(fs.readFileSync(file, 'utf8'))
      .map((specifier) => resolveImport(file, specifier, files))
      .filter((target) => target !== null);
    graph.set(file, [...new Set(targets)]);
  }
  return graph;
}

/**
 * The cycles of a graph (node → nodes), one per strongly connected component of more than one
 * node (or a node that imports itself), each as a path that starts and ends on the same node.
 * Tarjan's algorithm, iterative: a long import chain must not overflow the stack.
 */
function findCycles(graph) {
  const index = new Map();
  const low = new Map();
  const onStack = new Set();
  const stack = [];
  const components = [];
  let next = 0;
  for (const root of graph.keys()) {
    if (index.has(root)) continue;
    const work = [{ node: root, edge: 0 }];
    index.set(root, next);
    low.set(root, next++);
    stack.push(root);
    onStack.add(root);
    while (work.length) {
      const frame = work[work.length - 1];
      const edges = graph.get(frame.node) ?? [];
      if (frame.edge < edges.length) {
        const to = edges[frame.edge++];
        if (!index.has(to)) {
          index.set(to, next);
          low.set(to, next++);
          stack.push(to);
          onStack.add(to);
          work.push({ node: to, edge: 0 });
        } else if (onStack.has(to)) {
          low.set(frame.node, Math.min(low.get(frame.node), index.get(to)));
        }
        continue;
      }
      work.pop();
      if (work.length) {
        const parent = work[work.length - 1].node;
        low.set(parent, Math.min(low.get(parent), low.get(frame.node)));
      }
      if (low.get(frame.node) === index.get(frame.node)) {
        const component = [];
        let member;
        do {
          member = stack.pop();
          onStack.delete(member);
          component.push(member);
        } while (member !== frame.node);
        const selfLoop = (graph.get(frame.node) ?? []).includes(frame.node);
        if (component.length > 1 || selfLoop) components.push(component);
      }
    }
  }
  return components.map((component) => cycleThrough(graph, new Set(component)));
}

/** One cycle inside a component, found by walking from its first node (sorted) back to it. */
function cycleThrough(graph, members) {
  const start = [...members].sort()[0];
  const cameFrom = new Map([[start, null]]);
  const queue = [start];
  while (queue.length) {
    const node = queue.shift();
    for (const to of graph.get(node) ?? []) {
      if (!members.has(to)) continue;
      if (to === start) {
        const cycle = [start];
        for (let at = node; at !== start; at = cameFrom.get(at)) cycle.splice(1, 0, at);
        return [...cycle, start];
      }
      if (!cameFrom.has(to)) {
        cameFrom.set(to, node);
        queue.push(to);
      }
    }
  }
  return [start, start];
}

module.exports = { relativeImports, resolveImport, importGraph, findCycles };
