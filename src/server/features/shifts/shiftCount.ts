import type { CountedAmount } from '../../../shared/contract/shifts';
import type { Queryable } from '../../db/types';
import { badRequest, fieldError } from '../../http/errors';
import { SERVER_MESSAGES as SM } from '../../http/messages';
import { dec, fixed, type Dec } from '../../ledger/decimal';
import { cashKey, lockCash, preparePosting } from '../../ledger/posting';

/**
 * A count of a register's drawer (docs/SHIFTS.md): every fiat currency the register holds or
 * trades must be listed; counted − expected (the books) is the difference, posted at once as
 * its own ledger entry (SURPLUS +, SHORTAGE −; source CASH_COUNT), so that right after the
 * count the register's balance equals what was counted. Runs inside the open's or close's
 * transaction, after the register is locked (registerLock.ts).
 */

export const COUNT_MESSAGES = { ...SM.count, duplicate: SM.currencyTwice, unknown: SM.noSuchObject };

/**
 * The currencies `c` a count of register $1 must list: every fiat currency it trades (the
 * base and its pairs) or holds. Crypto is a wallet, not a drawer: never counted.
 */
export const MUST_COUNT_SQL = `NOT c.is_crypto
     AND (c.is_base
          OR EXISTS (SELECT 1 FROM available_currency_pairs p WHERE p.cash_register_id = $1 AND p.currency_id = c.id)
          OR EXISTS (SELECT 1 FROM cash_balances b WHERE b.cash_register_id = $1 AND b.currency_id = c.id AND b.amount <> 0))`;
/** The order counts are listed in: the base first, then as the currency lists go. */
export const COUNT_ORDER_SQL = 'c.is_base DESC, c."order", c.code';

const REQUIRED_SQL = `SELECT c.id, c.code, c.decimals FROM currencies c WHERE ${MUST_COUNT_SQL} ORDER BY ${COUNT_ORDER_SQL}`;

export interface CountCurrency {
  id: number;
  code: string;
  decimals: number;
}

export async function requiredCurrencies(q: Queryable, registerId: number): Promise<CountCurrency[]> {
  return (await q.query<CountCurrency>(REQUIRED_SQL, [registerId])).rows;
}

export interface CountLine {
  currency: CountCurrency;
  expected: Dec;
  counted: Dec;
  difference: Dec;
  /** The register's average cost of the currency (base per unit), for valuing the difference. */
  avgCost: Dec | null;
  isBase: boolean;
}

/**
 * Checks a count against the currencies the register must list (400 under `counted`),
 * reads the expected figures from the locked balances, and asks for a comment when any
 * difference is not zero (400 under `comment`). Writes nothing.
 */
export async function checkCount(
  tx: Queryable,
  registerId: number,
  counted: CountedAmount[],
  comment: string,
): Promise<CountLine[]> {
  const required = await requiredCurrencies(tx, registerId);
  const ids = [...new Set(counted.map((c) => c.currency))];
  const { rows: named } = await tx.query<CountCurrency & { is_crypto: boolean; is_base: boolean }>(
    'SELECT id, code, decimals, is_crypto, is_base FROM currencies WHERE id = ANY($1::int[])',
    [ids],
  );
  const byId = new Map(named.map((c) => [c.id, c]));
  const errors: string[] = [];
  const seen = new Set<number>();
  for (const item of counted) {
    const currency = byId.get(item.currency);
    if (!currency) errors.push(COUNT_MESSAGES.unknown(item.currency));
    else if (currency.is_crypto) errors.push(COUNT_MESSAGES.crypto(currency.code));
    else if (seen.has(currency.id)) errors.push(COUNT_MESSAGES.duplicate(currency.code));
    else if ((item.amount.split('.')[1] ?? '').length > currency.decimals) errors.push(COUNT_MESSAGES.decimals(currency.code, currency.decimals));
    seen.add(item.currency);
  }
  const missing = required.filter((c) => !seen.has(c.id)).map((c) => c.code);
  if (missing.length) errors.push(COUNT_MESSAGES.missing(missing));
  if (errors.length) throw badRequest({ counted: [...new Set(errors)] });

  const locked = await lockCash(tx, counted.map((c) => [registerId, c.currency]));
  const lines = counted.map((item): CountLine => {
    const currency = byId.get(item.currency)!;
    const balance = locked.get(cashKey(registerId, currency.id))!;
    const expected = dec(fixed(balance.amount, currency.decimals));
    const amount = dec(item.amount);
    return {
      currency: { id: currency.id, code: currency.code, decimals: currency.decimals },
      expected,
      counted: amount,
      difference: amount.minus(expected),
      avgCost: balance.avgCost,
      isBase: currency.is_base,
    };
  });
  if (lines.some((l) => !l.difference.isZero()) && !comment.trim()) throw fieldError('comment', COUNT_MESSAGES.comment);
  return lines;
}

/**
 * Whether any difference exceeds the city's threshold (base currency; 0 = any difference):
 * a foreign currency's difference is valued at the register's average cost, the value the
 * books carry it at; one of unknown cost always exceeds.
 */
export function exceedsThreshold(lines: Array<Pick<CountLine, 'difference' | 'isBase' | 'avgCost'>>, threshold: Dec): boolean {
  return lines.some((l) => {
    if (l.difference.isZero()) return false;
    const cost = l.isBase ? dec(1) : l.avgCost;
    return cost === null || l.difference.abs().times(cost).greaterThan(threshold);
  });
}

/**
 * Writes the count: one shift_counts row per currency, with its difference posted to the
 * ledger in the same statement (posting.ts). Answers the ledger's last entry id after it
 * (the shift keeps it as opened_upto / closed_upto). The balance rows were locked by checkCount.
 */
export async function writeCount(
  tx: Queryable,
  target: { shiftId: number; registerId: number; phase: 'OPEN' | 'CLOSE'; at: Date },
  lines: CountLine[],
): Promise<string> {
  for (const line of lines) {
    const values = {
      shift_id: target.shiftId, phase: target.phase, cash_register_id: target.registerId, currency_id: line.currency.id,
      expected: line.expected.toFixed(), counted: line.counted.toFixed(), counted_at: target.at.toISOString(),
    };
    if (line.difference.isZero()) {
      const columns = Object.keys(values);
      await tx.query(
        `INSERT INTO shift_counts (${columns.join(', ')}) VALUES (${columns.map((_, i) => `$${i + 1}`).join(', ')})`,
        Object.values(values),
      );
      continue;
    }
    const kind = line.difference.isPositive() ? 'SURPLUS' : 'SHORTAGE';
    const prepared = await preparePosting(tx, [
      { account: 'CASH', cashRegisterId: target.registerId, currencyId: line.currency.id, amount: line.difference, kind },
    ]);
    await prepared.write({ type: 'CASH_COUNT', at: target.at }, { table: 'shift_counts', values });
  }
  return ledgerHighWater(tx);
}

/**
 * The ledger's last entry id as this transaction sees it. Every write that moves the
 * register's cash and committed before the lock is below it; every later one gets a higher
 * id (its entries are inserted after this transaction commits and lets go of the register).
 */
export async function ledgerHighWater(tx: Queryable): Promise<string> {
  return (await tx.query<{ id: string }>('SELECT COALESCE(max(id), 0)::text AS id FROM ledger_entries')).rows[0].id;
}

/**
 * A count that finds exactly what the books say (no difference): what the demo seed and the
 * test worlds open and close shifts with. Read without a lock: a count made with it checks
 * again under the lock, and a difference then would need a comment like any other.
 */
export async function countAsBooks(q: Queryable, registerId: number): Promise<CountedAmount[]> {
  const { rows } = await q.query<{ currency: number; amount: string }>(
    `SELECT c.id AS currency, round(COALESCE(b.amount, 0), c.decimals)::text AS amount
       FROM currencies c LEFT JOIN cash_balances b ON b.cash_register_id = $1 AND b.currency_id = c.id
      WHERE ${MUST_COUNT_SQL} ORDER BY ${COUNT_ORDER_SQL}`,
    [registerId],
  );
  return rows;
}
