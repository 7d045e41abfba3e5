import type { Paginated } from '../../../shared/contract';
import type { OfflineReview, OfflineReviewStatus } from '../../../shared/contract/offline';
import { baseApi } from '../../api/baseApi';
import { invalidates, type MutationArgs } from '../../api/invalidations';
import type { PageArgs } from '../../api/pageArgs';
import { provides } from '../../api/tags';

export interface OfflineReviewArgs extends PageArgs {
  city: number;
  status: OfflineReviewStatus;
}

/**
 * «Офлайн-операции на проверку» (docs/api/offline.md): a city's flagged offline deals for its
 * supervisors and admins, and the check that clears one. Reversing one is the usual storno
 * (api/correctionsApi.ts), whose writes refresh this list too (api/invalidations.ts).
 */
export const offlineReviewApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    offlineReviews: build.query<Paginated<OfflineReview>, OfflineReviewArgs>({
      query: ({ city, status, page, size }) => ({ url: 'offline_review/', params: { city, status, page, size } }),
      ...provides('OfflineReview'),
    }),
    checkOfflineReview: build.mutation<OfflineReview, MutationArgs['checkOfflineReview']>({
      query: ({ id }) => ({ url: `offline_review/${id}/check/`, method: 'POST' }),
      invalidatesTags: invalidates('checkOfflineReview'),
      // Checked meanwhile by another supervisor: the screen says so above the list.
      extraOptions: { quiet: [409] },
    }),
  }),
});

export const { useOfflineReviewsQuery, useCheckOfflineReviewMutation } = offlineReviewApi;
