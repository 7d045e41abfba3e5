// Prints CI's closing lines from jest's --json reports: the slowest test files of each report
// (where CI's minutes go, so the next trim starts from figures), the assertions the passing tests
// made (jest counts every `expect` call: numPassingAsserts), and "ci: N passed, N failed".
import { readFileSync } from 'node:fs';

const SLOWEST = 10;
let passed = 0;
let failed = 0;
let assertions = 0;
for (const file of process.argv.slice(2)) {
  const report = JSON.parse(readFileSync(file, 'utf8'));
  passed += report.numPassedTests;
  failed += report.numFailedTests;
  const made = report.testResults.flatMap((r) => r.assertionResults).reduce((sum, a) => sum + (a.numPassingAsserts ?? 0), 0);
  assertions += made;
  const seconds = (r) => (r.endTime - r.startTime) / 1000;
  const slowest = [...report.testResults].sort((a, b) => seconds(b) - seconds(a)).slice(0, SLOWEST);
  console.log(`${file}: ${report.numPassedTests} passed (${made} assertions), ${report.numFailedTests} failed; slowest files:`);
  for (const r of slowest) console.log(`  ${seconds(r).toFixed(1).padStart(6)} s  ${r.name.replace(`${process.cwd()}/`, '')}`);
}
console.log(`ci: ${passed} passed (${assertions} assertions), ${failed} failed`);
process.exit(failed > 0 || passed === 0 ? 1 : 0);
