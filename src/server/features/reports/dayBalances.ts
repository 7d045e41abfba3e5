import type { Ref } from '../../../shared/contract';
import type { BalanceRow, CityData, DayBalance, OverallDayAmount } from '../../../shared/contract/reports';
import type { Db, Queryable } from '../../db/types';
import type { Actor } from '../../http/scope';
import { fixed } from '../../ledger/decimal';
import type { CurrencyRow } from '../../ledger/referenceChecks';
import { today } from '../../ledger/time';
import { currencyList, currencyRef, registerIds, reportScope } from './reportScope';

/**
 * Day balances from the ledger: opening = every CASH entry before the period, income / outcome
 * = the period's positive / negative entries, closing = opening + income − outcome. Read from
 * cash_daily (the entries summed per register, currency and day by a trigger), so a balance
 * costs a few rows per day of history instead of every entry; grouped per register, per city
 * and overall in the same statement (GROUPING SETS).
 */

interface Sums {
  opening: string | null;
  income: string | null;
  outcome: string | null;
  closing: string | null;
}
type Level = 'register' | 'city' | 'all';
interface Row extends Sums {
  level: Level;
  r: number | null;
  city_id: number | null;
  c: number;
}

export async function periodSums(
  q: Queryable,
  registers: number[],
  fromDate: string,
  toDate: string,
  crypto: boolean,
): Promise<Row[]> {
  const { rows } = await q.query<Row>(
    `WITH per AS (
       SELECT d.cash_register_id AS r, d.currency_id AS c,
              sum(d.income - d.outcome) FILTER (WHERE d.day < $2::date) AS opening,
              sum(d.income) FILTER (WHERE d.day >= $2::date) AS income,
              sum(d.outcome) FILTER (WHERE d.day >= $2::date) AS outcome,
              sum(d.income - d.outcome) AS closing
         FROM cash_daily d JOIN currencies cur ON cur.id = d.currency_id
        WHERE d.cash_register_id = ANY($1::int[]) AND d.day <= $3::date AND cur.is_crypto = $4
        GROUP BY 1, 2)
     SELECT CASE GROUPING(reg.city_id, per.r) WHEN 0 THEN 'register' WHEN 1 THEN 'city' ELSE 'all' END AS level,
            per.r, reg.city_id, per.c, sum(opening)::text AS opening, sum(income)::text AS income,
            sum(outcome)::text AS outcome, sum(closing)::text AS closing
       FROM per JOIN cash_registers reg ON reg.id = per.r
      GROUP BY GROUPING SETS ((reg.city_id, per.r, per.c), (reg.city_id, per.c), (per.c))`,
    [registers, fromDate, toDate, crypto],
  );
  return rows;
}

/** Every currency in order, zeros where nothing moved, so tables keep their shape. */
export function balanceRows(currencies: CurrencyRow[], rows: Row[]): BalanceRow[] {
  const byCurrency = new Map(rows.map((r) => [r.c, r]));
  return currencies.map((c) => {
    const r = byCurrency.get(c.id);
    const v = (x: string | null | undefined) => fixed(x ?? 0, c.decimals);
    return { currency: currencyRef(c), opening: v(r?.opening), income: v(r?.income), outcome: v(r?.outcome), closing: v(r?.closing) };
  });
}

const at = (rows: Row[], level: Level, match: (r: Row) => boolean = () => true) =>
  rows.filter((r) => r.level === level && match(r));

export async function dayBalance(db: Db, actor: Actor, query: { cash_register: number; date?: string }): Promise<DayBalance> {
  const date = query.date ?? today();
  const scope = await reportScope(db, actor, { cash_register: query.cash_register });
  const [currencies, rows] = await Promise.all([currencyList(db, false, date), periodSums(db, registerIds(scope), date, date, false)]);
  return { cash_register: scope.cashRegister!, date, balances: balanceRows(currencies, at(rows, 'register')) };
}

export async function cityData(db: Db, actor: Actor, query: { city: number; date?: string }): Promise<CityData> {
  const date = query.date ?? today();
  const scope = await reportScope(db, actor, { city: query.city, since: date });
  const [currencies, rows, vaults] = await Promise.all([
    currencyList(db, false, date),
    periodSums(db, registerIds(scope), date, date, false),
    // Кассы lists the city's vault apart (docs/VAULT.md): each register says its kind.
    db.query<{ id: number }>("SELECT id FROM cash_registers WHERE id = ANY($1::int[]) AND kind = 'vault'", [registerIds(scope)]),
  ]);
  const vaultIds = new Set(vaults.rows.map((v) => v.id));
  return {
    city: scope.city!,
    date,
    cash_registers: scope.registers.map((reg) => ({
      cash_register: { id: reg.id, name: reg.name },
      kind: vaultIds.has(reg.id) ? ('vault' as const) : ('till' as const),
      balances: balanceRows(currencies, at(rows, 'register', (r) => r.r === reg.id)),
    })),
    totals: balanceRows(currencies, at(rows, 'all')),
  };
}

export async function overallDayAmount(db: Db, actor: Actor, query: { date?: string }): Promise<OverallDayAmount> {
  const date = query.date ?? today();
  const scope = await reportScope(db, actor, { since: date });
  const [currencies, rows] = await Promise.all([currencyList(db, false, date), periodSums(db, registerIds(scope), date, date, false)]);
  const cityIds = [...new Set(scope.registers.map((r) => r.city_id))];
  const { rows: cities } = await db.query<Ref>('SELECT id, name FROM cities WHERE id = ANY($1::int[]) ORDER BY name', [cityIds]);
  return {
    date,
    cities: cities.map((city) => ({ city, totals: balanceRows(currencies, at(rows, 'city', (r) => r.city_id === city.id)) })),
    totals: balanceRows(currencies, at(rows, 'all')),
  };
}
