import type { Static } from 'typebox';
import type { StockLevelSchema, StockSuggestionSchema, StockSuggestionsSchema, SuggestedOrdersSchema } from './schema/stockLevels';

/** Stock against limits and the suggested cash orders (docs/VAULT.md). */
export type StockLevel = Static<typeof StockLevelSchema>;
export type StockSuggestion = Static<typeof StockSuggestionSchema>;
export type StockSuggestions = Static<typeof StockSuggestionsSchema>;
export type SuggestedOrders = Static<typeof SuggestedOrdersSchema>;
export type { StockLevelsQuery, StockSuggestionsQuery, CreateSuggestedOrdersBody, ChosenSuggestion } from './request/stockLevels';
