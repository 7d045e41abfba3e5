// node scripts/compare-test-counts.mjs BEFORE.json AFTER.json — two jest --json reports (say the
// README's `npm test -- --json --outputFile=…` on two commits): the tests and assertions (jest's
// count of `expect` calls in passing tests) of each, and every test file that has fewer of either
// after, or is gone. A change meant to make the tests faster must print no such file, or explain
// each one (a file split in two shows as gone, its halves as new).
import { readFileSync } from 'node:fs';

function counts(path) {
  const report = JSON.parse(readFileSync(path, 'utf8'));
  const root = report.testResults.length ? commonRoot(report.testResults.map((r) => r.name)) : '';
  const files = new Map();
  for (const r of report.testResults) {
    const passing = r.assertionResults.filter((a) => a.status === 'passed');
    files.set(r.name.slice(root.length), {
      tests: passing.length,
      assertions: passing.reduce((sum, a) => sum + (a.numPassingAsserts ?? 0), 0),
    });
  }
  return files;
}

/** The checkouts differ in place (two clones): files are compared from the folder above src/. */
function commonRoot(names) {
  const at = names[0].indexOf('/src/');
  return at >= 0 ? names[0].slice(0, at + 1) : '';
}

const total = (files) => [...files.values()].reduce((t, f) => ({ tests: t.tests + f.tests, assertions: t.assertions + f.assertions }), { tests: 0, assertions: 0 });

const [beforePath, afterPath] = process.argv.slice(2);
if (!beforePath || !afterPath) {
  console.error('usage: node scripts/compare-test-counts.mjs BEFORE.json AFTER.json');
  process.exit(2);
}
const before = counts(beforePath);
const after = counts(afterPath);
for (const [label, files] of [['before', before], ['after', after]]) {
  const t = total(files);
  console.log(`${label}: ${files.size} files, ${t.tests} passing tests, ${t.assertions} assertions`);
}
let fewer = 0;
for (const [name, b] of [...before].sort()) {
  const a = after.get(name);
  if (!a) {
    console.log(`  gone: ${name} (${b.tests} tests, ${b.assertions} assertions)`);
    fewer++;
  } else if (a.tests < b.tests || a.assertions < b.assertions) {
    console.log(`  fewer: ${name}: tests ${b.tests} → ${a.tests}, assertions ${b.assertions} → ${a.assertions}`);
    fewer++;
  }
}
const added = [...after.keys()].filter((name) => !before.has(name));
console.log(`${fewer} files with fewer tests or assertions, or gone; ${added.length} new files`);
for (const name of added.sort()) console.log(`  new: ${name}`);
