// Lint: TypeScript's recommended rules, React hooks rules for the web app, and the
// architecture's one hard boundary — shared code imports neither the web app nor the server,
// and neither of those imports the other; inside the web app, features do not import each
// other (eslint/featureBoundaries.cjs); inside the server, imports flow core → features →
// upper layer (eslint/serverBoundaries.cjs).
import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';
import boundaries from './eslint/featureBoundaries.cjs';
import serverLayers from './eslint/serverBoundaries.cjs';

const { featureBoundaries } = boundaries;
const { serverBoundaries } = serverLayers;

const noImport = (patterns, message) => [
  'error',
  { patterns: patterns.map((group) => ({ group: [group], message })) },
];

// The contract's schema values (TypeBox) serve the API; what the web app bundles takes only
// their types, so the schemas never reach the browser (src/shared/contract/schema/kit.ts).
const typesOnlyFromSchemas = [
  'error',
  {
    patterns: [
      {
        group: ['**/contract/schema', '**/contract/schema/**', './schema/*', 'typebox'],
        allowTypeImports: true,
        message: 'Import the contract schemas (and typebox) with `import type` here: the web bundle takes only types.',
      },
    ],
  },
];

export default tseslint.config(
  { ignores: ['dist/', 'dist-server/', 'node_modules/', 'data/', 'coverage/', 'test-results/', 'playwright-report/', '.pg-test/'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['**/*.js', '**/*.cjs', '**/*.mjs'],
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    files: ['src/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks, money247: { rules: { 'feature-boundaries': featureBoundaries } } },
    rules: {
      'money247/feature-boundaries': 'error',
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      'no-restricted-imports': noImport(['**/server/**'], 'The web app talks to the server over HTTP only.'),
      '@typescript-eslint/no-restricted-imports': typesOnlyFromSchemas,
    },
  },
  {
    files: ['src/shared/contract/*.ts'],
    rules: { '@typescript-eslint/no-restricted-imports': typesOnlyFromSchemas },
  },
  {
    files: ['src/server/**/*.ts'],
    plugins: { money247server: { rules: { 'server-boundaries': serverBoundaries } } },
    rules: {
      'money247server/server-boundaries': 'error',
      'no-restricted-imports': noImport(['**/web/**'], 'The server does not import the web app.'),
    },
  },
  {
    files: ['src/shared/**/*.ts'],
    rules: {
      'no-restricted-imports': noImport(['**/web/**', '**/server/**'], 'Shared code imports neither the web app nor the server.'),
    },
  },
  {
    // Each e2e worker has its own server: Playwright's own `test` would send a spec's pages to
    // the first worker's, where another spec file is writing at the same time.
    files: ['e2e/**/*.spec.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { paths: [{ name: '@playwright/test', importNames: ['test', 'expect'], message: "Import test and expect from './fixtures' (each worker's own server)." }] },
      ],
    },
  },
);
