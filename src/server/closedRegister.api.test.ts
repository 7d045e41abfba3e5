import { REGISTER_CLOSED } from '../shared/contract/shifts';
import type { RouteEntry } from './fastifyTypes';
import { verifyLedger } from './ledger/verify';
import { countAsBooks } from './features/shifts/shiftCount';
import { closeShift, openShift } from './features/shifts/shiftService';
import { SYSTEM_ACTOR } from './http/scope';
import { ledgerSnapshot } from './testing/ledgerSnapshot';
import { login } from './testing/testApp';
import { callAs, useMatrixWorld, routeRequests } from './testing/matrixWorld';

/**
 * The closed-register refusal, generated from the app's own route table, as the
 * authorization matrix is: every route that declares it moves a register's cash
 * (`config.movesCash`, http/cashMoves.ts) is called with the matrix's valid request while
 * every register is closed, and must answer 409 "Касса закрыта: откройте смену." and write
 * nothing; and every writing route that does NOT declare it is called with its valid request
 * on open registers and must not move any register's cash — so a new route that moves cash
 * without declaring it fails here, without anyone listing it.
 */
const w = useMatrixWorld();

const REQUESTS = routeRequests(() => w);
const keyOf = (r: RouteEntry) => `${r.method} ${r.url}`;
const writing = () => w.f.app.routeTable.filter((r) => ['POST', 'PUT', 'PATCH', 'DELETE'].includes(r.method) && r.url.startsWith('/api/'));
// Known before the app is built (it.each needs the names): the matrix's writes, sorted out by the route table below.
const WRITES = Object.keys(REQUESTS).filter((k) => /^(POST|PUT) /.test(k));

/** Closes every open shift with the books' figures (nothing posted), or opens every register again. */
async function closeAll(): Promise<number[]> {
  const { rows } = await w.f.db.query<{ id: number; r: number }>("SELECT id, cash_register_id AS r FROM shifts WHERE status = 'Open'");
  for (const s of rows) await closeShift(w.f.db, SYSTEM_ACTOR, s.id, { counted: await countAsBooks(w.f.db, s.r) });
  return rows.map((s) => s.r);
}
async function openAll(registers: number[]): Promise<void> {
  for (const r of registers) await openShift(w.f.db, SYSTEM_ACTOR, { cash_register: r, counted: await countAsBooks(w.f.db, r) });
}

/** The register's cash as the ledger has it: what any cash move changes. */
const cash = async () =>
  (await w.f.db.query<{ n: string; s: string }>("SELECT count(*)::text AS n, COALESCE(sum(abs(amount)), 0)::text AS s FROM ledger_entries WHERE account = 'CASH'")).rows[0];
const auditRows = async () => (await w.f.db.query<{ n: string }>("SELECT count(*)::text AS n FROM audit_log WHERE action <> 'auth.sign_in'")).rows[0].n;

describe('the route table declares the cash-moving routes', () => {
  it('has a request for every writing route, and declares the routes that move cash', () => {
    expect(writing().map(keyOf).filter((k) => !REQUESTS[k])).toEqual([]);
    const declared = writing().filter((r) => r.movesCash).map(keyOf);
    // Record creates (exchange, crypto, persons ×2, income/expense), transfers (create, edit,
    // cancel, accept ×3; deliver ×2), a correction's approval: fewer means a declaration lost.
    expect(declared.length).toBeGreaterThanOrEqual(20);
    expect(declared).toEqual(expect.arrayContaining(['POST /api/transaction/create/', 'PUT /api/external_transfer/deliver/:id/', 'PUT /api/correction/approve/:id/']));
  });

  it('lets deals made during an outage through on the exchange alone, a route that moves cash', () => {
    const offline = writing().filter((r) => r.offlineDeal);
    expect(offline.map(keyOf)).toEqual(['POST /api/transaction/create/']);
    expect(offline.every((r) => r.movesCash)).toBe(true);
  });
});

describe.each(WRITES)('%s', (key) => {
  const route = () => writing().find((r) => keyOf(r) === key)!;

  it('refuses with 409 and writes nothing while the register is closed — or moves no cash if not declared', async () => {
    const req = await REQUESTS[key]('admin');
    if (route().movesCash) {
      const closed = await closeAll();
      try {
        const before = { ledger: await ledgerSnapshot(w.f.db), audit: await auditRows() };
        const { status, raw } = await callAs(w, req, 'admin');
        expect({ status, body: JSON.parse(raw.toString('utf8')) }).toEqual({ status: 409, body: { detail: REGISTER_CLOSED } });
        expect({ ledger: await ledgerSnapshot(w.f.db), audit: await auditRows() }).toEqual(before);
        // A route that takes deals made during an outage lets such a deal through the closed
        // register (a fact: docs/OFFLINE.md), recorded and flagged register_closed.
        if (route().offlineDeal) {
          const made = await REQUESTS[key]('admin');
          const offline = { ...made, body: { ...made.body, offline: true, made_at: new Date().toISOString() } };
          const answer = await callAs(w, offline, 'admin');
          expect({ status: answer.status, flags: JSON.parse(answer.raw.toString('utf8')).offline_flags }).toEqual({
            status: 201,
            flags: expect.arrayContaining(['register_closed']),
          });
        }
      } finally {
        await openAll(closed);
      }
      // And with the register open again, the same request goes through (the refusal was the shift's).
      const again = await callAs(w, await REQUESTS[key]('admin'), 'admin');
      expect(again.status).toBeLessThan(300);
    } else {
      const before = await cash();
      const { status } = await callAs(w, req, 'admin');
      // Sign out everywhere ended the admin's shared token too: a new one for the routes after it.
      if (key === 'POST /api/logout_all/') w.tokens.admin = await login(w.f.app, 'admin');
      expect(status).toBeLessThan(300);
      expect(await cash()).toEqual(before);
    }
  }, 30_000);
});

it('leaves the ledger consistent', async () => {
  expect((await verifyLedger(w.f.db)).checks.filter((c) => !c.ok)).toEqual([]);
});
