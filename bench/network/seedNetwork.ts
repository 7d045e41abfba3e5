import { SUPERVISOR_ROLE } from '../../src/shared/contract/permissions';
import type { Db } from '../../src/server/db/types';
import { FAST_SCRYPT } from '../../src/server/auth/passwords';
import { ensureCashRegister } from '../../src/server/features/cashRegisters/registerWrites';
import { ensureCity } from '../../src/server/features/cities/cityService';
import { setValueSetting } from '../../src/server/features/currencies/valueSettingService';
import { today } from '../../src/server/ledger/time';
import { createUser } from '../../src/server/features/users/userService';
import { SYSTEM_ACTOR } from '../../src/server/http/scope';
import { seedDemo } from '../../src/server/seed/demo';
import { loadBulkHistory } from '../bulkHistory';

/** Registers per city: one supervisor each ("per 10 registers") and one public rate screen. */
export const CITY_SIZE = 10;
/** The bench's users sign in with this (cheap hash: 1,000 sign-ins must not take minutes). */
export const BENCH_PASSWORD = 'bench-password-247';

export interface NetworkRegister {
  id: number;
  cityId: number;
  cashier: string;
  /** Fiat currencies it trades besides the base: what its cashier exchanges. */
  currencies: number[];
}

export interface Network {
  registers: NetworkRegister[];
  cities: Array<{ id: number; supervisor: string; persons: number[] }>;
  baseCurrency: number;
  /** USD: what clients send abroad (external transfers). */
  usd: number;
  /** The day's board per currency id: what the cashiers' exchanges use. */
  board: Map<number, { buy: string; sell: string }>;
  ledgerEntries: number;
}

/** The day's rates the supervisors publish (base currency per unit). */
const BOARD: Record<string, { buy: string; sell: string }> = {
  USD: { buy: '90.00', sell: '91.00' },
  EUR: { buy: '98.00', sell: '99.20' },
  CNY: { buy: '12.40', sell: '12.70' },
  KZT: { buy: '0.1800', sell: '0.1900' },
  TRY: { buy: '2.60', sell: '2.72' },
};

const pad = (n: number, width: number) => String(n).padStart(width, '0');

/**
 * A network of `registers` registers in cities of CITY_SIZE, on a fresh migrated database:
 * the demo's reference data (currencies, pairs, creditors/debtors, open shifts — its 90-day
 * history through the services is skipped: too slow for hundreds of registers), a cashier per
 * register and a supervisor per city, then `days` of generated exchange history for every
 * register (bench/bulkHistory.ts, as `npm run bench` loads it) and today's rate board.
 */
export async function seedNetwork(
  db: Db,
  opts: { registers: number; days: number; exchangesPerDay: number; log: (line: string) => void },
): Promise<Network> {
  let t = performance.now();
  const step = (what: string) => {
    opts.log(`seed: ${what} in ${((performance.now() - t) / 1000).toFixed(1)} s`);
    t = performance.now();
  };
  const cityIds: number[] = [];
  for (let i = 0; i * CITY_SIZE < opts.registers; i++) {
    const cityId = (await ensureCity(db, `Город ${pad(i + 1, 3)}`, SYSTEM_ACTOR)).city.id;
    cityIds.push(cityId);
    for (let k = i * CITY_SIZE; k < Math.min(opts.registers, (i + 1) * CITY_SIZE); k++) {
      await ensureCashRegister(db, cityId, `Касса ${pad(k + 1, 4)}`, SYSTEM_ACTOR);
    }
  }
  step(`${cityIds.length} cities, ${opts.registers} registers`);

  // Currencies, every register's pairs, five creditors/debtors per city, every shift open.
  const historyDays = process.env.DEMO_HISTORY_DAYS;
  process.env.DEMO_HISTORY_DAYS = '0';
  try {
    await seedDemo(db, { scrypt: FAST_SCRYPT });
  } finally {
    if (historyDays === undefined) delete process.env.DEMO_HISTORY_DAYS;
    else process.env.DEMO_HISTORY_DAYS = historyDays;
  }
  step('demo reference data (currencies, pairs, persons, open shifts)');

  const { rows: regs } = await db.query<{ id: number; city_id: number; currencies: number[] }>(
    `SELECT r.id, r.city_id, array_agg(p.currency_id ORDER BY p.currency_id) AS currencies
       FROM cash_registers r JOIN available_currency_pairs p ON p.cash_register_id = r.id
      WHERE r.city_id = ANY($1::int[]) GROUP BY r.id ORDER BY r.id`,
    [cityIds],
  );
  const registers: NetworkRegister[] = [];
  for (const [i, r] of regs.entries()) {
    const cashier = `c${pad(i + 1, 4)}`;
    await createUser(db, { username: cashier, password: BENCH_PASSWORD, firstName: 'Кассир', lastName: pad(i + 1, 4), role: 'Кассир', cityIds: [r.city_id] }, SYSTEM_ACTOR, FAST_SCRYPT);
    registers.push({ id: r.id, cityId: r.city_id, cashier, currencies: r.currencies });
  }
  const cities: Network['cities'] = [];
  for (const [i, cityId] of cityIds.entries()) {
    const supervisor = `s${pad(i + 1, 3)}`;
    await createUser(
      db,
      {
        username: supervisor, password: BENCH_PASSWORD, firstName: 'Супервайзер', lastName: pad(i + 1, 3), role: SUPERVISOR_ROLE, cityIds: [cityId],
        permissions: { isAllowToPrint: true, isAllowToCheckEarningReport: true, isAllowToCheckNonActiveOperationPerson: true, isCryptoTransactionPageActive: false },
      },
      SYSTEM_ACTOR,
      FAST_SCRYPT,
    );
    const persons = (await db.query<{ id: number }>('SELECT id FROM operation_persons WHERE city_id = $1 AND is_active ORDER BY id', [cityId])).rows.map((p) => p.id);
    cities.push({ id: cityId, supervisor, persons });
  }
  step(`${registers.length} cashiers, ${cities.length} supervisors`);

  await loadBulkHistory(db, { transactions: opts.registers * opts.days * opts.exchangesPerDay, days: opts.days, log: (l) => opts.log(`seed:${l}`) });
  step(`${opts.days} days of history`);

  const { rows: currencies } = await db.query<{ id: number; code: string; is_base: boolean }>('SELECT id, code, is_base FROM currencies WHERE NOT is_crypto');
  const board = new Map<number, { buy: string; sell: string }>();
  const date = today();
  for (const c of currencies) {
    const rate = BOARD[c.code];
    if (!rate) continue;
    board.set(c.id, rate);
    for (const cityId of cityIds) {
      await setValueSetting(db, SYSTEM_ACTOR, { city: cityId, currency: c.id, date, buy_rate: rate.buy, sell_rate: rate.sell });
    }
  }
  // Every city shows its rates on its office screen (the shop front's «Публиковать курсы»).
  await db.query('UPDATE cities SET publish_rates = true WHERE id = ANY($1::int[])', [cityIds]);
  step('today\'s rate board, published');
  const ledgerEntries = (await db.query<{ n: number }>('SELECT count(*)::int AS n FROM ledger_entries')).rows[0].n;
  return { registers, cities, baseCurrency: currencies.find((c) => c.is_base)!.id, usd: currencies.find((c) => c.code === 'USD')!.id, board, ledgerEntries };
}
