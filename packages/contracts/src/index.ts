export * from './settings';
export * from './errors';
export * from './search';
export * from './auth';
export * from './directory';
export * from './listing-page';
export * from './listing-forms';
export * from './members';
