// Two projects: the web app runs under jsdom, the API server and shared code under Node.
// Both transpile with swc (typechecking is `npm run typecheck`, a separate step).
// Two cores run both projects and the databases at once in CI: a test that takes 1 s alone
// can take several under that load, past jest's 5 s default.
const TEST_TIMEOUT = 20_000;

// Scratch files (embedded databases, their copies, backups) and jest's transform cache in
// memory when the machine allows: TMPDIR becomes /dev/shm for the workers and every process
// they start (scripts/memory-tmpdir.cjs, docs/testing.md "Scratch files in memory").
const { join } = require('node:path');
const { availableParallelism } = require('node:os');
const { useMemoryTmpdir } = require('./scripts/memory-tmpdir.cjs');
const TMP = useMemoryTmpdir();

const swc = [
  '@swc/jest',
  {
    jsc: {
      parser: { syntax: 'typescript', tsx: true },
      transform: { react: { runtime: 'automatic' } },
      target: 'es2022',
    },
    module: { type: 'commonjs' },
  },
];

// TypeBox's entry point as one module (scripts/typebox-bundle-transform.cjs): ~370 modules fewer
// for each test file to load.
const TYPEBOX_ENTRY = '/node_modules/typebox/build/index\\.mjs$';
const TYPEBOX_BUNDLE = '<rootDir>/scripts/typebox-bundle-transform.cjs';

// jest's transform cache: a project's own option (set at the top level alone, the projects kept
// jest's default, /tmp/jest_<uid> on the disk, whatever TMPDIR said).
const CACHE_DIRECTORY = join(TMP, 'jest-m247');

/** @type {import('jest').Config} */
module.exports = {
  // A global option: jest ignores testTimeout inside a project's config (seen: tests there
  // still timed out at the 5 s default).
  testTimeout: TEST_TIMEOUT,
  // Half again as many workers as cores. jest's default is one fewer than the cores, for the
  // main process, which only collects results here: on two cores that left one idle (`npm test`
  // took 14 min instead of ~9.5). One per core still left a core idle while a file waited (the
  // not-found walk waits out quiet windows, the compiled server's tests wait on their
  // processes): 346 s with two workers, 308 s with three, same tree, same machine
  // (docs/testing.md, "2026-11-29 evening"). A number, not '150%': jest reads a percentage
  // above 100 as that many workers (150 of them).
  maxWorkers: Math.max(2, Math.ceil(availableParallelism() * 1.5)),
  testSequencer: '<rootDir>/scripts/slow-first-sequencer.cjs',
  projects: [
    {
      displayName: 'server',
      cacheDirectory: CACHE_DIRECTORY,
      testEnvironment: '<rootDir>/src/testing/serverTestEnvironment.js',
      roots: ['<rootDir>/src/server', '<rootDir>/src/shared', '<rootDir>/eslint', '<rootDir>/bench'],
      testMatch: ['**/*.test.ts', '**/eslint/*.test.js'],
      // .mjs: TypeBox ships ES modules only; its entry point is bundled into one module
      // (the first pattern a path matches wins).
      transform: { [TYPEBOX_ENTRY]: TYPEBOX_BUNDLE, '^.+\\.(t|j)sx?$': swc, '^.+\\.mjs$': swc },
      setupFiles: ['<rootDir>/src/testing/serverTestEnv.ts'],
      // ESM-only packages that Fastify's plugins (static) and inject() (light-my-request) require,
      // and TypeBox (the contract's schemas, src/shared/contract/schema).
      transformIgnorePatterns: ['/node_modules/(?!(content-disposition|cookie|typebox)/)'],
    },
    {
      displayName: 'web',
      cacheDirectory: CACHE_DIRECTORY,
      testEnvironment: '<rootDir>/src/testing/jsdomEnvironment.js',
      roots: ['<rootDir>/src/web'],
      testMatch: ['**/*.test.ts', '**/*.test.tsx'],
      // TypeBox as on the server: the forms read their limits from the requests' declarations.
      transform: { [TYPEBOX_ENTRY]: TYPEBOX_BUNDLE, '^.+\\.(t|j)sx?$': swc, '^.+\\.mjs$': swc },
      transformIgnorePatterns: ['/node_modules/(?!(react-datepicker|date-fns|typebox)/)'],
      moduleNameMapper: { '\\.(css|woff2?)$': '<rootDir>/src/testing/fileStub.js' },
      setupFilesAfterEnv: ['<rootDir>/src/testing/webTestSetup.ts'],
    },
  ],
};
