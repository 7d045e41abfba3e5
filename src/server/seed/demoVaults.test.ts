import type { Db } from '../db/types';
import { FAST_SCRYPT } from '../auth/passwords';
import { limitState } from '../features/limits/registerLimitsService';
import { verifyLedger } from '../ledger/verify';
import { useTestDb } from '../testing/useFixture';
import { seedDemo } from './demo';
import { seedDemoVaults } from './demoVaults';
import { seedDemoCashOrders } from './demoCashOrders';
import { DEMO_OFFLINE_LIMIT } from './demoCities';

/** The demo's vaults and tills' limits (docs/VAULT.md), and its cities' offline limits (docs/OFFLINE.md): every screen opens with something in it. */
const t = useTestDb();
// As the demo is loaded outside Jest: the history first (Jest's default is none), then the vaults
// stocked from it, by the extra seeders in their order.
beforeAll(async () => {
  const days = process.env.DEMO_HISTORY_DAYS;
  process.env.DEMO_HISTORY_DAYS = '3';
  try {
    await seedDemo(t.db, { scrypt: FAST_SCRYPT });
  } finally {
    if (days === undefined) delete process.env.DEMO_HISTORY_DAYS;
    else process.env.DEMO_HISTORY_DAYS = days;
  }
}, 120_000);

const limitsDigest = async (db: Db) =>
  (await db.query<{ d: string }>("SELECT string_agg(cash_register_id || ':' || currency_id || ':' || min_amount || ':' || max_amount, ',' ORDER BY 1) AS d FROM register_limits")).rows[0].d;

describe('the demo', () => {
  it('trades offline in every city, up to its offline limit (docs/OFFLINE.md)', async () => {
    const { rows } = await t.db.query<{ limit: string | null }>('SELECT offline_limit::text AS limit FROM cities');
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.map((r) => r.limit)).toEqual(rows.map(() => DEMO_OFFLINE_LIMIT));
  });

  it('has a vault in each city with roubles and dollars in stock, and no client operation in it', async () => {
    const { rows } = await t.db.query<{ city: string; vault: string; rub: string; usd: string }>(
      `SELECT c.name AS city, r.name AS vault,
              COALESCE((SELECT b.amount FROM cash_balances b JOIN currencies cu ON cu.id = b.currency_id WHERE b.cash_register_id = r.id AND cu.code = 'RUB'), 0)::text AS rub,
              COALESCE((SELECT b.amount FROM cash_balances b JOIN currencies cu ON cu.id = b.currency_id WHERE b.cash_register_id = r.id AND cu.code = 'USD'), 0)::text AS usd
         FROM cities c JOIN cash_registers r ON r.city_id = c.id AND r.kind = 'vault' ORDER BY c.id`,
    );
    expect(rows.map((r) => r.city).sort()).toEqual(['Казань', 'Москва', 'Санкт-Петербург'].sort());
    for (const r of rows) {
      expect(Number(r.rub)).toBeGreaterThan(0);
      expect(Number(r.usd)).toBeGreaterThan(0);
    }
    const { rows: clientOps } = await t.db.query<{ n: number }>(
      `SELECT ((SELECT count(*) FROM exchange_transactions e JOIN cash_registers r ON r.id = e.cash_register_id WHERE r.kind = 'vault')
             + (SELECT count(*) FROM out_transactions o JOIN cash_registers r ON r.id = o.cash_register_id WHERE r.kind = 'vault')
             + (SELECT count(*) FROM income_outcome i JOIN cash_registers r ON r.id = i.cash_register_id WHERE r.kind = 'vault')
             + (SELECT count(*) FROM transfers x JOIN cash_registers r ON r.id IN (x.from_cash_register_id, x.to_cash_register_id)
                 WHERE r.kind = 'vault' AND x.kind <> 'INTERNAL'))::int AS n`,
    );
    expect(clientOps[0].n).toBe(0);
  });

  it('has limits on every till with cash, some breached both ways', async () => {
    const { rows } = await t.db.query<{ balance: string; min: string | null; max: string | null }>(
      `SELECT COALESCE(b.amount, 0)::text AS balance, l.min_amount::text AS min, l.max_amount::text AS max
         FROM register_limits l JOIN cash_registers r ON r.id = l.cash_register_id
         LEFT JOIN cash_balances b ON b.cash_register_id = l.cash_register_id AND b.currency_id = l.currency_id`,
    );
    const states = rows.map((r) => limitState(r.balance, r.min, r.max));
    expect(states).toContain('below_min');
    expect(states).toContain('above_max');
    expect(states).toContain('ok');
    const { rows: unlimited } = await t.db.query(
      "SELECT r.id FROM cash_registers r WHERE r.kind = 'till' AND NOT EXISTS (SELECT 1 FROM register_limits l WHERE l.cash_register_id = r.id)",
    );
    expect(unlimited).toEqual([]);
    expect((await t.db.query("SELECT 1 FROM register_limits l JOIN cash_registers r ON r.id = l.cash_register_id WHERE r.kind = 'vault'")).rows).toEqual([]);
  });

  it('has cash orders in every state in each city, one overdue and one discrepancy waiting, and an инкассация between two cities', async () => {
    const { rows } = await t.db.query<{ city: string; states: string[] }>(
      `SELECT c.name AS city, array_agg(DISTINCT CASE WHEN o.state = 'dispatched' AND o.expected_at < now() THEN 'overdue' ELSE o.state END) AS states
         FROM cash_orders o JOIN cash_registers r ON r.id = o.from_cash_register_id JOIN cities c ON c.id = r.city_id
        WHERE NOT (o.kind = 'move' AND r.kind = 'vault') GROUP BY c.name ORDER BY c.name`,
    );
    const every = ['approved', 'cancelled', 'discrepancy', 'dispatched', 'overdue', 'received', 'requested', 'settled'];
    expect(rows.map((r) => ({ ...r, states: [...r.states].sort() }))).toEqual(['Казань', 'Москва', 'Санкт-Петербург'].map((city) => ({ city, states: every })));
    const { rows: between } = await t.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM cash_orders o JOIN cash_registers f ON f.id = o.from_cash_register_id JOIN cash_registers v ON v.id = o.to_cash_register_id
        WHERE o.kind = 'move' AND f.kind = 'vault' AND v.kind = 'vault' AND f.city_id <> v.city_id AND o.state = 'requested'`,
    );
    expect(between[0].n).toBe(1);
    // The waiting discrepancies are the demo supervisor's to settle (four eyes: received by a cashier, or by nobody).
    const { rows: waiting } = await t.db.query<{ receiver: string | null }>(
      "SELECT u.role AS receiver FROM cash_orders o LEFT JOIN users u ON u.id = o.received_by WHERE o.state = 'discrepancy' ORDER BY o.id",
    );
    expect(waiting).toHaveLength(3);
    expect(waiting.map((w) => w.receiver)).toContain('Кассир');
    expect(waiting.every((w) => w.receiver === null || w.receiver === 'Кассир')).toBe(true);
  });

  it('seeded again, changes nothing; the ledger verifies', async () => {
    const counts = async () => (await t.db.query('SELECT (SELECT count(*) FROM transfers)::int AS transfers, (SELECT count(*) FROM cash_orders)::int AS orders')).rows[0];
    const before = { limits: await limitsDigest(t.db), counts: await counts() };
    await seedDemoVaults(t.db);
    await seedDemoCashOrders(t.db);
    expect({ limits: await limitsDigest(t.db), counts: await counts() }).toEqual(before);
    expect((await verifyLedger(t.db)).checks.filter((c) => !c.ok)).toEqual([]);
  });
});
