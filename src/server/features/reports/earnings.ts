import type { EarningReport, EarningTotalRow } from '../../../shared/contract/reports';
import type { EarningPrintQuery } from '../../../shared/contract/request/print';
import type { Db } from '../../db/types';
import { requirePermission, type Actor } from '../../http/scope';
import { dec, fixed } from '../../ledger/decimal';
import { checkPeriod, REVERSED_PERIOD } from '../../http/period';
import { baseCurrency } from '../../ledger/referenceChecks';
import { dayEnd, dayStart, timeZone, today } from '../../ledger/time';
import { currencyRef, registerIds, reportScope } from './reportScope';

/**
 * Earning report (docs/EARNINGS.md): per currency over [from_date, to_date], the exchange
 * earnings recorded on each SELL (amount × (rate − average cost), in the base currency), plus
 * the fees of transfers sent and of crypto transactions, plus income, minus expenses, plus the
 * shifts' cash differences (surplus +, shortage −; docs/SHIFTS.md) as their own line.
 * Sums are SQL aggregates over the period's records.
 */

/** A register's, a city's or the network's period: what the three reports and the printed one send. */
export type EarningQuery = Omit<EarningPrintQuery, 'format'>;

export async function earningReport(db: Db, actor: Actor, query: EarningQuery): Promise<EarningReport> {
  requirePermission(actor, 'isAllowToCheckEarningReport');
  const toDate = query.to_date ?? today();
  const fromDate = query.from_date ?? toDate;
  checkPeriod({ from_date: fromDate, to_date: toDate }, REVERSED_PERIOD.report);
  const scope = await reportScope(db, actor, { ...query, since: fromDate });
  const base = await baseCurrency(db);
  const params = [registerIds(scope), fromDate, toDate, timeZone()];
  const inPeriod = (col: string) => `${col} >= ${dayStart('$2', '$4')} AND ${col} < ${dayEnd('$3', '$4')}`;

  // Exchange figures come from exchange_daily (summed per register, currency, day and
  // direction by a trigger): a 90-day report reads ~90 rows per currency, not every exchange.
  const { rows: exchange } = await db.query<{ c: number; code: string; name: string; bought: string; sold: string; earning: string }>(
    `SELECT c.id AS c, c.code, c.name,
            COALESCE(sum(d.amount) FILTER (WHERE d.operation_type = 'BUY'), 0)::text AS bought,
            COALESCE(sum(d.amount) FILTER (WHERE d.operation_type = 'SELL'), 0)::text AS sold,
            COALESCE(sum(d.earning) FILTER (WHERE d.operation_type = 'SELL'), 0)::text AS earning
       FROM exchange_daily d JOIN currencies c ON c.id = d.currency_id
      WHERE d.cash_register_id = ANY($1::int[]) AND d.day BETWEEN $2::date AND $3::date
      GROUP BY c.id ORDER BY c."order", c.code`,
    [registerIds(scope), fromDate, toDate],
  );

  const { rows: parts } = await db.query<{ c: number; code: string; name: string; decimals: number; part: string; amount: string }>(
    `SELECT c.id AS c, c.code, c.name, c.decimals, x.part, sum(x.amount)::text AS amount
       FROM (
         SELECT base_currency_id AS c, 'exchange_earning' AS part, earning AS amount FROM exchange_daily d
          WHERE operation_type = 'SELL' AND cash_register_id = ANY($1::int[]) AND d.day BETWEEN $2::date AND $3::date
         UNION ALL
         SELECT currency_id, 'transfer_fees', fee FROM transfers t
          WHERE kind <> 'INTERNAL' AND status <> 'Cancelled' AND from_cash_register_id = ANY($1::int[]) AND ${inPeriod('t.created_at')}
         UNION ALL
         SELECT currency_id, 'crypto_fees', fee FROM crypto_transactions t
          WHERE cash_register_id = ANY($1::int[]) AND ${inPeriod('t.created_at')}
         UNION ALL
         SELECT currency_id, CASE direction WHEN 'Income' THEN 'income' ELSE 'expenses' END, amount FROM income_outcome t
          WHERE cash_register_id = ANY($1::int[]) AND ${inPeriod('t.created_at')}
         UNION ALL
         SELECT currency_id, 'cash_differences', counted - expected FROM shift_counts k
          WHERE counted <> expected AND cash_register_id = ANY($1::int[]) AND ${inPeriod('k.counted_at')}
         UNION ALL
         -- A cash order's difference, posted on the receiver when settled as a count's is (docs/CASH-ORDERS.md).
         SELECT currency_id, 'cash_differences', amount FROM ledger_entries e
          WHERE e.account = 'CASH' AND e.source_type = 'CASH_ORDER' AND e.entry_kind IN ('SURPLUS', 'SHORTAGE')
            AND e.cash_register_id = ANY($1::int[]) AND ${inPeriod('e.created_at')}
       ) x JOIN currencies c ON c.id = x.c
      GROUP BY c.id, x.part ORDER BY c.is_crypto, c."order", c.code`,
    params,
  );

  const totals = new Map<number, EarningTotalRow & { decimals: number }>();
  for (const p of parts) {
    let row = totals.get(p.c);
    if (!row) {
      const zero = fixed(0, p.decimals);
      row = {
        currency: { id: p.c, code: p.code, name: p.name }, decimals: p.decimals,
        exchange_earning: zero, transfer_fees: zero, crypto_fees: zero, income: zero, expenses: zero, cash_differences: zero, total: zero,
      };
      totals.set(p.c, row);
    }
    row[p.part as 'income'] = fixed(p.amount, p.decimals);
  }
  return {
    from_date: fromDate,
    to_date: toDate,
    cash_register: scope.cashRegister,
    city: scope.city,
    base_currency: currencyRef(base),
    exchange: exchange.map((e) => ({
      currency: { id: e.c, code: e.code, name: e.name },
      bought_amount: fixed(e.bought, 2),
      sold_amount: fixed(e.sold, 2),
      earning: fixed(e.earning, base.decimals),
    })),
    totals: [...totals.values()].map(({ decimals, ...row }) => ({
      ...row,
      total: fixed(
        dec(row.exchange_earning).plus(row.transfer_fees).plus(row.crypto_fees).plus(row.income).minus(row.expenses).plus(row.cash_differences),
        decimals,
      ),
    })),
  };
}
