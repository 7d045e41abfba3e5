import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { DEMO_ACCOUNTS } from './demo';

/** README's table of demo accounts names every account the demo seed creates, with its password and what it may do. */
it('lists every demo account in README with its password and a description', () => {
  const readme = readFileSync(join(__dirname, '../../../README.md'), 'utf8');
  const section = readme.slice(readme.indexOf('### Demo accounts'));
  const rows = section.split('\n').filter((line) => /^\| `/.test(line));
  for (const { username } of DEMO_ACCOUNTS) {
    const row = rows.find((line) => line.startsWith(`| \`${username}\` | \`${username}\` |`));
    expect([username, (row?.split('|')[3]?.trim().length ?? 0) > 10]).toEqual([username, true]);
  }
});
