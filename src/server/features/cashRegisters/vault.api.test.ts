import { SERVER_MESSAGES as M } from '../../http/messages';
import { client } from '../../ledger/testing/apiClient';
import { cashBalance, fund, useLedgerFixture } from '../../ledger/testing/ledgerFixture';
import { ledgerSnapshot } from '../../testing/ledgerSnapshot';
import { verifyLedger } from '../../ledger/verify';
import { countAsBooks } from '../shifts/shiftCount';

/** The city's vault (docs/VAULT.md): its kind, one per city, and what it refuses and allows. */
const f = useLedgerFixture({ app: true });
const as = client(f);
let vault: number;

beforeAll(async () => {
  await fund(f, f.registers.m1, 'USD', '10000.00');
  await fund(f, f.registers.m1, 'RUB', '100000.00');
}, 60_000);

const registersAndAudit = async () => ({
  registers: (await f.db.query('SELECT id, name, kind FROM cash_registers ORDER BY id')).rows,
  audit: (await f.db.query<{ n: string }>("SELECT count(*)::text AS n FROM audit_log WHERE action <> 'auth.sign_in'")).rows[0].n,
});

describe('a register is a till or the vault, chosen at creation', () => {
  it('creates a till by default and the vault when asked; every answer about a register carries its kind', async () => {
    const till = await as('admin').post('/api/admin/cash_registers/create/', { city: f.cities.moscow, name: 'М-касса' });
    expect(till.status).toBe(201);
    expect(till.body.kind).toBe('till');
    const created = await as('admin').post('/api/admin/cash_registers/create/', { city: f.cities.moscow, name: 'Хранилище Москвы', kind: 'vault' });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ name: 'Хранилище Москвы', kind: 'vault', city: { id: f.cities.moscow } });
    vault = created.body.id;
    expect((await as('cashier').get(`/api/cash_register/${vault}/`)).body).toMatchObject({ id: vault, kind: 'vault' });
    const all = (await as('cashier').get(`/api/all_cash_registers/?city=${f.cities.moscow}`)).body as Array<{ id: number; kind: string }>;
    expect(all.find((r) => r.id === vault)?.kind).toBe('vault');
    expect(all.find((r) => r.id === f.registers.m1)?.kind).toBe('till');
    const admin = (await as('admin').get(`/api/admin/cash_registers/?city=${f.cities.moscow}&size=50`)).body.results as Array<{ id: number; kind: string }>;
    expect(admin.find((r) => r.id === vault)?.kind).toBe('vault');
  });

  it('refuses a second vault in the city with 409, writing nothing; another city may have its own', async () => {
    const before = await registersAndAudit();
    expect(await as('admin').post('/api/admin/cash_registers/create/', { city: f.cities.moscow, name: 'Второе', kind: 'vault' })).toEqual({
      status: 409,
      body: { detail: M.vaultExists('Москва', 'Хранилище Москвы') },
    });
    expect(await registersAndAudit()).toEqual(before);
    expect((await as('admin').post('/api/admin/cash_registers/create/', { city: f.cities.kazan, name: 'Хранилище Казани', kind: 'vault' })).status).toBe(201);
  });

  it('refuses a kind that is not one, and an edit that would change the kind (400 kind, nothing written)', async () => {
    expect(await as('admin').post('/api/admin/cash_registers/create/', { city: f.cities.moscow, name: 'Сейф', kind: 'safe' })).toEqual({
      status: 400,
      body: { kind: [M.invalidChoice('safe')] },
    });
    const before = await registersAndAudit();
    expect(await as('admin').put(`/api/admin/cash_registers/${vault}/`, { name: 'Бывшее хранилище', kind: 'till' })).toEqual({
      status: 400,
      body: { kind: [M.registerKindFixed] },
    });
    expect(await as('admin').put(`/api/admin/cash_registers/${f.registers.m2}/`, { name: 'М2', kind: 'vault' })).toEqual({
      status: 400,
      body: { kind: [M.registerKindFixed] },
    });
    expect(await registersAndAudit()).toEqual(before);
    // Naming the kind it has is no change: the rename goes through.
    const renamed = await as('admin').put(`/api/admin/cash_registers/${vault}/`, { name: 'Хранилище', kind: 'vault' });
    expect(renamed.body).toMatchObject({ id: vault, name: 'Хранилище', kind: 'vault' });
  });

  it('the kind is the admin section\'s: to anyone else the create does not exist', async () => {
    expect((await as('supervisor').post('/api/admin/cash_registers/create/', { city: f.cities.moscow, name: 'Х', kind: 'vault' })).status).toBe(404);
  });
});

describe('the vault serves no client, and takes part in cash moves and counts', () => {
  beforeAll(async () => {
    // A new register opens with a count, as every register does: the vault is counted like a till.
    const open = await as('supervisor').post('/api/shift/open/', { cash_register: vault, counted: await countAsBooks(f.db, vault) });
    expect(open.status).toBe(201);
  });

  it('refuses an exchange, an income/expense and a client transfer sent from or to it: 409 naming the rule, nothing written', async () => {
    const before = await ledgerSnapshot(f.db);
    const refused = { status: 409, body: { detail: M.vaultRefusesClientOperations } };
    const usd = { currency: f.currencies.USD, amount: '10.00' };
    expect(await as('supervisor').post('/api/transaction/create/', { cash_register: vault, ...usd, operation_type: 'BUY', rate: '90' })).toEqual(refused);
    expect(await as('supervisor').post('/api/income_outcome/create/', { cash_register: vault, currency: f.currencies.RUB, direction: 'Income', amount: '10' })).toEqual(refused);
    expect(await as('cashier').post('/api/external_transfer/create/', { from_cash_register: f.registers.m1, to_cash_register: vault, ...usd })).toEqual(refused);
    expect(await as('supervisor').post('/api/external_transfer/create/', { from_cash_register: vault, to_cash_register: f.registers.k1, ...usd })).toEqual(refused);
    // Another city's vault is no more a client's receiver than the caller's own.
    const kazanVault = (await f.db.query<{ id: number }>("SELECT id FROM cash_registers WHERE city_id = $1 AND kind = 'vault'", [f.cities.kazan])).rows[0].id;
    expect(await as('cashier').post('/api/external_transfer/create/', { from_cash_register: f.registers.m1, to_cash_register: kazanVault, ...usd })).toEqual(refused);
    expect(await ledgerSnapshot(f.db)).toEqual(before);
  });

  it("an edit of a client's transfer cannot redirect it to a vault", async () => {
    const sent = await as('cashier').post('/api/external_transfer/create/', { from_cash_register: f.registers.m1, to_cash_register: f.registers.k1, currency: f.currencies.USD, amount: '5.00' });
    expect(sent.status).toBe(201);
    expect(await as('cashier').put(`/api/external_transfer/update/${sent.body.id}/`, { to_cash_register: vault })).toEqual({
      status: 409,
      body: { detail: M.vaultRefusesClientOperations },
    });
    expect((await as('cashier').get(`/api/external_transfer/?cash_register=${f.registers.m1}`)).body.results.find((t: { id: number }) => t.id === sent.body.id).to_cash_register.id).toBe(f.registers.k1);
    expect((await as('cashier').put(`/api/external_transfer/update/${sent.body.id}/`, { to_cash_register: f.registers.m2 })).status).toBe(200);
  });

  it("another city's user learns nothing: their answer is the one any unknown register gets", async () => {
    const res = await as('kazan').post('/api/transaction/create/', { cash_register: vault, currency: f.currencies.USD, amount: '1.00', operation_type: 'BUY', rate: '90' });
    expect(res.status).not.toBe(409);
    expect(res.status).toBeGreaterThanOrEqual(400);
  });

  it('takes cash from a till and gives it back by internal transfer, and closes its shift with a count', async () => {
    const sent = await as('cashier').post('/api/internal_transfer/create/', { from_cash_register: f.registers.m1, to_cash_register: vault, currency: f.currencies.USD, amount: '1000.00' });
    expect(sent.status).toBe(201);
    expect((await as('supervisor').put(`/api/internal_transfer/accept/${sent.body.id}/`, { id: sent.body.id })).status).toBe(200);
    expect(await cashBalance(f, vault, 'USD')).toBe('1000.00');
    const back = await as('supervisor').post('/api/internal_transfer/create/', { from_cash_register: vault, to_cash_register: f.registers.m1, currency: f.currencies.USD, amount: '400.00' });
    expect(back.status).toBe(201);
    expect((await as('cashier').put(`/api/internal_transfer/accept/${back.body.id}/`, { id: back.body.id })).status).toBe(200);
    expect(await cashBalance(f, vault, 'USD')).toBe('600.00');
    const shift = (await as('supervisor').get(`/api/shift/current/?cash_register=${vault}`)).body;
    const closed = await as('supervisor').put(`/api/shift/close/${shift.id}/`, { counted: await countAsBooks(f.db, vault) });
    expect(closed.status).toBe(200);
  });

  it('leaves the ledger consistent', async () => {
    expect((await verifyLedger(f.db)).checks.filter((c) => !c.ok)).toEqual([]);
  });
});
