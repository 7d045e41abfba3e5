import type { Db } from '../db/types';
import { SYSTEM_ACTOR, type Actor } from '../http/scope';
import { dec } from '../ledger/decimal';
import { openShiftOf } from '../ledger/registerLock';
import { countAsBooks } from '../features/shifts/shiftCount';
import { approveShift, closeShift, openShift } from '../features/shifts/shiftService';
import type { DemoRegister } from './demoRegister';

/**
 * The demo's shifts: so that a new user sees the whole cycle, the last days of
 * the demo history are worked in shifts handed over at 08:30 — the first opened with a
 * count, each later one closed with a count and the next opened at the same moment by the
 * demo cashier — and the first close of three Moscow registers finds a difference: one
 * short and approved by the supervisor, one over and one short still waiting. Every other
 * count finds what the books say. Registers still without a shift (no history, a register
 * added later) get one opened by the demo cashier now (`openMissingShifts`).
 */
export const DEMO_SHIFT_DAYS = 3;
const HANDOVER = { hours: 8, minutes: 30 };

interface DemoDifference {
  code: string;
  delta: string;
  comment: string;
  approve: boolean;
}
/** The first close of the registers at these positions (Арбат, Тверская, Китай-город). */
const DIFFERENCES: Array<DemoDifference | undefined> = [
  { code: 'RUB', delta: '-500', comment: 'Недостача 500 ₽: сдача выдана дважды, клиент обещал вернуть', approve: true },
  { code: 'USD', delta: '20', comment: 'Излишек 20 $: клиент не забрал сдачу', approve: false },
  { code: 'RUB', delta: '-300', comment: 'Недостача 300 ₽: причина выясняется', approve: false },
];

export interface ShiftOp {
  type: 'shift';
  reg: DemoRegister;
  at: Date;
  /** 0: the first opening; later: a handover (close, then open). */
  handover: number;
}

export interface DemoShiftPeople {
  cashier: number | null;
  supervisor: number | null;
}

const actor = (id: number | null): Actor => ({ ...SYSTEM_ACTOR, id });

/** The handover moment of `date` if the history's last DEMO_SHIFT_DAYS days include it (dayFromEnd 0 = today). */
export function handoverOf(date: string, dayFromEnd: number, daysOfHistory: number, zoned: (date: string, h: number, m: number) => Date) {
  const shiftDays = Math.min(DEMO_SHIFT_DAYS, daysOfHistory);
  if (dayFromEnd >= shiftDays) return null;
  return { at: zoned(date, HANDOVER.hours, HANDOVER.minutes), handover: shiftDays - 1 - dayFromEnd };
}

/**
 * Runs one handover. `move` keeps the history's shadow balances in step with a difference
 * (the books follow the drawer). Answers false when there was nothing to do.
 */
export async function runShiftOp(
  db: Db,
  op: ShiftOp,
  index: number,
  people: DemoShiftPeople,
  move: (code: string, amount: string) => void,
): Promise<boolean> {
  const open = await openShiftOf(db, op.reg.id);
  if (open !== null && op.handover > 0) {
    const difference = op.handover === 1 ? DIFFERENCES[index] : undefined;
    const counted = await countAsBooks(db, op.reg.id);
    const codes = await db.query<{ id: number; code: string }>('SELECT id, code FROM currencies WHERE id = ANY($1::int[])', [counted.map((c) => c.currency)]);
    const codeOf = new Map(codes.rows.map((r) => [r.id, r.code]));
    const withDifference = counted.map((c) =>
      difference && codeOf.get(c.currency) === difference.code ? { ...c, amount: dec(c.amount).plus(difference.delta).toFixed(2) } : c,
    );
    const closed = await closeShift(db, actor(op.reg.userId), open, { counted: withDifference, comment: difference?.comment ?? '' }, { at: op.at });
    if (difference) move(difference.code, difference.delta);
    if (difference?.approve) {
      const at = new Date(op.at.getTime() + 90 * 60_000);
      await approveShift(db, actor(people.supervisor), closed.id, { comment: 'Объяснение принято, клиент вернул сдачу' }, { at });
    }
  } else if (open !== null) {
    return false;
  }
  await openShift(db, actor(people.cashier), { cash_register: op.reg.id, counted: await countAsBooks(db, op.reg.id) }, { at: op.at });
  return true;
}

/** Every register without an open shift gets one, opened by the demo cashier with the books' count. */
export async function openMissingShifts(db: Db): Promise<void> {
  const { rows } = await db.query<{ id: number }>(
    `SELECT r.id FROM cash_registers r WHERE NOT EXISTS (SELECT 1 FROM shifts s WHERE s.cash_register_id = r.id AND s.status = 'Open') ORDER BY r.id`,
  );
  if (!rows.length) return;
  const { rows: users } = await db.query<{ id: number }>("SELECT id FROM users WHERE username = 'cashier'");
  const cashier = actor(users[0]?.id ?? null);
  for (const { id } of rows) await openShift(db, cashier, { cash_register: id, counted: await countAsBooks(db, id) });
}
