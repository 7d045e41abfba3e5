import { Body, Id, Query, Type, pageFields, type Static } from './fields';

/** Stock against limits (docs/VAULT.md "Stock and suggested orders"). */

/** `GET /api/stock_levels/`: the caller's cities' registers per currency; only breaches when `breaches` is true. */
export const StockLevelsQuery = Query({
  city: Id,
  currency: Id,
  breaches: Type.Boolean({ description: 'Только нарушения лимитов (ниже минимума или выше максимума)' }),
  ...pageFields,
});
export type StockLevelsQuery = Static<typeof StockLevelsQuery>;

/** `GET /api/stock_levels/suggestions/?city=`: the orders that bring the city's tills back within their limits. */
export const StockSuggestionsQuery = Query({ city: Id }, ['city']);
export type StockSuggestionsQuery = Static<typeof StockSuggestionsQuery>;

/** One suggestion chosen: the till and the currency (the amount is the server's, computed again). */
export const ChosenSuggestion = Body({ cash_register: Id, currency: Id }, ['cash_register', 'currency']);
export type ChosenSuggestion = Static<typeof ChosenSuggestion>;

/** `POST /api/stock_levels/suggestions/`: the chosen suggestions of a city become requested cash orders, all or none. */
export const CreateSuggestedOrdersBody = Body(
  { city: Id, items: Type.Array(ChosenSuggestion, { minItems: 1, maxItems: 500 }) },
  ['city', 'items'],
);
export type CreateSuggestedOrdersBody = Static<typeof CreateSuggestedOrdersBody>;
