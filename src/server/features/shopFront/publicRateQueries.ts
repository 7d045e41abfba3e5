import type { PublicRates } from '../../../shared/contract/shopFront';
import { trimRate } from '../../../shared/rateText';
import type { Queryable } from '../../db/types';
import { notFound } from '../../http/errors';
import { today } from '../../ledger/time';
import { isoSql } from '../../ledger/sqlRefs';

/** Whose rates a public screen or feed shows: a city's, or a register's (its own, else its city's). */
export type PublicTarget = { city: number } | { register: number };

interface Place {
  city_id: number;
  city_name: string;
  register_id: number | null;
}

/**
 * The place a public request names, only if its city publishes its rates (an admin's
 * «Публиковать курсы»): an unknown, unpublished or inactive one is a plain 404, so the public
 * routes never tell which cities or registers exist.
 */
export async function publishedPlace(q: Queryable, target: PublicTarget): Promise<Place> {
  const { rows } =
    'register' in target
      ? await q.query<Place>(
        `SELECT c.id AS city_id, c.name AS city_name, r.id AS register_id
           FROM cash_registers r JOIN cities c ON c.id = r.city_id
          WHERE r.id = $1 AND r.is_active AND c.publish_rates`,
        [target.register],
      )
      : await q.query<Place>('SELECT id AS city_id, name AS city_name, NULL::int AS register_id FROM cities WHERE id = $1 AND publish_rates', [
        target.city,
      ]);
  if (!rows[0]) throw notFound();
  return rows[0];
}

interface RateRow {
  code: string;
  name: string;
  buy: string;
  sell: string;
  updated_at: string;
}

/**
 * Today's public rates of a place: each currency with a rate set today, in the rate board's
 * order (the currencies' order, then code). A register's own rate of a currency replaces its
 * city's, as in the back office. Only these fields leave the server.
 */
export async function ratesOfPlace(q: Queryable, place: Place, date = today()): Promise<PublicRates> {
  const { rows } = await q.query<RateRow>(
    `SELECT code, name, buy, sell, updated_at FROM (
       SELECT DISTINCT ON (c.id) c.id, c.code, c.name, c."order", v.buy_rate::text AS buy, v.sell_rate::text AS sell,
              ${isoSql('v.created_at')} AS updated_at
         FROM value_settings v JOIN currencies c ON c.id = v.currency_id
        WHERE v.city_id = $1 AND v.date = $2::date AND c.is_active AND NOT c.is_crypto AND NOT c.is_base
          AND (v.cash_register_id IS NULL OR v.cash_register_id = $3)
        ORDER BY c.id, v.cash_register_id NULLS LAST
     ) day ORDER BY "order", code`,
    [place.city_id, date, place.register_id],
  );
  const updated = rows.reduce<string | null>((max, r) => (max === null || r.updated_at > max ? r.updated_at : max), null);
  return {
    city: { id: place.city_id, name: place.city_name },
    date,
    updated_at: updated,
    rates: rows.map((r) => ({ code: r.code, name: r.name, buy: trimRate(r.buy), sell: trimRate(r.sell) })),
  };
}

/** GET /api/public/rates/: the place's rates, or 404. */
export async function publicRates(q: Queryable, target: PublicTarget): Promise<PublicRates> {
  return ratesOfPlace(q, await publishedPlace(q, target));
}
