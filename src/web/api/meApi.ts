import { canPrint, type Me } from '../../shared/contract';
import { baseApi } from './baseApi';
import { cacheFor } from './cacheTimes';
import { ALL } from './tags';

/**
 * The signed-in user. It lives with the API core rather than in a feature because every
 * part of the app asks it something (the header, menus, print permission).
 */
export const meApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getMe: build.query<Me, void>({
      query: () => 'me',
      providesTags: [{ type: 'Me', id: ALL }],
      keepUnusedDataFor: cacheFor('Me'),
    }),
  }),
});

export const { useGetMeQuery } = meApi;

/** Admins always, others with isAllowToPrint (docs/PRODUCT.md §6); false until /api/me answers. */
export function useCanPrint(): boolean {
  const { data } = useGetMeQuery();
  return data ? canPrint(data) : false;
}
