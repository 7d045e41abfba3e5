import { execFileSync } from 'node:child_process';
import { getPriority } from 'node:os';
import { join } from 'node:path';

/**
 * The backup yields the CPU to the API (docs/RELIABILITY.md, "Backup"): below normal priority,
 * never above what the operator chose. In a child process: this one's priority stays as it is.
 */
const ROOT = join(__dirname, '..', '..', '..', '..');
const priorityAfter = (start: number) =>
  Number(
    execFileSync(
      process.execPath,
      ['--import', 'tsx', '-e',
        `const os = require('node:os'); os.setPriority(${start});
         import('./src/server/cli/commands/backup.ts').then((m) => { (m.yieldToTheApi ?? m.default.yieldToTheApi)(); console.log(os.getPriority()); })`],
      { cwd: ROOT, encoding: 'utf8' },
    ).trim(),
  );

it('lowers a backup started at normal priority to 10, and leaves one started lower alone', () => {
  // A process may lower its priority, not raise it (without privileges): start from here or lower.
  const from = Math.max(getPriority(), 0);
  if (from < 10) expect(priorityAfter(from)).toBe(10);
  expect(priorityAfter(15)).toBe(15);
}, 60_000);
