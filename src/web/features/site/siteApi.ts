import { baseApi } from '../../api/baseApi';

export const siteApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** GET, but it changes the world, so a mutation: never cached, never repeated. */
    stopSite: build.mutation<{ detail?: string }, void>({
      query: () => ({ url: 'stop_site/', method: 'GET' }),
    }),
  }),
});
