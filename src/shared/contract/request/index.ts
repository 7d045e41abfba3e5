/**
 * Every request's declaration: a route's body, query and path parameters are one of these
 * values (the route-table test checks that no route declares its own). The type files beside
 * this folder re-export their types; the web's forms import the values for their limits.
 */
export * from './fields';
export * from './registerRecords';
export * from './exchange';
export * from './crypto';
export * from './incomeExpense';
export * from './clients';
export * from './compliance';
export * from './shopFront';
export * from './officialRates';
export * from './reports';
export * from './print';
export * from './receipts';
export * from './auth';
export * from './places';
export * from './currencies';
export * from './limits';
export * from './audit';
export * from './adminUsers';
export * from './adminCities';
export * from './adminCurrencies';
export * from './transfers';
export * from './operationPersons';
export * from './corrections';
export * from './shifts';
export * from './journal';
export * from './offlineReview';
export * from './cashOrders';
export * from './settlements';
export * from './stockLevels';
