import type { CityCompliance, CityComplianceBody } from '../../../shared/contract/clients';
import { DEFAULT_STRUCTURING_WINDOW_MINUTES, DEFAULT_WATCHLIST_MAX_AGE_DAYS } from '../../../shared/contract/clients';
import { canSeeCompliance } from '../../../shared/contract/permissions';
import type { Db, Queryable } from '../../db/types';
import { fieldError, notFound } from '../../http/errors';
import { compareDecimal } from '../../../shared/money';
import type { Actor } from '../../http/scope';
import { auditChange } from '../../lib/audit';
import { cityInScope } from '../../ledger/referenceChecks';
import { COMPLIANCE_SELECT, complianceOf } from '../../checks/complianceThresholds';
import { SERVER_MESSAGES as M } from '../../http/messages';

/**
 * The city as the caller may see it: a compliance officer (or an admin) works for the whole
 * network, as the list and the clients do; anyone else within their cities (else 404).
 */
async function cityFor(q: Queryable, actor: Actor, cityId: number): Promise<{ id: number }> {
  if (!canSeeCompliance(actor)) return cityInScope(q, actor, cityId);
  const { rows } = await q.query<{ id: number }>('SELECT id FROM cities WHERE id = $1', [cityId]);
  if (!rows[0]) throw notFound();
  return rows[0];
}

/** GET /api/city_compliance/?city */
export async function getCityCompliance(db: Db, actor: Actor, cityId: number): Promise<CityCompliance> {
  return complianceOf(db, (await cityFor(db, actor, cityId)).id);
}

/** PUT /api/city_compliance/{city_id}/: the three settings (and the list's age, the structuring window when given); audited with before and after. */
export async function setCityCompliance(db: Db, actor: Actor, cityId: number, input: CityComplianceBody): Promise<CityCompliance> {
  const city = await cityFor(db, actor, cityId);
  // A deal reported to the authority is one whose client is known: a control threshold below
  // the identification threshold would put anonymous deals in the report's queue.
  const { identification_threshold: identify, mandatory_control_threshold: control } = input;
  if (identify !== null && control !== null && compareDecimal(control, identify) < 0) {
    throw fieldError('mandatory_control_threshold', M.controlBelowIdentification(identify));
  }
  return db.transaction(async (tx) => {
    const { rows: old } = await tx.query(`${COMPLIANCE_SELECT} FOR UPDATE`, [city.id]);
    const before = old[0] ? await complianceOf(tx, city.id) : null;
    await tx.query(
      `INSERT INTO city_compliance (city_id, identification_threshold, mandatory_control_threshold, identify_transfers,
                                    watchlist_max_age_days, structuring_window_minutes, user_id, updated_at)
       VALUES ($1, $2, $3, $4, COALESCE($5::int, ${DEFAULT_WATCHLIST_MAX_AGE_DAYS}), COALESCE($7::int, ${DEFAULT_STRUCTURING_WINDOW_MINUTES}), $6, now())
       ON CONFLICT (city_id) DO UPDATE SET identification_threshold = EXCLUDED.identification_threshold,
         mandatory_control_threshold = EXCLUDED.mandatory_control_threshold, identify_transfers = EXCLUDED.identify_transfers,
         watchlist_max_age_days = COALESCE($5::int, city_compliance.watchlist_max_age_days),
         structuring_window_minutes = COALESCE($7::int, city_compliance.structuring_window_minutes), user_id = EXCLUDED.user_id, updated_at = now()`,
      [city.id, input.identification_threshold, input.mandatory_control_threshold, input.identify_transfers,
        input.watchlist_max_age_days ?? null, actor.id, input.structuring_window_minutes ?? null],
    );
    const after = await complianceOf(tx, city.id);
    await auditChange(tx, actor, 'city_compliance.set', city.id, before, after, { city: city.id, before, after });
    return after;
  });
}
