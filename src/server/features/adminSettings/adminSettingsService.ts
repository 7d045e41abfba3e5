import type { AdminSettings } from '../../../shared/contract';
import { DEFAULT_RATE_TOLERANCE_PERCENT, DEFAULT_SHIFT_DIFFERENCE_THRESHOLD } from '../../../shared/limits';
import type { Db } from '../../db/types';
import { processStateOf } from '../../processState';
import { DEFAULT_SESSION_LIFETIMES } from '../../auth/sessionLifetime';
import { dec } from '../../ledger/decimal';
import { baseCurrency } from '../../ledger/referenceChecks';

const HOUR_MS = 3_600_000;

/**
 * Every setting with its default (docs/admin.md "Settings"): the limits of each city, the
 * shift difference threshold among them (the
 * defaults where nobody set them, cityLimitsService.ts), and the session lifetimes in force in
 * this process (config SESSION_IDLE_HOURS, SESSION_MAX_DAYS: every process reads the same
 * environment at its start).
 */
export async function adminSettings(db: Db): Promise<AdminSettings> {
  const { rows } = await db.query<{ id: number; name: string; rate: string | null; max: string | null; threshold: string | null }>(
    `SELECT c.id, c.name, l.rate_tolerance_percent::text AS rate, l.max_operation_amount::text AS max,
            l.shift_difference_threshold::text AS threshold
       FROM cities c LEFT JOIN city_limits l ON l.city_id = c.id ORDER BY c.name, c.id`,
  );
  const base = await baseCurrency(db);
  const defaultRate = dec(DEFAULT_RATE_TOLERANCE_PERCENT).toFixed(2);
  const defaultThreshold = dec(DEFAULT_SHIFT_DIFFERENCE_THRESHOLD).toFixed(2);
  const { idleMs, maxAgeMs } = processStateOf(db).sessionLifetimes;
  return {
    limits: {
      defaults: { rate_tolerance_percent: defaultRate, max_operation_amount: null, shift_difference_threshold: defaultThreshold },
      base_currency: { id: base.id, code: base.code, name: base.name },
      cities: rows.map((r) => {
        const rate = dec(r.rate ?? DEFAULT_RATE_TOLERANCE_PERCENT).toFixed(2);
        const max = r.max === null ? null : dec(r.max).toFixed(2);
        const threshold = dec(r.threshold ?? DEFAULT_SHIFT_DIFFERENCE_THRESHOLD).toFixed(2);
        return {
          city: { id: r.id, name: r.name },
          rate_tolerance_percent: rate,
          max_operation_amount: max,
          shift_difference_threshold: threshold,
          is_default: rate === defaultRate && max === null && threshold === defaultThreshold,
        };
      }),
    },
    sessions: {
      idle_hours: Math.round(idleMs / HOUR_MS),
      max_days: Math.round(maxAgeMs / (24 * HOUR_MS)),
      default_idle_hours: DEFAULT_SESSION_LIFETIMES.idleMs / HOUR_MS,
      default_max_days: DEFAULT_SESSION_LIFETIMES.maxAgeMs / (24 * HOUR_MS),
      idle_variable: 'SESSION_IDLE_HOURS',
      max_variable: 'SESSION_MAX_DAYS',
    },
  };
}
