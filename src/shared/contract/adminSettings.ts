import type { Static } from 'typebox';
import type { AdminSettingsSchema, CityLimitsSettingSchema } from './schema/adminSettings';

/** The admin section's settings page (schema/adminSettings.ts). */
export type AdminSettings = Static<typeof AdminSettingsSchema>;
export type CityLimitsSetting = Static<typeof CityLimitsSettingSchema>;
