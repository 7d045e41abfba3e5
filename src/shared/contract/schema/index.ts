/**
 * The contract's schema values, for the API (route answers, OpenAPI, the answers' test).
 * The web app never imports this folder at run time: the type files beside it take the
 * types with `import type`.
 */
export * from './kit';
export * from './entities';
export * from './auth';
export * from './ledger';
export * from './reports';
export * from './journal';
export * from './limits';
export * from './adminUsers';
export * from './corrections';
export * from './adminCities';
export * from './adminCurrencies';
export * from './adminSettings';
export * from './shifts';
export * from './shopFront';
export * from './clients';
export * from './structuring';
export * from './watchlistUpload';
export * from './offline';
export * from './cashOrders';
export * from './settlements';
export * from './stockLevels';
