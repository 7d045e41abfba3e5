import type { Correction, CorrectionStatus, Paginated } from '../../shared/contract';
import { baseApi } from './baseApi';
import { invalidates, type MutationArgs } from './invalidations';
import { provides } from './tags';

/**
 * Corrections (storno; docs/api/corrections.md). Here rather than in a feature:
 * the journal, the persons' and the income/expense screens ask for a reversal, the approval
 * queue decides (CONTRIBUTING: what two features need goes to api/).
 */
export interface CorrectionQuery {
  city?: number;
  cashRegister?: number;
  status?: CorrectionStatus;
  /** A page, with the size the screen pages by (both or neither: without them, the server's first page). */
  page?: number;
  size?: number;
}

export const correctionsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    listCorrections: build.query<Paginated<Correction>, CorrectionQuery>({
      query: ({ city, cashRegister, status, page, size }) => ({
        url: 'correction/',
        params: { city, cash_register: cashRegister, status, page, size },
      }),
      ...provides('Correction', (a: CorrectionQuery) => (a.cashRegister ? `r${a.cashRegister}` : 'all')),
    }),
    createCorrection: build.mutation<Correction, MutationArgs['createCorrection']>({
      query: ({ body }) => ({ url: 'correction/create/', method: 'POST', body }),
      invalidatesTags: invalidates('createCorrection'),
      extraOptions: { quiet: [400] },
    }),
    decideCorrection: build.mutation<Correction, MutationArgs['decideCorrection']>({
      query: ({ id, decision, comment }) => ({ url: `correction/${decision}/${id}/`, method: 'PUT', body: { comment } }),
      invalidatesTags: invalidates('decideCorrection'),
      extraOptions: { quiet: [400, 409] },
    }),
  }),
});

export const { useListCorrectionsQuery, useCreateCorrectionMutation, useDecideCorrectionMutation } = correctionsApi;
