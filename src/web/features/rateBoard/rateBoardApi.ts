import type { OfficialRates, ValueSetting, ValueSettingManyBody } from '../../../shared/contract';
import { baseApi } from '../../api/baseApi';
import { invalidates } from '../../api/invalidations';
import { provides } from '../../api/tags';

/** The rate board's own calls: publishing every currency at once, and the official (Bank of Russia) rates. */
export const rateBoardApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** One transaction, one live event: a screen never shows half of the update. */
    createValueSettings: build.mutation<ValueSetting[], ValueSettingManyBody>({
      query: (body) => ({ url: 'value_setting/create_many/', method: 'POST', body }),
      invalidatesTags: invalidates('createValueSettings'),
      extraOptions: { quiet: [400] },
    }),
    officialRates: build.query<OfficialRates, string>({
      query: (date) => ({ url: 'official_rates/', params: { date } }),
      ...provides('ValueSetting', (date) => `official-${date}`),
    }),
  }),
});

export const { useCreateValueSettingsMutation, useOfficialRatesQuery } = rateBoardApi;
