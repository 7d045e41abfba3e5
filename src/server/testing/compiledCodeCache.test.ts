import vm from 'node:vm';
// eslint-disable-next-line @typescript-eslint/no-require-imports -- the jest environments' own CommonJS helper
const { install } = require('../../testing/compiledCodeCache') as { install(): { compiled: number; reused: number; uncached: number } };

/**
 * The jest environments compile each module's source once per worker (src/testing/compiledCodeCache.js):
 * a later compile of the same source under the same name reuses the compiled code, and the
 * function it gives still belongs to the realm it was asked for; a changed source is compiled afresh.
 */
const PARAMS = ['module', 'exports'];
type ModuleFunction = (module: { exports: unknown }, exports: unknown) => void;
const compile = (code: string, filename: string, realm = vm.createContext({}), params = PARAMS) =>
  vm.compileFunction(code, params, { filename, parsingContext: realm }) as ModuleFunction;
const run = (fn: ModuleFunction) => {
  const module = { exports: {} as unknown };
  fn(module, module.exports);
  return module.exports;
};

it('is installed in this worker, by the environment', () => {
  const stats = install();
  expect(install()).toBe(stats);
  expect(stats.compiled).toBeGreaterThan(0);
});

it('reuses the compile of the same source, and each function runs in the realm it was made for', () => {
  const stats = install();
  const name = `/virtual/same-${Date.now()}.js`;
  const code = 'module.exports = { answer: [1, 2, 3].map((x) => x * 2) };';
  const before = { ...stats };
  const [first, second] = [vm.createContext({}), vm.createContext({})];
  const fromFirst = run(compile(code, name, first)) as { answer: unknown };
  expect(stats.compiled).toBe(before.compiled + 1);
  const fromSecond = run(compile(code, name, second)) as { answer: unknown };
  expect(stats.reused).toBe(before.reused + 1);
  expect(fromSecond).toEqual({ answer: [2, 4, 6] });
  expect(fromFirst.answer).toBeInstanceOf(vm.runInContext('Array', first) as ArrayConstructor);
  expect(fromSecond.answer).toBeInstanceOf(vm.runInContext('Array', second) as ArrayConstructor);
  expect(fromSecond.answer).not.toBeInstanceOf(vm.runInContext('Array', first) as ArrayConstructor);
});

it('compiles a changed source, or other parameters, afresh', () => {
  const stats = install();
  const name = `/virtual/changed-${Date.now()}.js`;
  expect(run(compile('module.exports = "old";', name))).toBe('old');
  const reused = stats.reused;
  expect(run(compile('module.exports = "new";', name))).toBe('new');
  const other = compile('return typeof require;', name, vm.createContext({}), ['module', 'exports', 'require']) as unknown as (m: unknown, e: unknown, r: unknown) => string;
  expect(other({}, {}, () => undefined)).toBe('function');
  expect(stats.reused).toBe(reused);
});

it('puts an error on the first line where compileFunction did (stack traces, source maps)', () => {
  const code = '  const a = 1; throw new Error(String(a));';
  const thrown = (() => {
    try {
      run(compile(code, '/virtual/first-line.js'));
    } catch (error) {
      return (error as Error).stack!;
    }
    return '';
  })();
  expect(thrown).toContain(`/virtual/first-line.js:1:${code.indexOf('new Error') + 1}`);
});

it('leaves a module with a dynamic import() to jest’s compile each time (its callback belongs to its own file)', () => {
  const stats = install();
  const name = `/virtual/lazy-${Date.now()}.js`;
  const code = 'module.exports = () => import("node:path");';
  const before = { ...stats };
  compile(code, name);
  compile(code, name);
  expect(stats.uncached).toBe(before.uncached + 2);
  expect({ compiled: stats.compiled, reused: stats.reused }).toEqual({ compiled: before.compiled, reused: before.reused });
});
