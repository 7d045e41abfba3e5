import type { CreateCashOrderBody, DenominationLine } from '../../shared/contract';
import type { Db } from '../db/types';
import {
  approveCashOrder, cancelCashOrder, createCashOrder, dispatchCashOrder, receiveCashOrder, settleCashOrder,
} from '../features/cashOrders/cashOrderService';
import { SYSTEM_ACTOR, type Actor } from '../http/scope';
import { dec, type Dec } from '../ledger/decimal';
import { recordTime } from '../ledger/time';

const MINUTE = 60_000;
/** The currency the demo's orders carry: every till and vault holds roubles. */
const CURRENCY = 'RUB';
/** An order's amount: this many of the largest note, a bundle. */
const BUNDLE_NOTES = 4;

interface CityCash {
  id: number;
  vault: number;
  tills: number[];
  /** A cashier of the city (requests and receives), or the system when there is none. */
  cashier: Actor;
}

/**
 * The demo's cash orders (docs/CASH-ORDERS.md): in each city with a vault and two tills, one
 * order in every state — requested, approved, in transit, overdue, received, a discrepancy
 * waiting for a supervisor, settled, cancelled — and between the first two cities one
 * инкассация requested, so that every screen of the orders opens with something in it. The
 * cashiers request and receive, the system approves and settles (it is nobody: the demo's
 * supervisor may still approve and settle what is waiting, four eyes holding). Amounts are a
 * bundle of the largest rouble note (two for one), within what the vault and tills hold; a city
 * whose vault holds too little gets none. Made once: a city that has an order is left as it is.
 */
export async function seedDemoCashOrders(db: Db): Promise<void> {
  const { rows: [rub] } = await db.query<{ id: number; notes: string[] }>(
    'SELECT id, ARRAY(SELECT trim_scale(d)::text FROM unnest(denominations) AS d ORDER BY d DESC) AS notes FROM currencies WHERE code = $1',
    [CURRENCY],
  );
  if (!rub) return;
  const note = dec(rub.notes[0] ?? '1000');
  const cities = await citiesWithCash(db);
  for (const city of cities) {
    if (await hasOrders(db, city.id)) continue;
    // A demo without history (the tests' own) has empty vaults: no orders to send from them.
    const bundle = note.times(BUNDLE_NOTES);
    if ((await rubles(db, city.vault, rub.id)).lessThan(bundle.times(5)) || (await rubles(db, city.tills[0], rub.id)).lessThan(bundle)) continue;
    await ordersOfCity(db, city, rub.id, bundle, note);
  }
  const [first, second] = cities;
  if (first && second && !(await hasOrders(db, first.id, 'move'))) {
    await createCashOrder(db, SYSTEM_ACTOR, order('move', first.vault, second.vault, rub.id, note.times(BUNDLE_NOTES * 5), 'Инкассация: выравнивание резерва'));
  }
}

function order(kind: CreateCashOrderBody['kind'], from: number, to: number, currency: number, amount: Dec, comment: string, expected?: Date): CreateCashOrderBody {
  return { kind, from_cash_register: from, to_cash_register: to, currency, amount: amount.toFixed(2), comment, ...(expected ? { expected_at: expected.toISOString() } : {}) };
}

/** `amount` counted in the largest note, less `short` notes. */
const count = (amount: Dec, note: Dec, short = 0): DenominationLine[] => [{ value: note.toFixed(), count: amount.dividedBy(note).toNumber() - short }];

async function ordersOfCity(db: Db, city: CityCash, currency: number, bundle: Dec, note: Dec): Promise<void> {
  const now = recordTime();
  // Everything happens now, in the registers' open shifts: a step dated earlier could land in a
  // closed shift's hours and change what its report showed. Only the overdue order is dated a
  // few minutes back, due a minute ago.
  const minutesAgo = (minutes: number) => ({ at: new Date(now.getTime() - minutes * MINUTE) });
  const [first, second] = city.tills;
  const { cashier } = city;
  const sealed = (n: number) => ({ seal: `DEMO-${city.id}-${n}` });

  // Waiting for a supervisor's approval, and approved, not yet sent.
  await createCashOrder(db, cashier, order('refill', city.vault, first, currency, bundle.times(2), 'Не хватает рублей к вечеру'));
  const approved = await createCashOrder(db, cashier, order('surplus', second, city.vault, currency, bundle, 'Излишек после обеда'));
  await approveCashOrder(db, SYSTEM_ACTOR, Number(approved.id));

  // On the way, due in two hours; and overdue: due a minute ago.
  const onTheWay = await createCashOrder(db, cashier, order('refill', city.vault, second, currency, bundle, 'Подкрепление', new Date(now.getTime() + 120 * MINUTE)));
  await approveCashOrder(db, SYSTEM_ACTOR, Number(onTheWay.id));
  await dispatchCashOrder(db, SYSTEM_ACTOR, Number(onTheWay.id), { denominations: count(bundle, note), ...sealed(1) });
  const late = await createCashOrder(db, cashier, order('move', first, second, currency, bundle, 'Перемещение между кассами', new Date(now.getTime() - MINUTE)), minutesAgo(3));
  await approveCashOrder(db, SYSTEM_ACTOR, Number(late.id), minutesAgo(3));
  await dispatchCashOrder(db, SYSTEM_ACTOR, Number(late.id), { denominations: count(bundle, note), ...sealed(2) }, minutesAgo(2));

  // Received as sent; received one note short (waiting for a supervisor); one short and settled.
  for (const [n, short, settle] of [[3, 0, false], [4, 1, false], [5, 1, true]] as const) {
    const o = await createCashOrder(db, cashier, order('refill', city.vault, first, currency, bundle, 'Подкрепление'));
    await approveCashOrder(db, SYSTEM_ACTOR, Number(o.id));
    await dispatchCashOrder(db, SYSTEM_ACTOR, Number(o.id), { denominations: count(bundle, note), ...sealed(n) });
    await receiveCashOrder(db, cashier, Number(o.id), { denominations: count(bundle, note, short), seal_intact: true });
    if (settle) await settleCashOrder(db, SYSTEM_ACTOR, Number(o.id), { reason: 'Недостача одной купюры подтверждена пересчётом' });
  }

  // Cancelled before it left.
  const cancelled = await createCashOrder(db, cashier, order('surplus', first, city.vault, currency, bundle, 'Передумали: вечером будет нужен'));
  await cancelCashOrder(db, cashier, Number(cancelled.id));
}

async function rubles(db: Db, registerId: number, currencyId: number): Promise<Dec> {
  const { rows } = await db.query<{ amount: string }>('SELECT amount::text AS amount FROM cash_balances WHERE cash_register_id = $1 AND currency_id = $2', [registerId, currencyId]);
  return dec(rows[0]?.amount ?? '0');
}

async function citiesWithCash(db: Db): Promise<CityCash[]> {
  const { rows } = await db.query<{ id: number; vault: number; tills: number[]; cashier: number | null }>(
    `SELECT c.id,
            (SELECT r.id FROM cash_registers r WHERE r.city_id = c.id AND r.kind = 'vault') AS vault,
            ARRAY(SELECT r.id FROM cash_registers r WHERE r.city_id = c.id AND r.kind = 'till' AND r.is_active ORDER BY r.id) AS tills,
            (SELECT u.id FROM users u JOIN user_cities uc ON uc.user_id = u.id
              WHERE uc.city_id = c.id AND NOT u.is_admin AND u.role = 'Кассир' AND u.is_active ORDER BY u.id LIMIT 1) AS cashier
       FROM cities c ORDER BY c.id`,
  );
  return rows
    .filter((r) => r.vault !== null && r.tills.length >= 2)
    .map((r) => ({ id: r.id, vault: r.vault, tills: r.tills, cashier: { ...SYSTEM_ACTOR, id: r.cashier } }));
}

async function hasOrders(db: Db, cityId: number, kind?: string): Promise<boolean> {
  const { rows } = await db.query(
    `SELECT 1 FROM cash_orders o JOIN cash_registers r ON r.id = o.from_cash_register_id
      WHERE r.city_id = $1 AND ($2::text IS NULL OR (o.kind = $2 AND EXISTS (
        SELECT 1 FROM cash_registers v WHERE v.id = o.to_cash_register_id AND v.kind = 'vault' AND r.kind = 'vault'))) LIMIT 1`,
    [cityId, kind ?? null],
  );
  return rows.length > 0;
}
