import type { CityLimits, CityLimitsBody } from '../../../shared/contract/limits';
import { DEFAULT_RATE_TOLERANCE_PERCENT, DEFAULT_SHIFT_DIFFERENCE_THRESHOLD } from '../../../shared/limits';
import type { Db, Queryable } from '../../db/types';
import { auditChange } from '../../lib/audit';
import type { Actor } from '../../http/scope';
import { fieldError } from '../../http/errors';
import { dec } from '../../ledger/decimal';
import { cityInScope } from '../../ledger/referenceChecks';
import { SERVER_MESSAGES as M } from '../../http/messages';

/**
 * A city's limits (docs/api/limits.md): one row per city in city_limits, the
 * defaults (2 %, none) for a city without one. Who may set them is decided by the route
 * (canSetRates, as for the day's rates); who is bound by them: exchangeLimits.ts.
 */

const SELECT = `SELECT rate_tolerance_percent::text AS rate_tolerance_percent, max_operation_amount::text AS max_operation_amount,
                       shift_difference_threshold::text AS shift_difference_threshold
                  FROM city_limits WHERE city_id = $1`;

/** With the city's offline limit (a column of the city: the admin sets it, docs/OFFLINE.md). */
const WITH_OFFLINE_LIMIT = `SELECT l.*, (SELECT offline_limit::text FROM cities WHERE id = $1) AS offline_limit
                              FROM (SELECT 1) one LEFT JOIN (${SELECT}) l ON true`;

/** The limits in force for a city (no scope check: callers have one). */
export async function limitsOf(q: Queryable, cityId: number): Promise<CityLimits> {
  const { rows } = await q.query<Omit<CityLimits, 'city'>>(WITH_OFFLINE_LIMIT, [cityId]);
  return {
    city: cityId,
    rate_tolerance_percent: dec(rows[0]?.rate_tolerance_percent ?? DEFAULT_RATE_TOLERANCE_PERCENT).toFixed(2),
    max_operation_amount: rows[0]?.max_operation_amount ? dec(rows[0].max_operation_amount).toFixed(2) : null,
    shift_difference_threshold: dec(rows[0]?.shift_difference_threshold ?? DEFAULT_SHIFT_DIFFERENCE_THRESHOLD).toFixed(2),
    offline_limit: rows[0]?.offline_limit ?? null,
  };
}

/** GET /api/city_limits/?city */
export async function getCityLimits(db: Db, actor: Actor, cityId: number): Promise<CityLimits> {
  const city = await cityInScope(db, actor, cityId);
  return limitsOf(db, city.id);
}

/** PUT /api/city_limits/{city_id}/: replaces both settings; the audit row keeps before and after. */
export async function setCityLimits(db: Db, actor: Actor, cityId: number, input: CityLimitsBody): Promise<CityLimits> {
  const city = await cityInScope(db, actor, cityId);
  if (dec(input.rate_tolerance_percent).greaterThan(100)) throw fieldError('rate_tolerance_percent', M.percentAtMost100);
  return db.transaction(async (tx) => {
    const { rows: old } = await tx.query(`${SELECT} FOR UPDATE`, [city.id]);
    const before = old[0] ? await limitsOf(tx, city.id) : null;
    await tx.query(
      `INSERT INTO city_limits (city_id, rate_tolerance_percent, max_operation_amount, user_id, updated_at, shift_difference_threshold)
       VALUES ($1, $2, $3, $4, now(), COALESCE($5::numeric, 0))
       ON CONFLICT (city_id) DO UPDATE SET rate_tolerance_percent = EXCLUDED.rate_tolerance_percent,
         max_operation_amount = EXCLUDED.max_operation_amount, user_id = EXCLUDED.user_id, updated_at = now(),
         shift_difference_threshold = COALESCE($5::numeric, city_limits.shift_difference_threshold)`,
      [city.id, input.rate_tolerance_percent, input.max_operation_amount, actor.id, input.shift_difference_threshold ?? null],
    );
    // Read back inside the write's transaction (an Idempotency-Key keeps this answer with the write).
    const after = await limitsOf(tx, city.id);
    // Kept by city (city_limits has no id of its own): the record is the city, before and after are the limits.
    await auditChange(tx, actor, 'city_limits.set', city.id, before, after, { city: city.id, before, after });
    return after;
  });
}
