import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createClient } from '../../features/clients/clientService';
import { clientBody } from '../../features/clients/testing/clientBodies';
import { SYSTEM_ACTOR } from '../../http/scope';
import { createTestUser } from '../../testing/testApp';
import { runCli } from '../run';
import { useTestDb } from '../../testing/useFixture';

/** `npm run cli -- watchlist import FILE` and `user permissions --compliance` (docs/api/clients.md). */
const t = useTestDb();

async function cli(...argv: string[]) {
  const out: string[] = [];
  const err: string[] = [];
  const code = await runCli(argv, { db: async () => t.db, out: (l) => out.push(l), err: (l) => err.push(l) });
  return { code, out: out.join('\n'), err: err.join('\n') };
}
// The lists this file writes, in one folder removed after its tests.
const folder = mkdtempSync(join(tmpdir(), 'watchlist-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));
let lists = 0;
const file = (text: string) => {
  const path = join(folder, `list-${++lists}.csv`);
  writeFileSync(path, text);
  return path;
};

it('imports a list, screening the clients, and shows it', async () => {
  const c = await createClient(t.db, SYSTEM_ACTOR, clientBody({ last_name: 'Щукин', first_name: 'Семён', middle_name: '', birth_date: '1960-06-06' }));
  expect(await cli('watchlist', 'show')).toEqual({ code: 0, out: 'Перечень не загружен.', err: '' });
  const res = await cli('watchlist', 'import', file('full_name,birth_date\nShchukin Semyon,1960-06-06\nДругой Человек,\n'));
  expect(res).toEqual({ code: 0, out: 'Загружено имён: 2; совпадений с клиентами: 1.', err: '' });
  const { rows } = await t.db.query<{ screening_status: string }>('SELECT screening_status FROM clients WHERE id = $1', [c.id]);
  expect(rows[0].screening_status).toBe('blocked');
  expect((await cli('watchlist', 'show')).out).toMatch(/^Имён: 2; загружен /);
});

it('refuses a malformed file naming the line (exit 1), keeping the old list', async () => {
  const res = await cli('watchlist', 'import', file('full_name,birth_date\nОдин,1960-13-01\n'));
  expect(res.code).toBe(1);
  expect(res.err).toBe('Ошибка: Строка 2: дата рождения «1960-13-01» не в формате ГГГГ-ММ-ДД.');
  expect((await t.db.query('SELECT 1 FROM watchlist_entries')).rows).toHaveLength(2);
  expect((await cli('watchlist', 'import', '/nonexistent/list.csv')).code).toBe(2);
});

it('user permissions --compliance sets the fifth permission', async () => {
  await createTestUser(t.db, { username: 'officer' });
  expect((await cli('user', 'permissions', 'officer', '--compliance=true')).code).toBe(0);
  const { rows } = await t.db.query<{ is_compliance_officer: boolean }>("SELECT is_compliance_officer FROM users WHERE username = 'officer'");
  expect(rows).toEqual([{ is_compliance_officer: true }]);
});
