import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import semver from 'semver';

/**
 * A fresh `npm ci` on the oldest Node.js that package.json declares prints no EBADENGINE:
 * every package of the lock file, build and test tools included, accepts that version
 * (docs/testing.md, the webpack-cli and override notes).
 */
const ROOT = join(__dirname, '..', '..');
const readJson = (file: string) => JSON.parse(readFileSync(join(ROOT, file), 'utf8'));

it('declares the Node.js versions it supports, and every locked package accepts the oldest', () => {
  const declared: string = readJson('package.json').engines.node;
  const oldest = semver.minVersion(declared);
  expect(oldest?.major).toBe(20);
  const packages = readJson('package-lock.json').packages as Record<string, { engines?: { node?: unknown } }>;
  const refusing = Object.entries(packages)
    .filter(([, p]) => typeof p.engines?.node === 'string' && !semver.satisfies(oldest!, p.engines.node as string))
    .map(([path, p]) => `${path.replace(/^node_modules\//, '')} wants node ${p.engines!.node}`);
  expect(refusing).toEqual([]);
});
