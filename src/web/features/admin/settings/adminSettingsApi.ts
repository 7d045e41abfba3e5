import type { AdminSettings } from '../../../../shared/contract';
import { baseApi } from '../../../api/baseApi';
import { provides } from '../../../api/tags';

/** /api/admin/settings/: every setting with its default. Limits are written by PUT /api/city_limits/ (referenceApi). */
export const adminSettingsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    adminSettings: build.query<AdminSettings, void>({
      query: () => 'admin/settings/',
      ...provides('AdminList', () => 'settings'),
    }),
  }),
});

export const { useAdminSettingsQuery } = adminSettingsApi;
