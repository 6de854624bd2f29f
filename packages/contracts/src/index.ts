export * from './settings';
export * from './errors';
export * from './search';
export * from './auth';
