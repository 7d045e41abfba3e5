export * from './permissions';
export * from './pagination';
export * from './entities';
export * from './errors';
export * from './ledger';
export * from './reports';
