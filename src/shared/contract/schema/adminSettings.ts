import { RefSchema } from './entities';
import { CurrencyRefSchema } from './ledger';
import { Decimal, Nullable, Type } from './kit';

/** One city's limits as the settings page shows them: the values in force, and whether they are the defaults. */
export const CityLimitsSettingSchema = Type.Object({
  city: RefSchema,
  rate_tolerance_percent: Decimal,
  max_operation_amount: Nullable(Decimal),
  /** A shift's differences above it (base currency) wait for a supervisor's approval; 0: any difference. */
  shift_difference_threshold: Decimal,
  /** Every value equals its default (nobody set them, or they were set back). */
  is_default: Type.Boolean(),
});

/**
 * GET /api/admin/settings/: every setting the other capabilities add, each with its
 * default. The limits are per city (set here or on the rate board: PUT /api/city_limits/);
 * the session lifetimes come from the server's environment and are shown, not set.
 */
export const AdminSettingsSchema = Type.Object({
  limits: Type.Object({
    defaults: Type.Object({ rate_tolerance_percent: Decimal, max_operation_amount: Nullable(Decimal), shift_difference_threshold: Decimal }),
    /** What max_operation_amount and shift_difference_threshold are counted in. */
    base_currency: CurrencyRefSchema,
    cities: Type.Array(CityLimitsSettingSchema),
  }),
  sessions: Type.Object({
    idle_hours: Type.Integer(),
    max_days: Type.Integer(),
    default_idle_hours: Type.Integer(),
    default_max_days: Type.Integer(),
    /** The environment variables they are read from when the server starts. */
    idle_variable: Type.String(),
    max_variable: Type.String(),
  }),
});
