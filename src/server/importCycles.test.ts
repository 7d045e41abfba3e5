import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import ts from 'typescript';

/**
 * No import cycle in the server: a module that ends up importing itself (even for a type) is
 * one piece that was written as two, and a value cycle hands one side a half-loaded module.
 * Every relative import, export-from and dynamic import() of src/server's modules (tests
 * aside: nothing imports them) is read with TypeScript's own pre-parser; each set of modules
 * that reach each other is reported with one path around it.
 */
const SERVER = __dirname;

function modules(dir: string, out: string[] = []): string[] {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) modules(path, out);
    else if (/\.ts$/.test(entry.name) && !/\.test\.ts$/.test(entry.name)) out.push(path);
  }
  return out;
}

function resolveImport(from: string, spec: string): string | null {
  const base = resolve(dirname(from), spec);
  const found = [base, `${base}.ts`, join(base, 'index.ts')].find((c) => statSync(c, { throwIfNoEntry: false })?.isFile());
  return found && found.startsWith(SERVER) ? found : null;
}

function importGraph(): Map<string, string[]> {
  const graph = new Map<string, string[]>();
  for (const file of modules(SERVER)) {
    const { importedFiles } = ts.preProcessFile(readFileSync(file, 'utf8'), true, true);
    const targets = importedFiles
      .map(({ fileName }) => (fileName.startsWith('.') ? resolveImport(file, fileName) : null))
      .filter((t): t is string => t !== null);
    graph.set(file, [...new Set(targets)]);
  }
  return graph;
}

/** The strongly connected components with more than one module (Tarjan), each as one cycle's path. */
function cycles(graph: Map<string, string[]>): string[][] {
  let next = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  const visit = (v: string) => {
    index.set(v, next);
    low.set(v, next++);
    stack.push(v);
    onStack.add(v);
    for (const w of graph.get(v) ?? []) {
      if (!index.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v)!, low.get(w)!));
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v)!, index.get(w)!));
    }
    if (low.get(v) !== index.get(v)) return;
    const component: string[] = [];
    let w: string;
    do {
      w = stack.pop()!;
      onStack.delete(w);
      component.push(w);
    } while (w !== v);
    const selfImport = graph.get(v)?.includes(v);
    if (component.length > 1 || selfImport) found.push(pathAround(graph, new Set(component), v));
  };
  for (const v of graph.keys()) if (!index.has(v)) visit(v);
  return found;
}

/** One way round a component, from `start` back to it: what to read to find the cycle. */
function pathAround(graph: Map<string, string[]>, component: Set<string>, start: string): string[] {
  const previous = new Map<string, string>();
  const queue = [start];
  while (queue.length) {
    const v = queue.shift()!;
    for (const w of graph.get(v) ?? []) {
      if (!component.has(w)) continue;
      if (w === start) {
        const path = [v];
        while (path[0] !== start) path.unshift(previous.get(path[0])!);
        return [...path, start];
      }
      if (!previous.has(w)) {
        previous.set(w, v);
        queue.push(w);
      }
    }
  }
  return [start];
}

describe('src/server imports', () => {
  it('form no cycle', () => {
    const found = cycles(importGraph()).map((path) => path.map((file) => relative(SERVER, file)).join(' → '));
    expect(found).toEqual([]);
  });

  it('are all seen (the check reads the server, not an empty folder)', () => {
    const graph = importGraph();
    expect(graph.size).toBeGreaterThan(200);
    expect(graph.get(join(SERVER, 'routes.ts'))?.length).toBeGreaterThan(10);
  });
});
