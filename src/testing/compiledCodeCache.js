// V8's code cache for the modules a jest worker compiles again and again (docs/testing.md,
// "Modules compiled once per worker"). jest gives every test file a registry of its own, so a
// worker that runs 130 files compiles fastify, the app's ~400 modules, React and the rest 130
// times over: `vm.compileFunction` was ~15 % of a server test file's CPU. Here the first compile
// of a module's source in a worker keeps V8's cached data, and every later compile of the same
// source hands it back, so V8 skips parsing what it already parsed. The source is compared
// whole (a changed file, or jest's transform of another configuration, compiles afresh), and
// data V8 rejects (another V8, other flags) is dropped. Only the compiling is shared: every
// file still runs each module's code in its own realm, as before.
const vm = require('node:vm');

const PATCHED = Symbol.for('m247.compiledCodeCache');

/**
 * A module with an `import()` is compiled afresh each time: the function V8 makes from cached
 * data keeps the first compile's dynamic-import callback, that of a test file already gone
 * ("A dynamic import callback was not specified", seen with PGlite's loader).
 */
const DYNAMIC_IMPORT = /\bimport\s*\(/;

/** filename → { source, data } of the first compile in this worker. */
const cache = new Map();
/** What the cache did in this worker (compiledCodeCache.test.js reads it). */
const stats = { produced: 0, used: 0, rejected: 0, uncached: 0 };

function install() {
  if (vm.compileFunction[PATCHED]) return vm.compileFunction[PATCHED];
  const compile = vm.compileFunction;
  const cached = function compileFunction(code, params, options = {}) {
    if (!options.filename || options.cachedData || options.produceCachedData || DYNAMIC_IMPORT.test(code)) {
      stats.uncached++;
      return compile.call(this, code, params, options);
    }
    // The wrapper's parameters are part of what was compiled: the same names, or no sharing.
    const key = `${options.filename}\u0000${(params ?? []).join(',')}`;
    const hit = cache.get(key);
    if (hit && hit.source === code) {
      const fn = compile.call(this, code, params, { ...options, cachedData: hit.data });
      if (fn.cachedDataRejected) {
        cache.delete(key);
        stats.rejected++;
      } else stats.used++;
      return fn;
    }
    const fn = compile.call(this, code, params, { ...options, produceCachedData: true });
    if (fn.cachedDataProduced && fn.cachedData) {
      cache.set(key, { source: code, data: fn.cachedData });
      stats.produced++;
    }
    return fn;
  };
  cached[PATCHED] = stats;
  vm.compileFunction = cached;
  return stats;
}

module.exports = { install };
