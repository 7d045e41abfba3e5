import type { Db } from '../db/types';
import { FAST_SCRYPT } from '../auth/passwords';
import { verifyLedger } from '../ledger/verify';
import { openTestDb } from '../testing/testDb';
import { useTestDb } from '../testing/useFixture';
import { seedDemo } from './demo';
import { seedDemoLedger } from './demoLedger';
import { DAILY_TOTALS_TRIGGERS, SeedSession } from './seedSession';

// Jest's seedDemo adds no history (DEMO_HISTORY_DAYS defaults to 0 under test); these tests
// add a few days explicitly, pinned to one moment so two runs can be compared.
const NOW = new Date();

async function seed(db: Db, days: number): Promise<void> {
  await seedDemo(db, { scrypt: FAST_SCRYPT });
  await seedDemoLedger(db, { days, now: NOW });
}

const digest = async (db: Db) =>
  (
    await db.query<Record<string, string>>(
      `SELECT (SELECT count(*) || ':' || COALESCE(sum(amount), 0) FROM exchange_transactions) AS exchange,
              (SELECT count(*) || ':' || COALESCE(sum(amount), 0) FROM ledger_entries) AS entries,
              (SELECT string_agg(transfer_code || status, ',' ORDER BY id) FROM transfers) AS transfers`,
    )
  ).rows[0];

describe('demo ledger history', () => {
  const t = useTestDb();
  beforeAll(() => seed(t.db, 6), 120_000);

  it('writes every kind of operation through the services, and the ledger verifies', async () => {
    const { rows } = await t.db.query<Record<string, number>>(
      `SELECT (SELECT count(*) FROM exchange_transactions)::int AS exchange,
              (SELECT count(*) FROM exchange_transactions WHERE operation_type = 'SELL' AND earning <> 0)::int AS earning_sells,
              (SELECT count(*) FROM exchange_transactions WHERE is_dilapidated)::int AS worn,
              (SELECT count(*) FROM crypto_transactions)::int AS crypto,
              (SELECT count(*) FROM out_transactions WHERE NOT is_crypto)::int AS out_fiat,
              (SELECT count(*) FROM out_transactions WHERE is_crypto)::int AS out_crypto,
              (SELECT count(*) FROM income_outcome)::int AS income_outcome,
              (SELECT count(DISTINCT kind) FROM transfers)::int AS transfer_kinds,
              (SELECT count(DISTINCT status) FROM transfers WHERE kind = 'EXTERNAL')::int AS external_states,
              (SELECT count(*) FROM value_settings)::int AS value_settings,
              (SELECT count(*) FROM operation_persons WHERE NOT is_active)::int AS inactive,
              (SELECT count(*) FROM currencies)::int AS currencies`,
    );
    expect(rows[0]).toEqual({
      exchange: expect.any(Number), earning_sells: expect.any(Number), worn: expect.any(Number), crypto: expect.any(Number),
      out_fiat: expect.any(Number), out_crypto: expect.any(Number), income_outcome: expect.any(Number),
      transfer_kinds: 3, external_states: 3, value_settings: 6 * 3 * 5, inactive: 3, currencies: 8,
    });
    for (const n of Object.values(rows[0])) expect(n).toBeGreaterThan(0);
    expect(rows[0].exchange).toBeGreaterThan(6 * 8 * 8);
    const report = await verifyLedger(t.db);
    expect(report.checks.filter((c) => !c.ok)).toEqual([]);
  });

  // The embedded seed skips the foreign-key checks (seedSession.ts): they must all hold.
  it('leaves no reference dangling', async () => {
    const { rows: keys } = await t.db.query<{ child: string; col: string; parent: string; ref: string }>(
      `SELECT c.conrelid::regclass::text AS child, a.attname AS col, c.confrelid::regclass::text AS parent, r.attname AS ref
         FROM pg_constraint c
         JOIN pg_attribute a ON a.attrelid = c.conrelid AND a.attnum = c.conkey[1]
         JOIN pg_attribute r ON r.attrelid = c.confrelid AND r.attnum = c.confkey[1]
        WHERE c.contype = 'f' AND cardinality(c.conkey) = 1`,
    );
    expect(keys.length).toBeGreaterThan(20);
    const dangling: string[] = [];
    for (const k of keys) {
      const { rows } = await t.db.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM ${k.child} c
          WHERE c.${k.col} IS NOT NULL AND NOT EXISTS (SELECT 1 FROM ${k.parent} p WHERE p.${k.ref} = c.${k.col})`,
      );
      if (rows[0].n) dangling.push(`${k.child}.${k.col}: ${rows[0].n}`);
    }
    expect(dangling).toEqual([]);
  });

  it('gives the session back as it found it', async () => {
    const { rows } = await t.db.query<{ role: string }>('SELECT current_setting($1) AS role', ['session_replication_role']);
    expect(rows[0].role).toBe('origin');
  });

  // A trigger the seed does not know would not fire while it runs: it takes the slow path
  // then. Teach seedSession.ts about a new trigger (and what it does) to keep the fast one.
  it('knows every trigger of the schema', async () => {
    const { rows } = await t.db.query<{ name: string }>('SELECT tgname AS name FROM pg_trigger WHERE NOT tgisinternal ORDER BY 1');
    expect(rows.map((r) => r.name)).toEqual(DAILY_TOTALS_TRIGGERS);
    const session = await SeedSession.open(t.db);
    await session.close();
    expect(session.mode).toBe(t.db.kind === 'pglite' ? 'sole writer' : 'plain');
  });

  it('does nothing the second time', async () => {
    const before = await digest(t.db);
    await seedDemo(t.db, { scrypt: FAST_SCRYPT });
    await seedDemoLedger(t.db, { days: 6, now: NOW });
    expect(await digest(t.db)).toEqual(before);
  });

  it('is deterministic: the same seed and moment give the same history', async () => {
    // A second database, opened here: the one the test compares with.
    const other = await openTestDb();
    try {
      await seed(other, 6);
      expect(await digest(other)).toEqual(await digest(t.db));
    } finally {
      await other.close();
    }
  }, 120_000);
});

describe('demo shifts', () => {
  const t = useTestDb();
  beforeAll(() => seed(t.db, 4), 120_000);

  it('end with an open shift on every register (8 tills, a vault per city), opened by the demo cashier', async () => {
    const { rows } = await t.db.query<{ registers: number; open: number; by_cashier: number }>(
      `SELECT (SELECT count(*) FROM cash_registers)::int AS registers,
              (SELECT count(*) FROM shifts WHERE status = 'Open')::int AS open,
              (SELECT count(*) FROM shifts s JOIN users u ON u.id = s.opened_by WHERE s.status = 'Open' AND u.username = 'cashier')::int AS by_cashier`,
    );
    expect(rows[0]).toEqual({ registers: 11, open: 11, by_cashier: 11 });
  });

  it('keep closed shifts in the history: one short and approved, one over and one short waiting', async () => {
    const { rows } = await t.db.query<{ register: string; kind: string; amount: string; approval: string }>(
      `SELECT r.name AS register, l.entry_kind AS kind, round(k.counted - k.expected, 2)::text AS amount,
              CASE WHEN s.approved_at IS NOT NULL THEN 'APPROVED' WHEN s.needs_approval THEN 'WAITING' ELSE 'NOT_NEEDED' END AS approval
         FROM shift_counts k JOIN shifts s ON s.id = k.shift_id JOIN cash_registers r ON r.id = k.cash_register_id
         JOIN ledger_entries l ON l.source_type = 'CASH_COUNT' AND l.source_id = k.id
        ORDER BY r.id`,
    );
    expect(rows).toEqual([
      { register: 'Касса Арбат', kind: 'SHORTAGE', amount: '-500.00', approval: 'APPROVED' },
      { register: 'Касса Тверская', kind: 'SURPLUS', amount: '20.00', approval: 'WAITING' },
      { register: 'Касса Китай-город', kind: 'SHORTAGE', amount: '-300.00', approval: 'WAITING' },
    ]);
    const { rows: closed } = await t.db.query<{ n: number }>("SELECT count(*)::int AS n FROM shifts WHERE status = 'Closed'");
    expect(closed[0].n).toBeGreaterThanOrEqual(8);
    expect((await verifyLedger(t.db)).checks.filter((c) => !c.ok)).toEqual([]);
  });
});
