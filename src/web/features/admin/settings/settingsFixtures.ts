import type { AdminSettings, CityLimitsSetting } from '../../../../shared/contract';
import { makeMe } from '../../../testing/renderApp';

export const admin = makeMe({ isAdmin: true, role: 'Администратор' });

/**
 * GET /api/admin/settings/ for two cities, Казань and Москва, both on the defaults unless the
 * test gives Казань its own limits or the sessions other hours.
 */
export function adminSettings(kazan: Partial<CityLimitsSetting> = {}, sessions: Partial<AdminSettings['sessions']> = {}): AdminSettings {
  const onDefaults = { rate_tolerance_percent: '2.00', max_operation_amount: null, shift_difference_threshold: '0.00', is_default: true };
  return {
    limits: {
      defaults: { rate_tolerance_percent: '2.00', max_operation_amount: null, shift_difference_threshold: '0.00' },
      base_currency: { id: 1, code: 'RUB', name: 'Рубль' },
      cities: [
        { city: { id: 2, name: 'Казань' }, ...onDefaults, ...kazan },
        { city: { id: 1, name: 'Москва' }, ...onDefaults },
      ],
    },
    sessions: { idle_hours: 12, max_days: 7, default_idle_hours: 12, default_max_days: 7, idle_variable: 'SESSION_IDLE_HOURS', max_variable: 'SESSION_MAX_DAYS', ...sessions },
  };
}
