import type { CryptoAvgFeeReport, CryptoBalance, CryptoDayBalance } from '../../../shared/contract/reports';
import type { Db } from '../../db/types';
import { requirePermission, type Actor } from '../../http/scope';
import { fixed } from '../../ledger/decimal';
import { fieldError } from '../../http/errors';
import { dayEnd, dayStart, timeZone, today } from '../../ledger/time';
import { balanceRows, periodSums } from './dayBalances';
import { currencyList, currencyRef, registerIds, reportScope } from './reportScope';
import { SERVER_MESSAGES as M } from '../../http/messages';

/** Crypto figures; every one needs isCryptoTransactionPageActive. */

/**
 * Operations net of corrections: a reversing record (storno, negative fee) takes its original
 * back out of the count as it takes its fee out of the sum.
 */
const NET_COUNT = '(count(*) FILTER (WHERE t.reverses_id IS NULL) - count(*) FILTER (WHERE t.reverses_id IS NOT NULL))';

/** GET /api/day_crypto_avg_fee/?cash_register — today's fees per crypto and fiat currency. */
export async function dayCryptoAvgFee(db: Db, actor: Actor, query: { cash_register: number }): Promise<CryptoAvgFeeReport> {
  requirePermission(actor, 'isCryptoTransactionPageActive');
  const scope = await reportScope(db, actor, query);
  const date = today();
  const { rows } = await db.query<{
    k: number; k_code: string; k_name: string; c: number; c_code: string; c_name: string; decimals: number;
    n: number; total_fee: string; avg_fee: string;
  }>(
    `SELECT k.id AS k, k.code AS k_code, k.name AS k_name, c.id AS c, c.code AS c_code, c.name AS c_name, c.decimals,
            ${NET_COUNT}::int AS n, sum(t.fee)::text AS total_fee, (sum(t.fee) / ${NET_COUNT})::text AS avg_fee
       FROM crypto_transactions t
       JOIN currencies k ON k.id = t.crypto_currency_id
       JOIN currencies c ON c.id = t.currency_id
      WHERE t.cash_register_id = $1 AND t.created_at >= ${dayStart('$2', '$3')} AND t.created_at < ${dayEnd('$2', '$3')}
      GROUP BY k.id, c.id HAVING ${NET_COUNT} > 0 ORDER BY k."order", k.code, c."order", c.code`,
    [scope.registers[0].id, date, timeZone()],
  );
  return {
    cash_register: scope.cashRegister!,
    date,
    rows: rows.map((r) => ({
      crypto_currency: { id: r.k, code: r.k_code, name: r.k_name },
      currency: { id: r.c, code: r.c_code, name: r.c_name },
      count: r.n,
      total_fee: fixed(r.total_fee, r.decimals),
      avg_fee: fixed(r.avg_fee, r.decimals),
    })),
  };
}

/** GET /api/day_crypto_balance/?cash_register&from_date — opening at from_date, movements to today. */
export async function dayCryptoBalance(
  db: Db,
  actor: Actor,
  query: { cash_register: number; from_date?: string },
): Promise<CryptoDayBalance> {
  requirePermission(actor, 'isCryptoTransactionPageActive');
  const scope = await reportScope(db, actor, query);
  const toDate = today();
  const fromDate = query.from_date ?? toDate;
  if (fromDate > toDate) throw fieldError('from_date', M.dateAfterToday);
  const [currencies, rows] = await Promise.all([
    currencyList(db, true, fromDate),
    periodSums(db, registerIds(scope), fromDate, toDate, true),
  ]);
  return {
    cash_register: scope.cashRegister!,
    from_date: fromDate,
    to_date: toDate,
    balances: balanceRows(currencies, rows.filter((r) => r.level === 'register')).map(({ currency, ...rest }) => ({
      crypto_currency: currency,
      ...rest,
    })),
  };
}

/** GET /api/crypto_balance/ — what every register the user sees holds now, and the total. */
export async function cryptoBalance(db: Db, actor: Actor): Promise<CryptoBalance> {
  requirePermission(actor, 'isCryptoTransactionPageActive');
  const scope = await reportScope(db, actor, {});
  const currencies = await currencyList(db, true, today());
  const { rows } = await db.query<{ r: number | null; c: number; amount: string }>(
    `SELECT b.cash_register_id AS r, b.currency_id AS c, sum(b.amount)::text AS amount
       FROM cash_balances b JOIN currencies c ON c.id = b.currency_id
      WHERE c.is_crypto AND b.cash_register_id = ANY($1::int[])
      GROUP BY GROUPING SETS ((b.cash_register_id, b.currency_id), (b.currency_id))`,
    [registerIds(scope)],
  );
  const amounts = (r: number | null) =>
    currencies.map((c) => ({
      crypto_currency: currencyRef(c),
      amount: fixed(rows.find((row) => row.r === r && row.c === c.id)?.amount ?? 0, c.decimals),
    }));
  return {
    cash_registers: scope.registers.map((reg) => ({ cash_register: { id: reg.id, name: reg.name }, balances: amounts(reg.id) })),
    totals: amounts(null),
  };
}
