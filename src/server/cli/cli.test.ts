import { verifyPassword } from '../auth/passwords';
import { mainUsage, runCli } from './run';
import { useTestDb } from '../testing/useFixture';

const t = useTestDb();

/** What the next command reads as its password (the prompt or standard input, cli/passwordInput.ts). */
let typed: string | null = null;
const prompts: string[] = [];

async function cli(...argv: string[]) {
  const out: string[] = [];
  const err: string[] = [];
  const readPassword = async (prompt: string) => {
    prompts.push(prompt);
    if (typed === null) throw new Error('no password typed for this command');
    return typed;
  };
  const code = await runCli(argv, { db: async () => t.db, out: (l) => out.push(l), err: (l) => err.push(l), readPassword });
  return { code, out: out.join('\n'), err: err.join('\n') };
}

/** The command with `password` typed at its prompt. */
async function cliTyping(password: string, ...argv: string[]) {
  typed = password;
  try {
    return await cli(...argv);
  } finally {
    typed = null;
  }
}

const one = async <T>(sql: string, params: unknown[] = []) => (await t.db.query<T>(sql, params)).rows[0];

describe('usage', () => {
  it('prints the groups on --help (0) and on no arguments (2)', async () => {
    expect(await cli('--help')).toMatchObject({ code: 0, out: mainUsage() });
    expect(await cli()).toMatchObject({ code: 2, err: mainUsage() });
    expect(mainUsage()).toContain('user');
  });

  it('exits 2 with the usage on a bad group, command or option', async () => {
    for (const argv of [['nope'], ['user'], ['user', 'frobnicate'], ['user', 'create', '--bogus'], ['city', 'create'],
      ['register', 'create', 'X'], ['register', 'create', '--city', 'abc', 'X'], ['site', 'maybe'], ['user', 'permissions', 'x', '--print=perhaps']]) {
      const res = await cli(...argv);
      expect({ argv, code: res.code }).toEqual({ argv, code: 2 });
      expect(res.err).not.toBe('');
    }
  });

  it('prints a group usage on <group> --help', async () => {
    const res = await cli('user', '--help');
    expect(res.code).toBe(0);
    expect(res.out).toContain('user create --username U [--first-name F]');
  });
});

describe('cities and registers', () => {
  it('creates and lists, idempotently', async () => {
    expect((await cli('city', 'create', 'Тула')).code).toBe(0);
    expect((await cli('city', 'create', 'Тула')).out).toContain('уже есть');
    const { id } = await one<{ id: number }>("SELECT id FROM cities WHERE name = 'Тула'");
    expect((await cli('city', 'list')).out).toContain('Тула');
    expect((await cli('register', 'create', '--city', String(id), 'Касса Центр')).out).toContain('Создана касса Касса Центр');
    expect((await cli('register', 'list', '--city', String(id))).out).toContain('Касса Центр');
    const unknown = await cli('register', 'create', '--city', '99999', 'Y');
    expect(unknown).toMatchObject({ code: 1, err: expect.stringContaining('99999') });
  });

  it('creates the city\'s vault, one per city (docs/VAULT.md)', async () => {
    const { id } = await one<{ id: number }>("SELECT id FROM cities WHERE name = 'Тула'");
    expect((await cli('register', 'create', '--city', String(id), '--vault', 'Хранилище')).out).toContain('Создано хранилище Хранилище');
    expect((await cli('register', 'list', '--city', String(id))).out).toMatch(/Хранилище .*хранилище/);
    const second = await cli('register', 'create', '--city', String(id), '--vault', 'Второе');
    expect(second).toMatchObject({ code: 1, err: expect.stringContaining('хранилище в городе может быть только одно') });
  });
});

describe('users', () => {
  let cityId: number;
  beforeAll(async () => {
    cityId = (await one<{ id: number }>("INSERT INTO cities (name) VALUES ('Омск') RETURNING id")).id;
  });

  it('user create sets flags, role and cities, hashes the password and audits', async () => {
    const res = await cliTyping('pw-1-olga-long', 'user', 'create', '--username', 'olga', '--first-name', 'Ольга',
      '--print', '--earning', '--city', String(cityId));
    expect(res.code).toBe(0);
    const row = await one<Record<string, unknown>>('SELECT * FROM users WHERE username = $1', ['olga']);
    expect(row).toMatchObject({ first_name: 'Ольга', role: 'Кассир', is_admin: false, is_allow_to_print: true,
      is_allow_to_check_earning_report: true, is_crypto_transaction_page_active: false });
    expect(await verifyPassword('pw-1-olga-long', row.password_hash as string)).toBe(true);
    expect(await one('SELECT city_id FROM user_cities WHERE user_id = $1', [row.id])).toEqual({ city_id: cityId });
    expect(await one("SELECT actor FROM audit_log WHERE action = 'user.create'")).toEqual({ actor: 'cli' });
  });

  it('refuses a duplicate username and an unknown city with exit 1', async () => {
    expect((await cliTyping('long enough password', 'user', 'create', '--username', 'olga')).code).toBe(1);
    const res = await cliTyping('long enough password', 'user', 'create', '--username', 'petr', '--city', '424242');
    expect(res).toMatchObject({ code: 1, err: expect.stringContaining('424242') });
    expect(await one("SELECT count(*)::int AS n FROM users WHERE username = 'petr'")).toEqual({ n: 0 });
  });

  it('refuses a password shorter than 10 characters (create and set-password) with exit 1, writing nothing', async () => {
    const short = await cliTyping('123456789', 'user', 'create', '--username', 'shorty');
    expect(short).toMatchObject({ code: 1, err: expect.stringContaining('не меньше 10 символов') });
    expect(await one("SELECT count(*)::int AS n FROM users WHERE username = 'shorty'")).toEqual({ n: 0 });
    // Ten characters, counted as characters (Cyrillic is two bytes each in UTF-8).
    expect((await cliTyping('пароль1234', 'user', 'create', '--username', 'shorty')).code).toBe(0);
    const before = await one<{ password_hash: string }>("SELECT password_hash FROM users WHERE username = 'shorty'");
    expect((await cliTyping('short', 'user', 'set-password', 'shorty')).code).toBe(1);
    expect(await one("SELECT password_hash FROM users WHERE username = 'shorty'")).toEqual(before);
  });

  it('--admin makes an Администратор', async () => {
    await cliTyping('long enough password', 'user', 'create', '--username', 'root', '--admin');
    expect(await one("SELECT is_admin, role FROM users WHERE username = 'root'")).toEqual({ is_admin: true, role: 'Администратор' });
  });

  it('user permissions changes only the flags given', async () => {
    const res = await cli('user', 'permissions', 'olga', '--print=false', '--crypto=true', '--role', 'Супервайзер');
    expect(res.code).toBe(0);
    expect(await one("SELECT role, is_allow_to_print, is_crypto_transaction_page_active, is_allow_to_check_earning_report FROM users WHERE username = 'olga'"))
      .toEqual({ role: 'Супервайзер', is_allow_to_print: false, is_crypto_transaction_page_active: true, is_allow_to_check_earning_report: true });
    expect((await cli('user', 'permissions', 'nobody', '--print=true')).code).toBe(1);
  });

  it('user cities replaces the set', async () => {
    const other = (await one<{ id: number }>("INSERT INTO cities (name) VALUES ('Тверь') RETURNING id")).id;
    expect((await cli('user', 'cities', 'olga', '--city', String(other))).code).toBe(0);
    const rows = await t.db.query("SELECT city_id FROM user_cities uc JOIN users u ON u.id = uc.user_id WHERE u.username = 'olga'");
    expect(rows.rows).toEqual([{ city_id: other }]);
    expect((await cli('user', 'cities', 'olga')).code).toBe(2);
    expect((await cli('user', 'cities', 'olga', '--none')).code).toBe(0);
  });

  it('never takes a password from the arguments (exit 2, nothing written, nothing asked)', async () => {
    prompts.length = 0;
    for (const argv of [['user', 'create', '--username', 'argv', '--password', 'long enough password'], ['user', 'set-password', 'olga', '--password=x-long-enough']]) {
      const res = await cli(...argv);
      expect(res).toMatchObject({ code: 2, err: expect.stringContaining('Пароль не передаётся в аргументах') });
    }
    expect(await one("SELECT id FROM users WHERE username = 'argv'")).toBeUndefined();
    expect(prompts).toEqual([]);
    // An unknown user is said before a password is asked for.
    expect((await cli('user', 'set-password', 'nobody-here')).code).toBe(1);
    expect(prompts).toEqual([]);
  });

  it('user set-password changes the hash and ends the sessions', async () => {
    const { id } = await one<{ id: number }>("SELECT id FROM users WHERE username = 'olga'");
    await t.db.query("INSERT INTO auth_tokens (key_hash, user_id) VALUES ('h1', $1)", [id]);
    expect((await cliTyping('new-pw-long-enough', 'user', 'set-password', 'olga')).code).toBe(0);
    const row = await one<{ password_hash: string }>('SELECT password_hash FROM users WHERE id = $1', [id]);
    expect(await verifyPassword('new-pw-long-enough', row.password_hash)).toBe(true);
    expect(await one('SELECT count(*)::int AS n FROM auth_tokens WHERE user_id = $1', [id])).toEqual({ n: 0 });
  });

  it('user list shows everyone', async () => {
    const res = await cli('user', 'list');
    expect(res.out).toContain('olga');
    expect(res.out).toContain('root');
  });
});

describe('site and seed', () => {
  it('site off / status / on', async () => {
    expect((await cli('site', 'off')).out).toBe('Сайт выключен.');
    expect((await cli('site', 'status')).out).toBe('Сайт выключен.');
    expect((await cli('site', 'on')).out).toBe('Сайт включён.');
    expect(await one('SELECT is_active, changed_by FROM site_settings')).toEqual({ is_active: true, changed_by: 'cli' });
  });

  it('seed demo loads the demo accounts and can run twice', async () => {
    expect((await cli('seed', 'demo')).code).toBe(0);
    expect((await cli('seed', 'demo')).code).toBe(0);
    const users = await t.db.query<{ username: string }>("SELECT username FROM users WHERE username IN ('admin', 'supervisor', 'cashier') ORDER BY id");
    expect(users.rows.map((r) => r.username)).toEqual(['admin', 'supervisor', 'cashier']);
  }, 30_000);
});
