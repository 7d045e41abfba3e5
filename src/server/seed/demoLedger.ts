import { seedDemoClientDeals } from './demoClients';
import type { Db } from '../db/types';
import { addCurrency, addPair, currencyIdByCode, setDilapidation } from '../features/currencies/currencyService';
import { setValueSetting } from '../features/currencies/valueSettingService';
import { SYSTEM_ACTOR } from '../http/scope';
import { timeZone, today } from '../ledger/time';
import { audit } from '../lib/audit';
import { createPerson, setPersonActive } from '../features/operationPersons/personService';
import { DemoHistory } from './demoLedgerHistory';
import type { DemoRegister } from './demoRegister';
import { SeedSession } from './seedSession';
import { openMissingShifts } from './demoShifts';
import {
  DEMO_BASE,
  DEMO_CRYPTO,
  DEMO_CURRENCIES,
  daysBefore,
  marketRates,
  prng,
  quote,
} from './demoLedgerRandom';

/**
 * The demo network's money: RUB as the base with USD, EUR, CNY, KZT and TRY, USDT and BTC,
 * the registers' pairs, operation persons, day rates and `days` days of history — every
 * operation through the same services the API uses, so the ledger is consistent
 * (`ledger verify`). Deterministic for a given seed and today. Runs after the core demo
 * (cities, registers, accounts) and does nothing if operations already exist.
 */
export interface DemoLedgerOptions {
  /** Days of history; default DEMO_HISTORY_DAYS, else 90 (0 under jest: the other features'
   * tests seed the demo network and need its reference data, not three months of it). */
  days?: number;
  seed?: number;
  /** The moment history stops (default: now); tests pin it. */
  now?: Date;
  log?: (line: string) => void;
}

function defaultDays(): number {
  const configured = Number(process.env.DEMO_HISTORY_DAYS);
  if (process.env.DEMO_HISTORY_DAYS && Number.isInteger(configured) && configured >= 0) return configured;
  return process.env.NODE_ENV === 'test' ? 0 : 90;
}

/**
 * Operations per transaction. A row updated again in the same transaction leaves a version
 * nobody can clean up before the commit, and every later update of it walks past them: the
 * registers' balances are updated by nearly every operation, so a day in one transaction
 * (~380 operations) made each write ~50% dearer. Each commit costs ~3 ms (the daily totals).
 */
const OPS_PER_TRANSACTION = 80;

const PERSON_NAMES = ['Алексей Смирнов', 'Марина Козлова', 'Тимур Ахметов', 'Ольга Белова', 'Руслан Гайнуллин', 'Елена Орлова'];

export async function seedDemoLedger(db: Db, opts: DemoLedgerOptions = {}): Promise<void> {
  const wrote = await seedLedgerHistory(db, opts);
  // Whatever the history did, the demo ends with every register's shift open (demoShifts.ts).
  await openMissingShifts(db);
  // The clients' deals and Казань's thresholds follow a new history (seed/demoClients.ts).
  if (wrote) await seedDemoClientDeals(db, opts.now ?? new Date());
}

async function seedLedgerHistory(db: Db, opts: DemoLedgerOptions): Promise<boolean> {
  const log = opts.log ?? (process.env.NODE_ENV === 'test' ? () => undefined : (line: string) => console.log(line));
  const { rows: seen } = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM exchange_transactions');
  if (seen[0].n > 0) return false;
  const started = Date.now();
  const days = opts.days ?? defaultDays();
  const random = prng(opts.seed ?? 247);
  const lastDay = today();
  const firstDay = daysBefore(lastDay, days - 1);

  // Reference data (skipped where it exists, so a partly set up network is completed).
  const codes = new Set((await db.query<{ code: string }>('SELECT code FROM currencies')).rows.map((r) => r.code));
  if (!codes.has(DEMO_BASE.code)) await addCurrency(db, { ...DEMO_BASE, base: true });
  for (const c of [...DEMO_CURRENCIES, ...DEMO_CRYPTO]) {
    if (!codes.has(c.code)) await addCurrency(db, { code: c.code, name: c.name, order: c.order, crypto: c.crypto });
    if (c.dilapidation) await setDilapidation(db, c.code, c.dilapidation);
  }
  const currencyIds = new Map<string, number>();
  for (const c of [DEMO_BASE, ...DEMO_CURRENCIES, ...DEMO_CRYPTO]) currencyIds.set(c.code, await currencyIdByCode(db, c.code));

  const { rows: registerRows } = await db.query<{ id: number; name: string; city_id: number; city_name: string; rank: number }>(
    `SELECT r.id, r.name, r.city_id, c.name AS city_name,
            row_number() OVER (PARTITION BY r.city_id ORDER BY r.id)::int AS rank
       FROM cash_registers r JOIN cities c ON c.id = r.city_id
      -- The history is the tills' clients: a city's vault serves none (docs/VAULT.md).
      WHERE r.kind = 'till' ORDER BY r.id`,
  );
  if (!registerRows.length) return false;
  const { rows: users } = await db.query<{ id: number; username: string }>('SELECT id, username FROM users ORDER BY id');
  const userId = (name: string) => users.find((u) => u.username === name)?.id ?? users[0]?.id ?? null;

  const registers: DemoRegister[] = [];
  for (const [i, r] of registerRows.entries()) {
    // Every register trades USD and EUR; the others by where their clients come from.
    const pairs = ['USD', 'EUR'];
    if (r.city_name !== 'Казань' || r.rank === 1) pairs.push('CNY');
    if (r.city_name === 'Казань' || i % 4 === 0) pairs.push('KZT');
    if (i % 3 === 1) pairs.push('TRY');
    for (const code of pairs) await addPair(db, r, code);
    registers.push({
      id: r.id, name: r.name, cityId: r.city_id, pairs, crypto: r.rank <= 2 && r.city_name !== 'Казань' ? true : r.rank === 1,
      userId: userId(r.city_name === 'Москва' ? 'cashier' : 'supervisor'),
      colleagueId: userId(r.city_name === 'Москва' ? 'supervisor' : 'admin'),
    });
  }

  const cityIds = [...new Set(registerRows.map((r) => r.city_id))];
  const persons = new Map<number, number[]>();
  for (const [ci, cityId] of cityIds.entries()) {
    const { rows: existing } = await db.query<{ id: number }>('SELECT id FROM operation_persons WHERE city_id = $1 ORDER BY id', [cityId]);
    if (existing.length) {
      persons.set(cityId, existing.map((p) => p.id));
      continue;
    }
    const list: number[] = [];
    const at = new Date(`${firstDay}T05:00:00Z`);
    list.push((await createPerson(db, SYSTEM_ACTOR, { first_name: 'Инвестор', last_name: `сети ${ci + 1}`, city: cityId }, { at })).id);
    for (let k = 0; k < 4; k++) {
      const [first, last] = PERSON_NAMES[(ci * 2 + k) % PERSON_NAMES.length].split(' ');
      list.push((await createPerson(db, SYSTEM_ACTOR, { first_name: first, last_name: last, phone: `+7 9${ci}${k} 555-${10 + k}-${20 + ci}`, city: cityId }, { at })).id);
    }
    persons.set(cityId, list);
  }

  if (days <= 0) return false;
  // A network seeded without history (days 0) got its shifts opened at that moment, empty. A
  // history now written before them starts in shifts of its own (demoShifts.ts), so those
  // placeholders go — only while nothing at all is in the ledger, so no count has a figure.
  await db.query('DELETE FROM shift_counts WHERE NOT EXISTS (SELECT 1 FROM ledger_entries)');
  await db.query('DELETE FROM shifts s WHERE NOT EXISTS (SELECT 1 FROM ledger_entries) AND NOT EXISTS (SELECT 1 FROM shift_counts k WHERE k.shift_id = s.id)');
  const market = marketRates(random, [...DEMO_CURRENCIES, ...DEMO_CRYPTO], days);
  const people = { cashier: userId('cashier'), supervisor: userId('supervisor') };
  const history = new DemoHistory({ random, timeZone: timeZone(), now: opts.now ?? new Date(), registers, persons, currencyIds, market, firstDay, days, people });

  // The day's rates, per city: the first transaction of each day sets them.
  const setDayRates = async (txDb: Db, d: number, date: string) => {
    for (const cityId of cityIds) {
      for (const c of DEMO_CURRENCIES) {
        const mid = market.get(c.code)![d];
        await setValueSetting(txDb, SYSTEM_ACTOR, {
          city: cityId, currency: currencyIds.get(c.code)!, date, buy_rate: quote(mid, -0.012, c.rateDecimals), sell_rate: quote(mid, 0.012, c.rateDecimals),
        });
      }
    }
  };
  const session = await SeedSession.open(db);
  try {
    for (let d = 0; d < days; d++) {
      const date = daysBefore(lastDay, days - 1 - d);
      const ops = history.planDay(d, date);
      for (let i = 0; i === 0 || i < ops.length; i += OPS_PER_TRANSACTION) {
        await session.run(async (txDb) => {
          if (i === 0) await setDayRates(txDb, d, date);
          await history.runOps(txDb, ops.slice(i, i + OPS_PER_TRANSACTION));
        });
      }
    }
  } finally {
    await session.close();
  }
  await audit(db, SYSTEM_ACTOR, 'seed.demo_history', { days, firstDay, lastDay, operations: history.summary() });
  // One person per city stops working with the network: there are inactive persons to see.
  for (const list of persons.values()) await setPersonActive(db, SYSTEM_ACTOR, list[list.length - 1], false);
  log(`Демо-история: ${history.summary()} за ${days} дн., ${((Date.now() - started) / 1000).toFixed(1)} с.`);
  return true;
}

