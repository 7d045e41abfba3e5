import { readFileSync } from 'node:fs';
import { relative } from 'node:path';
import { sourceFiles } from '../testing/sourceFiles';

/**
 * Every feature on the one file scheme (docs/CONTRIBUTING.md, "Server file names"): a
 * `*Queries.ts` file reads and never writes (writes are a service's, in its transaction), and a
 * list's optional filters are a `SqlWhere` built condition by condition (lib/sqlList.ts), not a
 * `($1 IS NULL OR …)` clause that hands every filter to the planner as a possible null.
 */
const FEATURES = __dirname;


const FILES = sourceFiles(FEATURES);
const name = (path: string) => relative(FEATURES, path);

describe('the features’ file scheme', () => {
  it('finds the features’ files', () => {
    expect(FILES.filter((f) => f.endsWith('Queries.ts')).length).toBeGreaterThanOrEqual(10);
  });

  it('writes nothing in a *Queries.ts file', () => {
    const WRITE = /\b(INSERT\s+INTO|UPDATE\s+\w+\s+(\w+\s+)?SET|DELETE\s+FROM)\b/i;
    expect(FILES.filter((f) => f.endsWith('Queries.ts') && WRITE.test(readFileSync(f, 'utf8'))).map(name)).toEqual([]);
  });

  it('builds optional filters with SqlWhere, not ($n IS NULL OR …)', () => {
    const NULLABLE_FILTER = /\(\$\d+(::\w+(\[\])?)? IS NULL OR /;
    // A page's cursor bound, not a filter: the shift report's ledger lines after one id and up to an optional other.
    const CURSORS = ['print/shiftReport.ts'];
    expect(FILES.filter((f) => NULLABLE_FILTER.test(readFileSync(f, 'utf8')) && !CURSORS.includes(name(f))).map(name)).toEqual([]);
  });
});
