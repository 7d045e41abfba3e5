import type { RegisterLimitLine } from '../../shared/contract/limits';
import type { Db } from '../db/types';
import { ensureCashRegister } from '../features/cashRegisters/registerWrites';
import { setRegisterLimits } from '../features/limits/registerLimitsService';
import { createTransfer } from '../features/transfers/transferService';
import { acceptTransfer } from '../features/transfers/transferTransitions';
import { SYSTEM_ACTOR } from '../http/scope';
import { dec } from '../ledger/decimal';
import { openMissingShifts } from './demoShifts';

/** The currencies the demo's vaults hold and its tills have limits for. */
const STOCKED = ['RUB', 'USD', 'EUR'];
/** The share of each till's cash that goes to the new vault: its reserve. */
const TO_VAULT = 0.4;
export const DEMO_VAULT_NAME = 'Хранилище';

const whole = (value: ReturnType<typeof dec>) => value.toDecimalPlaces(0).toFixed(0);

/**
 * The demo's vaults and limits (docs/VAULT.md), after the history: a vault in each city,
 * stocked by internal transfers from its tills (the one way cash reaches a vault), and limits
 * on every till in the stocked currencies, set around what each till holds — the city's first
 * till short of USD and its second holding too many roubles, so that the screens open with a
 * breach in them. Safe to run again: a city's vault is made and stocked once, and a till that
 * has limits keeps them. A till with no cash (a demo without history) gets no limits until it
 * has some.
 */
export async function seedDemoVaults(db: Db): Promise<void> {
  const { rows: cities } = await db.query<{ id: number; vault: number | null }>(
    "SELECT c.id, (SELECT r.id FROM cash_registers r WHERE r.city_id = c.id AND r.kind = 'vault') AS vault FROM cities c ORDER BY c.id",
  );
  const { rows: currencies } = await db.query<{ id: number; code: string }>('SELECT id, code FROM currencies WHERE code = ANY($1::text[])', [STOCKED]);
  const idOf = new Map(currencies.map((c) => [c.code, c.id]));
  for (const city of cities) {
    const tills = await tillsOf(db, city.id);
    if (!tills.length) continue;
    if (city.vault === null) {
      const { register: vault } = await ensureCashRegister(db, city.id, DEMO_VAULT_NAME, SYSTEM_ACTOR, 'vault');
      // The vault's first shift, so that it can take the transfers below (a register works in a shift).
      await openMissingShifts(db);
      // Stocked once, as it is made: seeding again changes nothing (a demo seeded before its
      // history, as the tests' is, keeps an empty vault).
      await stockVault(db, vault.id, tills, idOf);
    }
    for (const [rank, till] of (await tillsOf(db, city.id)).entries()) await limitTill(db, till, rank, idOf);
  }
}

async function tillsOf(db: Db, cityId: number): Promise<Array<{ id: number }>> {
  const { rows } = await db.query<{ id: number }>("SELECT id FROM cash_registers WHERE city_id = $1 AND kind = 'till' AND is_active ORDER BY id", [cityId]);
  return rows;
}

async function balanceOf(db: Db, registerId: number, currencyId: number): Promise<string> {
  const { rows } = await db.query<{ amount: string }>(
    'SELECT round(amount, 2)::text AS amount FROM cash_balances WHERE cash_register_id = $1 AND currency_id = $2',
    [registerId, currencyId],
  );
  return rows[0]?.amount ?? '0';
}

async function stockVault(db: Db, vaultId: number, tills: Array<{ id: number }>, idOf: Map<string, number>): Promise<void> {
  for (const till of tills) {
    for (const currency of idOf.values()) {
      // Whole hundreds: a reserve is moved in bundles.
      const amount = dec(await balanceOf(db, till.id, currency)).times(TO_VAULT).dividedToIntegerBy(100).times(100);
      if (amount.lessThan(100)) continue;
      const sent = await createTransfer(db, SYSTEM_ACTOR, 'INTERNAL', { from_cash_register: till.id, to_cash_register: vaultId, currency, amount: amount.toFixed(2) });
      await acceptTransfer(db, SYSTEM_ACTOR, 'INTERNAL', sent.id, {});
    }
  }
}

async function limitTill(db: Db, till: { id: number }, rank: number, idOf: Map<string, number>): Promise<void> {
  const { rows } = await db.query('SELECT 1 FROM register_limits WHERE cash_register_id = $1 LIMIT 1', [till.id]);
  if (rows.length) return;
  const limits: RegisterLimitLine[] = [];
  for (const [code, currency] of idOf) {
    const held = dec(await balanceOf(db, till.id, currency));
    if (held.lessThanOrEqualTo(0)) continue;
    // Around what it holds; the first till needs USD, the second has roubles to give back.
    const [min, refill, max] = rank === 0 && code === 'USD' ? [1.5, 2, 4] : rank === 1 && code === 'RUB' ? [0.2, 0.5, 0.8] : [0.5, 1, 2];
    limits.push({ currency, min: whole(held.times(min)), refill_to: whole(held.times(refill)), max: whole(held.times(max)) });
  }
  if (limits.length) await setRegisterLimits(db, SYSTEM_ACTOR, till.id, { limits });
}
