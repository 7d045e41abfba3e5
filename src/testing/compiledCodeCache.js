// V8's compiled code for the modules a jest worker loads again and again (docs/testing.md,
// "Modules compiled once per worker"). jest gives every test file a registry of its own, so a
// worker that runs 130 files compiles fastify, the app's ~400 modules, React and the rest 130
// times over, and then compiles again, lazily, every function each file runs. Here a module is
// compiled as a `vm.Script` of the function jest would make (the same parameters, the same name),
// and the worker keeps that Script: V8's compilation cache then gives every later compile of
// the same source the same compiled functions, with the bytecode of each one already run, so
// neither the parse nor those lazy compiles happen again. Only compiled code is shared: each
// file still makes the module's function in its own realm and runs it there, as before.
const vm = require('node:vm');

const PATCHED = Symbol.for('m247.compiledCodeCache');

/**
 * A module with an `import()` goes to jest's own compileFunction each time: its compiled code
 * would keep the first file's dynamic-import callback, that of a test file already gone ("A
 * dynamic import callback was not specified", seen with PGlite's loader).
 */
const DYNAMIC_IMPORT = /\bimport\s*\(/;

/** name and parameters → { source, script } of the latest compile in this worker. */
const scripts = new Map();
/** What the cache did in this worker (compiledCodeCache.test.ts reads it). */
const stats = { compiled: 0, reused: 0, uncached: 0 };

function install() {
  if (vm.compileFunction[PATCHED]) return vm.compileFunction[PATCHED];
  const compile = vm.compileFunction;
  const cached = function compileFunction(code, params = [], options = {}) {
    const { filename, parsingContext, cachedData, produceCachedData, contextExtensions } = options;
    if (!filename || !parsingContext || cachedData || produceCachedData || contextExtensions?.length || DYNAMIC_IMPORT.test(code)) {
      stats.uncached++;
      return compile.call(this, code, params, options);
    }
    // The parameters are part of what is compiled: the same names, or no sharing.
    const key = `${filename}\u0000${params.join(',')}`;
    const prefix = `(function (${params.join(', ')}) {`;
    const seen = scripts.get(key);
    if (seen && seen.source === code) stats.reused++;
    else stats.compiled++;
    // The prefix shares the source's first line: the column offset puts that line's positions
    // (stack traces, source maps) where compileFunction had them.
    const script = new vm.Script(`${prefix}${code}\n})`, { filename, columnOffset: -prefix.length });
    // The latest Script is kept: it holds the compiled functions V8's cache hands to the next.
    scripts.set(key, { source: code, script });
    return script.runInContext(parsingContext);
  };
  cached[PATCHED] = stats;
  vm.compileFunction = cached;
  return stats;
}

module.exports = { install };
