import { runCli } from '../../cli/run';
import { client } from '../../ledger/testing/apiClient';
import { fund, useLedgerFixture } from '../../ledger/testing/ledgerFixture';
import { resetProcessState } from '../../processState';

/**
 * Every kind of write leaves exactly one audit row, in its own transaction: who, what, the
 * record's id and the record before and after. A refused write leaves none.
 */
const f = useLedgerFixture({ app: true });
const as = client(f);
beforeAll(async () => {
  await fund(f, f.registers.m1, 'USD', '10000.00');
  await fund(f, f.registers.m1, 'RUB', '1000000.00');
  await fund(f, f.registers.m1, 'BTC', '1');
  // Signed in up front: a sign-in is audited too (auth.sign_in), and would be counted in.
  for (const who of ['admin', 'supervisor', 'cashier', 'kazan'] as const) await f.token(who);
}, 60_000);
// Code guesses are throttled: each test starts with a fresh budget.
afterEach(() => resetProcessState(f.db));

interface Row {
  user_id: number | null;
  actor: string;
  action: string;
  kind: string;
  record_id: string | null;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
  details: Record<string, unknown>;
}

const lastId = async () => (await f.db.query<{ id: string }>('SELECT COALESCE(max(id), 0)::text AS id FROM audit_log')).rows[0].id;

/** Runs a write and answers the one audit row it left (fails if it left none or several). */
async function onlyEntryOf(write: () => Promise<unknown>): Promise<Row> {
  const from = await lastId();
  await write();
  const { rows } = await f.db.query<Row>(
    'SELECT user_id, actor, action, kind, record_id, before, after, details FROM audit_log WHERE id > $1 ORDER BY id',
    [from],
  );
  expect(rows.map((r) => r.action)).toHaveLength(1);
  return rows[0];
}

async function cli(...argv: string[]) {
  const out: string[] = [];
  const err: string[] = [];
  // The commands that set a password read it as typed (cli/passwordInput.ts).
  const readPassword = async () => 'long enough password';
  const code = await runCli(argv, { db: async () => f.db, out: (l) => out.push(l), err: (l) => err.push(l), readPassword });
  return { code, out: out.join('\n'), err: err.join('\n') };
}

const created = async (p: Promise<{ status: number; body: { id: number } }>) => {
  const res = await p;
  expect(res.status).toBe(201);
  return res.body;
};

describe('money writes through the API', () => {
  it('an exchange, a crypto transaction, an out and a crypto out transaction, an income/expense: one row each', async () => {
    const cases: Array<[string, string, object, string]> = [
      ['/api/transaction/create/', 'exchange.create',
        { cash_register: f.registers.m1, currency: f.currencies.USD, operation_type: 'SELL', amount: '10.00', rate: '90.5' }, 'amount'],
      ['/api/crypto_transaction/create/', 'crypto_transaction.create',
        { cash_register: f.registers.m1, crypto_currency: f.currencies.BTC, operation_type: 'SELL', amount: '0.01', rate: '6000000', fee: '10' }, 'fee'],
      ['/api/out_transaction/create/', 'out_transaction.create',
        { cash_register: f.registers.m1, operation_person: await personId(), currency: f.currencies.USD, operation_type: 'HANDED_OVER', amount: '5.00' }, 'amount'],
      ['/api/crypto_out_transaction/create/', 'crypto_out_transaction.create',
        { cash_register: f.registers.m1, operation_person: await personId(), crypto_currency: f.currencies.BTC, operation_type: 'HANDED_OVER', amount: '0.001' }, 'amount'],
      ['/api/income_outcome/create/', 'income_outcome.create',
        { cash_register: f.registers.m1, currency: f.currencies.RUB, direction: 'Outcome', amount: '1500.00', comment: 'Аренда' }, 'amount'],
    ];
    for (const [url, action, body, field] of cases) {
      let id = 0;
      const row = await onlyEntryOf(async () => {
        id = (await created(as('cashier').post(url, body))).id;
      });
      expect({ action: row.action, user: row.user_id, actor: row.actor, record: row.record_id, before: row.before })
        .toEqual({ action, user: f.users.cashier, actor: 'cashier', record: String(id), before: null });
      expect(row.after).toMatchObject({ id, cash_register_id: f.registers.m1, user_id: f.users.cashier });
      // Amounts as decimal strings, never JSON numbers (floats to a JavaScript reader).
      expect(row.after![field]).toMatch(/^\d+\.\d+$/);
    }
  });

  it('a refused write (400) leaves no audit row', async () => {
    const from = await lastId();
    const res = await as('cashier').post('/api/transaction/create/', {
      cash_register: f.registers.m1, currency: f.currencies.USD, operation_type: 'SELL', amount: '999999.00', rate: '90',
    });
    expect(res.status).toBe(400);
    expect(await lastId()).toBe(from);
  });

  it('a transfer: create, update, accept, deliver — one row each, before and after the change, never the code', async () => {
    let t = { id: 0, transfer_code: '' };
    const create = await onlyEntryOf(async () => {
      t = (await created(as('cashier').post('/api/external_transfer/create/', {
        from_cash_register: f.registers.m1, to_cash_register: f.registers.k1, currency: f.currencies.USD, amount: '100.00', fee: '1.00',
      }))) as unknown as typeof t;
    });
    expect(create).toMatchObject({ action: 'transfer.create', kind: 'transfer', record_id: String(t.id), before: null,
      after: { id: t.id, status: 'Pending', amount: '100.00000000', fee: '1.00000000' } });
    expect(create.after).not.toHaveProperty('transfer_code');

    const update = await onlyEntryOf(async () => {
      expect((await as('cashier').put(`/api/external_transfer/update/${t.id}/`, { amount: '120.00' })).status).toBe(200);
    });
    expect(update).toMatchObject({ action: 'transfer.update', before: { amount: '100.00000000' }, after: { amount: '120.00000000' } });

    const accept = await onlyEntryOf(async () => {
      expect((await as('kazan').put(`/api/external_transfer/accept/${t.id}/`, { transfer_code: t.transfer_code })).status).toBe(200);
    });
    expect(accept).toMatchObject({ action: 'transfer.accept', actor: 'kazan', user_id: f.users.kazan,
      before: { status: 'Pending', accepted_by: null }, after: { status: 'Accepted', accepted_by: f.users.kazan } });

    const deliver = await onlyEntryOf(async () => {
      expect((await as('kazan').put(`/api/external_transfer/deliver/${t.id}/`)).status).toBe(200);
    });
    expect(deliver).toMatchObject({ action: 'transfer.deliver', before: { status: 'Accepted' }, after: { status: 'Delivered' } });

    // A second accept is refused (409): nothing more.
    const from = await lastId();
    expect((await as('kazan').put(`/api/external_transfer/accept/${t.id}/`, { transfer_code: t.transfer_code })).status).toBe(409);
    expect(await lastId()).toBe(from);
  });

  it('an internal transfer is audited the same way', async () => {
    let id = 0;
    const row = await onlyEntryOf(async () => {
      id = (await created(as('cashier').post('/api/internal_transfer/create/', {
        from_cash_register: f.registers.m1, to_cash_register: f.registers.m2, currency: f.currencies.USD, amount: '10.00',
      }))).id;
    });
    expect(row).toMatchObject({ action: 'transfer.create', after: { id, kind: 'INTERNAL' } });
    await f.token('colleague'); // signed in before: its sign-in is an audit row of its own
    const accept = await onlyEntryOf(() => as('colleague').put(`/api/internal_transfer/accept/${id}/`));
    expect(accept).toMatchObject({ action: 'transfer.accept', after: { status: 'Accepted' } });
  });
});

async function personId(): Promise<number> {
  const { rows } = await f.db.query<{ id: number }>("SELECT id FROM operation_persons WHERE city_id = $1 AND first_name = 'Владелец'", [f.cities.moscow]);
  return rows[0].id;
}

describe('reference writes through the API', () => {
  it('a person: create and (de)activation', async () => {
    let id = 0;
    const create = await onlyEntryOf(async () => {
      id = (await created(as('supervisor').post('/api/operation_person/create/', { first_name: 'Пётр', city: f.cities.moscow }))).id;
    });
    expect(create).toMatchObject({ action: 'operation_person.create', actor: 'supervisor', after: { id, first_name: 'Пётр', is_active: true } });
    const off = await onlyEntryOf(async () => {
      expect((await as('supervisor').put(`/api/activation_operation_person/${id}/`, { is_active: false })).status).toBe(200);
    });
    expect(off).toMatchObject({ action: 'operation_person.activation', before: { is_active: true }, after: { is_active: false } });
  });

  it('a value setting: set, then replaced (before = the rates it replaced)', async () => {
    const body = { city: f.cities.moscow, currency: f.currencies.USD, date: '2026-01-15', buy_rate: '90', sell_rate: '92' };
    const first = await onlyEntryOf(() => created(as('supervisor').post('/api/value_setting/create/', body)));
    expect(first).toMatchObject({ action: 'value_setting.set', before: null, after: { buy_rate: '90.000000', sell_rate: '92.000000' } });
    const second = await onlyEntryOf(() => created(as('supervisor').post('/api/value_setting/create/', { ...body, sell_rate: '93' })));
    expect(second).toMatchObject({ before: { sell_rate: '92.000000' }, after: { sell_rate: '93.000000' } });
    expect(second.record_id).toBe(first.record_id);
  });

  it('the site switch-off by an admin', async () => {
    const off = await onlyEntryOf(async () => expect((await as('admin').get('/api/stop_site/')).status).toBe(200));
    expect(off).toMatchObject({ action: 'site.off', actor: 'admin', before: { is_active: true }, after: { is_active: false } });
    const on = await onlyEntryOf(async () => expect((await cli('site', 'on')).code).toBe(0));
    expect(on).toMatchObject({ action: 'site.on', actor: 'cli', user_id: null, after: { is_active: true } });
    await new Promise((resolve) => setTimeout(resolve, 1100)); // the servers' switch cache (1 s)
  });
});

describe('command-line writes', () => {
  it('users, cities, registers and currencies: one row each, never a password hash', async () => {
    const steps: Array<[string[], string]> = [
      [['user', 'create', '--username', 'ivan', '--city', String(f.cities.moscow)], 'user.create'],
      [['user', 'set-password', 'ivan'], 'user.set_password'],
      [['user', 'permissions', 'ivan', '--print=true'], 'user.update'],
      [['user', 'cities', 'ivan', '--city', String(f.cities.kazan)], 'user.set_cities'],
      [['city', 'create', 'Тула'], 'city.create'],
      [['register', 'create', '--city', String(f.cities.kazan), 'К2'], 'cash_register.create'],
      [['currency', 'add', 'GBP', '--name', 'Фунт'], 'currency.create'],
      [['currency', 'pair-add', '--register', String(f.registers.m1), 'GBP'], 'currency_pair.add'],
      [['currency', 'pair-remove', '--register', String(f.registers.m1), 'GBP'], 'currency_pair.remove'],
      [['currency', 'dilapidation', 'GBP', '3.5'], 'dilapidation.set'],
    ];
    for (const [argv, action] of steps) {
      const row = await onlyEntryOf(async () => expect({ argv, ...(await cli(...argv)) }).toMatchObject({ argv, code: 0 }));
      expect({ argv, action: row.action, actor: row.actor }).toEqual({ argv, action, actor: 'cli' });
      expect(JSON.stringify(row)).not.toContain('scrypt');
    }
  });

  it('user permissions keeps the user before and after', async () => {
    const row = await onlyEntryOf(() => cli('user', 'permissions', 'ivan', '--admin=true'));
    expect(row).toMatchObject({ before: { username: 'ivan', is_admin: false }, after: { is_admin: true } });
  });
});

describe('GET /api/audit/ and npm run cli -- audit', () => {
  it('is for admins only: 404 for everybody else', async () => {
    expect((await as('supervisor').get('/api/audit/')).status).toBe(404);
    expect((await as('cashier').get('/api/audit/')).status).toBe(404);
    expect((await as('anonymous').get('/api/audit/')).status).toBe(401);
  });

  it('pages newest first and filters by user, kind, action and days', async () => {
    const all = await as('admin').get('/api/audit/?size=5');
    expect(all.status).toBe(200);
    const total = Number((await f.db.query<{ n: number }>('SELECT count(*)::int AS n FROM audit_log')).rows[0].n);
    expect(all.body).toMatchObject({ count: total, previous: null, next: '/api/audit/?size=5&page=2' });
    const ids = all.body.results.map((e: { id: number }) => e.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    expect(all.body.results[0]).toEqual(expect.objectContaining({
      id: expect.any(Number), created_at: expect.stringMatching(/Z$/), actor: expect.any(String), action: expect.any(String),
      before: expect.anything(), after: expect.anything(), details: expect.any(Object),
    }));

    const kazan = await as('admin').get(`/api/audit/?user=${f.users.kazan}&size=100`);
    expect(kazan.body.results.map((e: { action: string }) => e.action).sort()).toEqual(['auth.sign_in', 'transfer.accept', 'transfer.deliver']);
    expect(kazan.body.results[0].user).toEqual({ id: f.users.kazan, name: 'kazan Тестов' });

    const transfers = await as('admin').get('/api/audit/?kind=transfer&size=100');
    expect(transfers.body.count).toBe(6);
    const accepts = await as('admin').get('/api/audit/?kind=transfer.accept');
    expect(accepts.body.count).toBe(2);

    expect((await as('admin').get('/api/audit/?from_date=2000-01-01&to_date=2000-01-31')).body.count).toBe(0);
    expect((await as('admin').get('/api/audit/?from_date=2000-01-01')).body.count).toBe(total);
    expect((await as('admin').get('/api/audit/?to_date=2026-02-30')).body).toEqual({ to_date: [expect.any(String)] });
    expect((await as('admin').get('/api/audit/?kind=DROP%20TABLE')).status).toBe(400);
  });

  it('the command line prints the same, as a table or JSON lines', async () => {
    const table = await cli('audit', '--kind', 'transfer.update');
    expect(table.code).toBe(0);
    expect(table.out).toContain('transfer.update');
    expect(table.out).toContain('amount: "100.00000000" → "120.00000000"');
    const json = await cli('audit', '--user', 'kazan', '--json');
    expect(json.out.split('\n').map((l) => JSON.parse(l).action).sort()).toEqual(['auth.sign_in', 'transfer.accept', 'transfer.deliver']);
    expect((await cli('audit', '--from', 'yesterday')).code).toBe(2);
  });
});
