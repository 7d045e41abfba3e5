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
export * from './transfers';
export * from './operationPersons';
export * from './corrections';
export * from './shifts';
export * from './journal';
export * from './balances';
