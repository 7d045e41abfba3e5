import type { Paginated, StockLevel, StockSuggestions, SuggestedOrders } from '../../shared/contract';
import { baseApi } from './baseApi';
import { invalidates, type MutationArgs } from './invalidations';
import type { PageArgs } from './pageArgs';
import { allTag } from './tags';
import { cacheFor } from './cacheTimes';

export interface StockLevelsArgs extends PageArgs {
  city?: number;
  currency?: number;
  breaches?: boolean;
}

/**
 * Balances against limits are balances: every write of money (which refreshes all balances,
 * api/invalidations.ts) and a live limit crossing (app/liveCache.ts) refetch them.
 */
const STOCK_TAGS = [allTag('StockLevel'), allTag('Balance')];

/** «Остатки и лимиты» and «Предложить заявки» (docs/VAULT.md "Stock and suggested orders"). */
export const stockLevelsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    stockLevels: build.query<Paginated<StockLevel>, StockLevelsArgs>({
      query: ({ city, currency, breaches, page, size }) => ({ url: 'stock_levels/', params: { city, currency, breaches: breaches || undefined, page, size } }),
      providesTags: STOCK_TAGS,
      keepUnusedDataFor: cacheFor('StockLevel'),
    }),
    stockSuggestions: build.query<StockSuggestions, number>({
      query: (city) => ({ url: 'stock_levels/suggestions/', params: { city } }),
      providesTags: STOCK_TAGS,
      keepUnusedDataFor: cacheFor('StockLevel'),
    }),
    createSuggestedOrders: build.mutation<SuggestedOrders, MutationArgs['createSuggestedOrders']>({
      query: (body) => ({ url: 'stock_levels/suggestions/', method: 'POST', body }),
      // The orders are on their way: the suggestions change (nothing moves until dispatch).
      invalidatesTags: invalidates('createSuggestedOrders'),
      // The stock moved meanwhile: the screen says so beside the suggestions and reloads them.
      extraOptions: { quiet: [409] },
    }),
  }),
});

export const { useStockLevelsQuery, useStockSuggestionsQuery, useCreateSuggestedOrdersMutation } = stockLevelsApi;
