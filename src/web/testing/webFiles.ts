import { readdirSync } from 'node:fs';
import { join } from 'node:path';

/** The web app's folder, for the tests that read its code. */
export const WEB = join(__dirname, '..');

/**
 * Every `.ts`/`.tsx` file under `dir` (the web app by default), for the tests that read the
 * code (the list kit's rules, the forms' limits, the page envelope, the API slices): tests
 * themselves only when asked.
 */
export function webFiles(dir = WEB, { tests = false }: { tests?: boolean } = {}): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return webFiles(path, { tests });
    if (!/\.tsx?$/.test(entry.name)) return [];
    return tests || !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}
