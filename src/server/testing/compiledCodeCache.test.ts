import vm from 'node:vm';
// eslint-disable-next-line @typescript-eslint/no-require-imports -- the jest environments' own CommonJS helper
const { install } = require('../../testing/compiledCodeCache') as { install(): { produced: number; used: number; rejected: number; uncached: number } };

/**
 * The jest environments compile each module's source once per worker (src/testing/compiledCodeCache.js):
 * the same source under the same name gets V8's cached data back, a changed one is compiled afresh.
 */
const PARAMS = ['module', 'exports'];
const compile = (code: string, filename: string, params = PARAMS) =>
  vm.compileFunction(code, params, { filename }) as (module: { exports: unknown }, exports: unknown) => void;
const run = (fn: ReturnType<typeof compile>) => {
  const module = { exports: {} as unknown };
  fn(module, module.exports);
  return module.exports;
};

it('is installed in this worker, by the environment', () => {
  const stats = install();
  expect(install()).toBe(stats);
  expect(stats.produced).toBeGreaterThan(0);
});

it('hands the first compile’s data to the next compile of the same source, which runs the same', () => {
  const stats = install();
  const name = `/virtual/same-${Date.now()}.js`;
  const code = 'module.exports = { answer: [1, 2, 3].map((x) => x * 2) };';
  const before = { ...stats };
  expect(run(compile(code, name))).toEqual({ answer: [2, 4, 6] });
  expect(stats.produced).toBe(before.produced + 1);
  expect(run(compile(code, name))).toEqual({ answer: [2, 4, 6] });
  expect(stats.used).toBe(before.used + 1);
  expect(stats.rejected).toBe(before.rejected);
});

it('compiles a changed source, or other parameters, afresh', () => {
  const stats = install();
  const name = `/virtual/changed-${Date.now()}.js`;
  expect(run(compile('module.exports = "old";', name))).toBe('old');
  const used = stats.used;
  expect(run(compile('module.exports = "new";', name))).toBe('new');
  const other = compile('return typeof require;', name, ['module', 'exports', 'require']) as unknown as (m: unknown, e: unknown, r: unknown) => string;
  expect(other({}, {}, () => undefined)).toBe('function');
  expect(stats.used).toBe(used);
});

it('compiles a module with a dynamic import() afresh each time (its callback belongs to its own file)', () => {
  const stats = install();
  const name = `/virtual/lazy-${Date.now()}.js`;
  const code = 'module.exports = () => import("node:path");';
  const before = { ...stats };
  compile(code, name);
  compile(code, name);
  expect(stats.uncached).toBe(before.uncached + 2);
  expect({ produced: stats.produced, used: stats.used }).toEqual({ produced: before.produced, used: before.used });
});
