export * from './settings';
export * from './errors';
