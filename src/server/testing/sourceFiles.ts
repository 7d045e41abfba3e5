import { readdirSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The server's own modules under `dir`: every `.ts` file but tests and the `testing/` folders
 * (for the tests that read the code: guards, messages, the file scheme).
 */
export function sourceFiles(dir: string, out: string[] = []): string[] {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) {
      if (entry.name !== 'testing') sourceFiles(path, out);
    } else if (entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts')) out.push(path);
  }
  return out;
}

/** The server's test files under `dir` (`.test.ts`, the `testing/` folders' too): for the tests that read the tests. */
export function testFiles(dir: string, out: string[] = []): string[] {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) testFiles(path, out);
    else if (entry.name.endsWith('.test.ts')) out.push(path);
  }
  return out;
}
