import type { OfficialRates } from '../../../shared/contract/shopFront';
import { trimRate } from '../../../shared/rateText';
import type { Db, Queryable } from '../../db/types';
import { isoSql } from '../../ledger/sqlRefs';
import type { CbrRate } from './cbrDaily';

/**
 * Stores a day's official rates: each currency's row replaced, none deleted — an answer that
 * lists fewer currencies than an earlier one for the day keeps the others (never a gap made
 * by a bad answer). One transaction: a reader sees the old day or the new one.
 */
export async function storeOfficialRates(db: Db, date: string, rates: CbrRate[]): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.query(
      `INSERT INTO official_rates (date, code, name, nominal, value, rate)
       SELECT $1::date, r.code, r.name, r.nominal, r.value::numeric, r.rate::numeric
         FROM jsonb_to_recordset($2::jsonb) AS r(code text, name text, nominal int, value text, rate text)
       ON CONFLICT (date, code) DO UPDATE
         SET name = EXCLUDED.name, nominal = EXCLUDED.nominal, value = EXCLUDED.value, rate = EXCLUDED.rate, fetched_at = now()`,
      [date, JSON.stringify(rates)],
    );
  });
}

export async function hasOfficialRates(q: Queryable, date: string): Promise<boolean> {
  const { rows } = await q.query('SELECT 1 FROM official_rates WHERE date = $1::date LIMIT 1', [date]);
  return rows.length > 0;
}

/**
 * GET /api/official_rates/?date: the day's stored rates in the currencies' order (ours
 * first, by the rate board's order; the rest by code), each with our margin for «Курсы от ЦБ»
 * (null for a currency we do not have). No rates stored for the day: an empty list and a
 * null fetched_at — the board then says «ЦБ: нет данных за …».
 */
export async function officialRatesOf(q: Queryable, date: string): Promise<OfficialRates> {
  const { rows } = await q.query<{
    code: string;
    name: string;
    nominal: number;
    value: string;
    rate: string;
    margin_percent: string | null;
    fetched_at: string;
  }>(
    `SELECT o.code, o.name, o.nominal, o.value::text AS value, o.rate::text AS rate,
            c.official_margin_percent::text AS margin_percent, ${isoSql('o.fetched_at')} AS fetched_at
       FROM official_rates o LEFT JOIN currencies c ON c.code = o.code AND NOT c.is_crypto
      WHERE o.date = $1::date
      ORDER BY c."order" NULLS LAST, o.code`,
    [date],
  );
  return {
    date,
    fetched_at: rows.reduce<string | null>((max, r) => (max === null || r.fetched_at > max ? r.fetched_at : max), null),
    rates: rows.map((r) => ({
      code: r.code,
      name: r.name,
      nominal: r.nominal,
      value: trimRate(r.value),
      rate: trimRate(r.rate),
      margin_percent: r.margin_percent === null ? null : trimRate(r.margin_percent),
    })),
  };
}
