// jest --filter for the PostgreSQL run (npm run test:pg): keeps the test files that reach a
// database, i.e. whose own source or any module they import (relative imports, followed to
// the end) reads TEST_DATABASE_URL (src/server/testing/testDb.ts and the few tests that open
// PostgreSQL themselves). The others (a parser, a money rule, the route table's shape) run
// the same code on either database: running them twice only cost CI minutes.
// A test that opens a database through testDb.ts is picked up by itself: nothing to list.
const { readFileSync, statSync } = require('node:fs');
const { dirname, resolve } = require('node:path');

const MARK = 'TEST_DATABASE_URL';
const IMPORT = /(?:from\s+|import\s*\(\s*|require\s*\(\s*|jest\.mock\s*\(\s*)['"](\.{1,2}\/[^'"]+)['"]/g;
const reaches = new Map();

/** The file a relative import names: as written, or with an extension, or a folder's index. */
function resolveImport(from, spec) {
  const base = resolve(dirname(from), spec);
  const candidates = [base, `${base}.ts`, `${base}.tsx`, `${base}.js`, `${base}/index.ts`];
  return candidates.find((candidate) => statSync(candidate, { throwIfNoEntry: false })?.isFile()) ?? null;
}

/** Whether the file or anything it imports reads TEST_DATABASE_URL (memoised; cycles count as no). */
function reachesDatabase(file) {
  if (reaches.has(file)) return reaches.get(file);
  reaches.set(file, false);
  const source = readFileSync(file, 'utf8');
  let found = source.includes(MARK);
  for (const match of source.matchAll(IMPORT)) {
    if (found) break;
    const target = resolveImport(file, match[1]);
    if (target && reachesDatabase(target)) found = true;
  }
  reaches.set(file, found);
  return found;
}

/**
 * The walks over the route table: every route × every user (authorization, hidden fields),
 * every route × hostile values, every answer against its schema. They check the HTTP layer's
 * rules, which are the same whatever the database; the statements they reach are the feature
 * tests' own, which do run here. On PostgreSQL they cost ~2.5 minutes of CI for nothing new.
 */
const ROUTE_TABLE_WALKS = ['authorizationMatrix.api.test.ts', 'routes.hostileInput.test.ts', 'routes.answers.test.ts', 'transferCodeSecrecy.api.test.ts'];

module.exports = async (testPaths) => ({
  filtered: testPaths.filter((path) => reachesDatabase(path) && !ROUTE_TABLE_WALKS.some((name) => path.endsWith(`/src/server/${name}`))),
});

module.exports.reachesDatabase = reachesDatabase;
