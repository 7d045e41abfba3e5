import { client } from '../../ledger/testing/apiClient';
import { checkLedgerAfterEach } from '../../ledger/testing/ledgerCheckedAfterEach';
import { useLedgerFixture } from '../../ledger/testing/ledgerFixture';
import { SERVER_MESSAGES } from '../../http/messages';
import { shiftCalls } from './testing/shiftCalls';

/**
 * A vault's counts confirmed by a witness (docs/VAULT.md, "Counting the vault"): any user of
 * the city but the one who counted; once per count; never a till's. The fixture opens a shift
 * on every register at creation; the vault is made here and its shift opened by the cashier.
 */
const f = useLedgerFixture({ app: true });
const as = client(f);
const M = SERVER_MESSAGES.shift;
let shifts: ReturnType<typeof shiftCalls>;
let vault: number;
beforeAll(async () => {
  shifts = shiftCalls(f);
  const created = await as('admin').post('/api/admin/cash_registers/create/', { city: f.cities.moscow, name: 'Хранилище', kind: 'vault' });
  expect(created.status).toBe(201);
  vault = created.body.id;
  expect((await shifts.open(vault, 'cashier')).status).toBe(201);
}, 60_000);
checkLedgerAfterEach(() => f.db);

const witness = (who: Parameters<typeof as>[0], shift: number, phase: 'OPEN' | 'CLOSE') => as(who).put(`/api/shift/witness/${shift}/`, { phase });
const auditRows = async (shift: number) =>
  (await f.db.query<{ n: number }>("SELECT count(*)::int AS n FROM audit_log WHERE action = 'shift.witness' AND record_id = $1::text", [shift])).rows[0].n;

describe('a vault’s counts wait for a witness', () => {
  it('the opening count: the counter may not confirm it (403), a colleague does, once (409 after)', async () => {
    const shift = (await shifts.current(vault))!;
    expect(shift).toMatchObject({ needs_witness: true, opening_witness: null, opening_witnessed_at: null, closing_witness: null });
    expect(await witness('cashier', shift.id, 'OPEN')).toEqual({ status: 403, body: { detail: M.witnessOwnCount } });
    expect(await auditRows(shift.id)).toBe(0);

    const confirmed = await witness('colleague', shift.id, 'OPEN');
    expect(confirmed.status).toBe(200);
    expect(confirmed.body).toMatchObject({ id: shift.id, opening_witness: { id: f.users.colleague }, closing_witness: null });
    expect(Date.parse(confirmed.body.opening_witnessed_at)).not.toBeNaN();
    expect(await auditRows(shift.id)).toBe(1);

    expect(await witness('supervisor', shift.id, 'OPEN')).toEqual({ status: 409, body: { detail: M.alreadyWitnessed } });
    expect((await shifts.current(vault))!.opening_witness).toEqual(confirmed.body.opening_witness);
  });

  it('the closing count: only once the shift is closed, and not by whoever closed it', async () => {
    const shift = (await shifts.current(vault))!;
    expect(await witness('supervisor', shift.id, 'CLOSE')).toEqual({ status: 409, body: { detail: M.witnessNotClosed } });
    expect((await shifts.close(vault, 'supervisor')).status).toBe(200);
    expect(await witness('supervisor', shift.id, 'CLOSE')).toEqual({ status: 403, body: { detail: M.witnessOwnCount } });
    const confirmed = await witness('cashier', shift.id, 'CLOSE');
    expect(confirmed.status).toBe(200);
    expect(confirmed.body).toMatchObject({ status: 'Closed', closing_witness: { id: f.users.cashier } });
    expect((await shifts.open(vault, 'cashier')).status).toBe(201);
  });

  it('a till’s counts need none (409); another city’s user sees no such shift (404); the phase is checked (400)', async () => {
    const till = (await shifts.current(f.registers.m1))!;
    expect(till.needs_witness).toBe(false);
    expect(await witness('colleague', till.id, 'OPEN')).toEqual({ status: 409, body: { detail: M.witnessTillCount } });
    const open = (await shifts.current(vault))!;
    expect((await witness('kazan', open.id, 'OPEN')).status).toBe(404);
    const bad = await as('colleague').put(`/api/shift/witness/${open.id}/`, { phase: 'MIDDLE' });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body)).toEqual(['phase']);
    expect((await shifts.current(vault))!.opening_witness).toBeNull();
  });
});
