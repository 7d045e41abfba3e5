import { chmodSync, mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { useTestDb } from '../testing/useFixture';
import { writeBackup } from './backup';

/** A backup holds password and token hashes: only its owner may read it (0600). */
let dir: string;
const t = useTestDb();
beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'm247-backup-mode-'));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const modeOf = (file: string) => statSync(file).mode & 0o777;

it('writes a new backup file readable by its owner only', async () => {
  const file = join(dir, 'new.sql');
  await writeBackup(t.db, file);
  expect(modeOf(file).toString(8)).toBe('600');
});

it('narrows an existing world-readable file before writing into it', async () => {
  const file = join(dir, 'old.sql');
  writeFileSync(file, 'old');
  chmodSync(file, 0o644);
  await writeBackup(t.db, file);
  expect(modeOf(file).toString(8)).toBe('600');
});
