export * from './permissions';
export * from './pagination';
export * from './entities';
export * from './errors';
export * from './journal';
export * from './events';
