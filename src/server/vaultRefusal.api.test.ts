import type { RouteEntry } from './fastifyTypes';
import { SERVER_MESSAGES as M } from './http/messages';
import { verifyLedger } from './ledger/verify';
import { forgetReference } from './ledger/referenceCache';
import { ledgerSnapshot } from './testing/ledgerSnapshot';
import { callAs, useMatrixWorld, routeRequests } from './testing/matrixWorld';

/**
 * The vault's refusal of client operations (docs/VAULT.md), generated from the app's own route
 * table as the closed-register refusal is: every route that declares it is a client operation
 * (`config.clientOperation`, http/cashMoves.ts) is called with the authorization matrix's
 * valid request while the registers it names are vaults, and must answer 409 with the rule and
 * write nothing; and every route that moves a register's cash must either declare it or be
 * one of the few moves a vault makes (internal transfers, a correction's approval) — so a new
 * client operation that forgets the declaration fails here, without anyone listing it.
 */
const w = useMatrixWorld();

const REQUESTS = routeRequests(() => w);
const keyOf = (r: RouteEntry) => `${r.method} ${r.url}`;
const writing = () => w.f.app.routeTable.filter((r) => ['POST', 'PUT', 'PATCH', 'DELETE'].includes(r.method) && r.url.startsWith('/api/'));

/** The cash moves a vault makes: cash reaches and leaves it register to register; a correction reverses what is there. */
const VAULT_MOVES = new Set([
  'POST /api/internal_transfer/create/',
  'PUT /api/internal_transfer/update/:id/',
  'PUT /api/internal_transfer/accept/:id/',
  'PUT /api/internal_transfer/cancel/:id/',
  'PUT /api/correction/approve/:id/',
  // Cash orders are how the vault sends and receives its cash (docs/CASH-ORDERS.md).
  'POST /api/cash_orders/:id/dispatch/',
  'POST /api/cash_orders/:id/receive/',
  'POST /api/cash_orders/:id/settle/',
]);

// Known before the app is built (it.each needs the names): the matrix's client operations. A
// client transfer's new code moves nothing and a vault never has such a transfer: not one.
const CLIENT_OPERATIONS = Object.keys(REQUESTS).filter(
  (k) =>
    /^(POST|PUT) \/api\/(transaction|crypto_transaction|income_outcome|out_transaction|crypto_out_transaction|external_transfer|crypto_transfer)\//.test(k) &&
    !k.includes('/new_code/'),
);

/**
 * The matrix's requests act on М1 (Москва) and К1 (Казань): both become their city's vault for
 * the call. A kind never changes in the product, so the process keeps it (registerKindOf):
 * the test that changes it under the app forgets what was kept, each way.
 */
async function asVaults<T>(work: () => Promise<T>): Promise<T> {
  const ids = [w.f.registers.m1, w.f.registers.k1];
  const setKind = async (kind: string) => {
    await w.f.db.query('UPDATE cash_registers SET kind = $2 WHERE id = ANY($1::int[])', [ids, kind]);
    for (const id of ids) forgetReference(w.f.db, `register-kind:${id}`);
  };
  await setKind('vault');
  try {
    return await work();
  } finally {
    await setKind('till');
  }
}
const auditRows = async () => (await w.f.db.query<{ n: string }>("SELECT count(*)::text AS n FROM audit_log WHERE action <> 'auth.sign_in'")).rows[0].n;

describe('the route table declares the client operations', () => {
  it('every cash move is a declared client operation or one a vault makes', () => {
    const moves = writing().filter((r) => r.movesCash);
    expect(moves.filter((r) => !r.clientOperation && !VAULT_MOVES.has(keyOf(r))).map(keyOf)).toEqual([]);
    // The vault's own moves stay allowed: none of them is declared.
    expect(moves.filter((r) => r.clientOperation && VAULT_MOVES.has(keyOf(r))).map(keyOf)).toEqual([]);
    expect([...VAULT_MOVES].filter((k) => !moves.some((r) => keyOf(r) === k))).toEqual([]);
  });

  it('the walk below covers every declared route', () => {
    const declared = writing().filter((r) => r.clientOperation).map(keyOf).sort();
    // Records (exchange, crypto, income/expense, persons ×2), client transfers (create, edit, accept, cancel, deliver ×2 kinds).
    expect(declared.length).toBeGreaterThanOrEqual(15);
    expect(declared).toEqual([...CLIENT_OPERATIONS].sort());
  });
});

describe.each(CLIENT_OPERATIONS)('%s', (key) => {
  it('refuses with 409 naming the rule and writes nothing when its register is the vault; a till goes through', async () => {
    const req = await REQUESTS[key]('admin');
    await asVaults(async () => {
      const before = { ledger: await ledgerSnapshot(w.f.db), audit: await auditRows() };
      const { status, raw } = await callAs(w, req, 'admin');
      expect({ status, body: JSON.parse(raw.toString('utf8')) }).toEqual({ status: 409, body: { detail: M.vaultRefusesClientOperations } });
      expect({ ledger: await ledgerSnapshot(w.f.db), audit: await auditRows() }).toEqual(before);
    });
    // The same request on a till: the refusal was the vault's.
    expect((await callAs(w, await REQUESTS[key]('admin'), 'admin')).status).toBeLessThan(300);
  }, 30_000);
});

it('leaves the ledger consistent', async () => {
  expect((await verifyLedger(w.f.db)).checks.filter((c) => !c.ok)).toEqual([]);
});
