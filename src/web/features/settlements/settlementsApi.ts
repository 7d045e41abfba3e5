import type {
  CloseSettlementPeriodBody, CreateSettlementBody, Settlement, SettlementPeriod, SettlementPositions,
} from '../../../shared/contract';
import { baseApi } from '../../api/baseApi';
import { invalidates } from '../../api/invalidations';
import { provides } from '../../api/tags';

export interface PositionsArgs {
  fromDate: string;
  toDate: string;
  city?: number;
}

/** «Взаиморасчёты» (docs/SETTLEMENTS.md): the positions of a period, recording a settlement, closing a period. */
export const settlementsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    settlementPositions: build.query<SettlementPositions, PositionsArgs>({
      query: ({ fromDate, toDate, city }) => ({ url: 'settlements/positions/', params: { from_date: fromDate, to_date: toDate, city } }),
      ...provides('Settlement'),
    }),
    createSettlement: build.mutation<Settlement, CreateSettlementBody>({
      query: (body) => ({ url: 'settlements/', method: 'POST', body }),
      invalidatesTags: invalidates('createSettlement'),
      extraOptions: { quiet: [400] },
    }),
    closeSettlementPeriod: build.mutation<SettlementPeriod, CloseSettlementPeriodBody>({
      query: (body) => ({ url: 'settlements/periods/close/', method: 'POST', body }),
      invalidatesTags: invalidates('closeSettlementPeriod'),
      extraOptions: { quiet: [400] },
    }),
  }),
});

export const { useSettlementPositionsQuery, useCreateSettlementMutation, useCloseSettlementPeriodMutation } = settlementsApi;
